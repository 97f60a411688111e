import AASACore

extension FetchRecord {
    /// Whether the request never reached the host: no name, no connection, no TLS session (a
    /// timeout before one, a handshake or certificate failure). Any other request to the host's
    /// port meets the same, so it need not wait out the same timeout. A failure that is this
    /// machine's (descriptors, the trust store, a proxy) is not the host's.
    var reachedNoHost: Bool {
        guard httpStatus == nil, proxyStatus == nil, !refusedNonPublicAddress, !DescriptorBudget.ranOut(osError)
        else { return false }
        switch curlCode {
        case CurlCode.couldNotResolveHost, CurlCode.couldNotConnect: return true
        case CurlCode.operationTimedOut: return tls == nil
        case CurlCode.sslCACertBadFile: return false
        default: return CurlCode.tlsFailures.contains(curlCode)
        }
    }
}
