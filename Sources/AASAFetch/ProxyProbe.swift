import AASACore
import CCurl

/// Checks, before any site is fetched, that the proxy accepts connections: a proxy that is down
/// is the run's problem (exit 2), not a failure of every domain.
package enum ProxyProbe {
    /// nil when the proxy can carry the run's transfers, else why not, as words that follow
    /// "the proxy URL": a TCP connection must open within `timeout`, and an `https://` proxy must
    /// answer a TLS handshake (a plain-HTTP proxy named with https:// would otherwise time out
    /// every site). Credentials are checked by the first transfer (`RunProblems`).
    package static func unusableReason(_ proxy: String, timeout: Double) -> String? {
        if let reason = probe("http://" + authority(of: proxy), timeout: timeout) {
            return "cannot be reached: " + Credentials.redacted(reason, proxy: proxy)
        }
        guard ProxySetting.scheme(of: proxy) == "https" else { return nil }
        if let reason = probe("https://" + authority(of: proxy), timeout: timeout) {
            return "does not complete a TLS handshake (is it a plain proxy to be named http://?): "
                + Credentials.redacted(reason, proxy: proxy)
        }
        return nil
    }

    /// nil when libcurl connects to `url` (and, for https, completes a handshake; the proxy's
    /// certificate is checked by the transfers themselves) within `timeout`.
    private static func probe(_ url: String, timeout: Double) -> String? {
        guard CurlLibrary.isReady, let curl = aasa_curl_easy_init() else { return "libcurl could not start" }
        defer { aasa_curl_easy_cleanup(curl) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }
        errorBuffer[0] = 0
        let options = [
            aasa_easy_set_url(curl, url),
            aasa_easy_set_no_proxy(curl, "*"),
            aasa_easy_set_connect_only(curl, 1),
            aasa_easy_set_no_signal(curl, 1),
            aasa_easy_set_verify_peer(curl, 0),
            aasa_easy_set_verify_host(curl, 0),
            aasa_easy_set_error_buffer(curl, errorBuffer),
            aasa_easy_set_connect_timeout_ms(curl, FetchRequest.milliseconds(timeout, fallback: 10)),
        ]
        if let failed = options.first(where: { $0 != CURLE_OK }) { return CurlLibrary.describe(failed) }
        let code = aasa_curl_easy_perform(curl)
        guard code != CURLE_OK else { return nil }
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? CurlLibrary.describe(code) : detail
    }

    /// `host:port` of a proxy URL (`http://user:secret@proxy:3128/` -> `proxy:3128`); curl's
    /// default proxy port, 1080, when none is written.
    static func authority(of proxy: String) -> String {
        var rest = Substring(proxy)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        rest = rest.prefix { $0 != "/" }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        let hasPort = rest.hasPrefix("[") ? rest.contains("]:") : rest.contains(":")
        return hasPort ? String(rest) : rest + ":1080"
    }
}
