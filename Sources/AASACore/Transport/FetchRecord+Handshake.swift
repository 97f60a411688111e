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
