extension TransportClassifier {
    /// The libcurl `CURLcode` values the classifier tells apart (see libcurl-errors(3)).
    enum CurlCode {
        static let ok = 0
        static let unsupportedProtocol = 1
        static let couldNotResolveProxy = 5
        static let couldNotResolveHost = 6
        static let couldNotConnect = 7
        static let writeError = 23
        static let operationTimedOut = 28
        static let sslConnectError = 35
        static let peerFailedVerification = 60
        static let sslCACertBadFile = 77

        /// Every code libcurl uses for a TLS failure, except verification (60).
        static let tlsFailures: Set<Int> = [35, 53, 54, 58, 59, 64, 66, 77, 80, 82, 83, 90, 91, 98]
    }

    /// OpenSSL's `X509_V_ERR_*` values, as `CURLINFO_SSL_VERIFYRESULT` reports them.
    enum X509Error {
        static let unableToGetIssuerCert = 2
        static let certNotYetValid = 9
        static let certHasExpired = 10
        static let selfSignedLeaf = 18
        static let selfSignedInChain = 19
        static let unableToGetLocalIssuer = 20
        static let unableToVerifyLeafSignature = 21
        static let invalidCA = 24
        static let certUntrusted = 27
        static let certRejected = 28
        static let hostnameMismatch = 62
    }
}
