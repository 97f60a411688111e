/// The libcurl `CURLcode` values aasa tells apart (libcurl-errors(3)): one list for the
/// classifier, the fetcher, the retry policy and the run's local checks.
public enum CurlCode {
    public static let ok = 0
    public static let unsupportedProtocol = 1
    /// libcurl could not set up a transfer, or its multi interface failed: this machine's problem.
    public static let failedInit = 2
    public static let couldNotResolveProxy = 5
    public static let couldNotResolveHost = 6
    public static let couldNotConnect = 7
    public static let writeError = 23
    public static let outOfMemory = 27
    public static let operationTimedOut = 28
    public static let sslConnectError = 35
    public static let gotNothing = 52
    public static let sendError = 55
    public static let receiveError = 56
    /// A transfer stopped on purpose: the fetch engine was shut down.
    public static let abortedByCallback = 42
    public static let peerFailedVerification = 60
    /// The trust store could not be loaded: this machine's problem, never a site's.
    public static let sslCACertBadFile = 77

    /// Every code libcurl uses for a TLS failure other than verification (60).
    public static let handshakeFailures: Set<Int> = [35, 53, 54, 58, 59, 64, 66, 77, 80, 82, 83, 90, 91, 98]
    /// Every TLS failure: after these a record carries what the TLS layer said.
    public static let tlsFailures = handshakeFailures.union([peerFailedVerification])
    /// Verification failures, after which a second, non-verifying look describes the chain.
    public static let certificateFailures: Set<Int> = [peerFailedVerification, sslCACertBadFile]
    /// Failures a moment can heal: DNS, connect, timeout, empty reply, a broken connection.
    public static let transient: Set<Int> = [
        couldNotResolveHost, couldNotConnect, operationTimedOut, gotNothing, sendError, receiveError,
    ]
}
