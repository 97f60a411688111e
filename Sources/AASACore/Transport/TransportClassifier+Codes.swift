extension TransportClassifier {
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
        static let invalidPurpose = 26
        static let certUntrusted = 27
        static let certRejected = 28
        static let hostnameMismatch = 62
        static let eeKeyTooSmall = 66
        static let caKeyTooSmall = 67
        static let caMdTooWeak = 68
    }
}
