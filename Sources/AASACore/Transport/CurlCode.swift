/// The libcurl `CURLcode` values aasa tells apart (libcurl-errors(3)): one list for the
/// classifier, the fetcher, the retry policy and the run's local checks.
package enum CurlCode {
    package static let ok = 0
    package static let unsupportedProtocol = 1
    /// libcurl could not set up a transfer, or its multi interface failed: this machine's problem.
    package static let failedInit = 2
    package static let couldNotResolveProxy = 5
    package static let couldNotResolveHost = 6
    package static let couldNotConnect = 7
    package static let writeError = 23
    package static let outOfMemory = 27
    package static let operationTimedOut = 28
    package static let sslConnectError = 35
    package static let gotNothing = 52
    package static let sendError = 55
    package static let receiveError = 56
    /// A transfer stopped on purpose: the fetch engine was shut down.
    package static let abortedByCallback = 42
    package static let peerFailedVerification = 60
    /// The trust store could not be loaded: this machine's problem, never a site's.
    package static let sslCACertBadFile = 77

    /// Every code libcurl uses for a TLS failure other than verification (60).
    package static let handshakeFailures: Set<Int> = [35, 53, 54, 58, 59, 64, 66, 77, 80, 82, 83, 90, 91, 98]
    /// Every TLS failure: after these a record carries what the TLS layer said.
    package static let tlsFailures = handshakeFailures.union([peerFailedVerification])
    /// Verification failures, after which a second, non-verifying look describes the chain.
    package static let certificateFailures: Set<Int> = [peerFailedVerification, sslCACertBadFile]
    /// Failures a moment can heal: DNS, connect, timeout, empty reply, a broken connection.
    package static let transient: Set<Int> = [
        couldNotResolveHost, couldNotConnect, operationTimedOut, gotNothing, sendError, receiveError,
    ]
}
