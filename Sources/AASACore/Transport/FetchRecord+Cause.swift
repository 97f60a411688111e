extension FetchRecord {
    /// Whether the TLS handshake failed because the connection broke off under it (a reset, or an
    /// end of stream where the server's hello should be), not because of anything TLS said: a
    /// moment can heal that, as it heals a reset after the request (unattended round two, item 4),
    /// and it says nothing of the site's certificates. Read from libcurl's words ("Recv failure:
    /// Connection reset by peer", OpenSSL's "unexpected eof" and `SSL_ERROR_SYSCALL`), not from
    /// the OS error, which still says ECONNRESET after a server that answered TLS with HTTP.
    package var brokeOffInHandshake: Bool {
        guard curlCode == CurlCode.sslConnectError else { return false }
        let text = curlError.lowercased()
        return text.contains("connection reset") || text.contains("unexpected eof")
            || text.contains("ssl_error_syscall")
    }
}

extension FetchRecord {
    /// Through a proxy of `scheme`, whether the request failed at the proxy itself. Any proxy: the
    /// connection to it could not be made or its name did not resolve. An HTTP(S) proxy answers
    /// CONNECT for the site (`proxyStatus`), so with no answer a connection that broke off or a
    /// TLS failure was the proxy's too; through SOCKS those may be the site's. A timeout is left
    /// to the site, since a proxy that waits for a dead site answers no CONNECT either.
    package func failedAtProxy(scheme: String) -> Bool {
        guard proxyStatus == nil else { return false }
        if curlCode == CurlCode.couldNotConnect || curlCode == CurlCode.couldNotResolveProxy { return true }
        guard scheme == "http" || scheme == "https" else { return false }
        return [CurlCode.gotNothing, CurlCode.sendError, CurlCode.receiveError].contains(curlCode)
            || CurlCode.handshakeFailures.contains(curlCode)
    }
}
