import CCurl

/// Checks, before any site is fetched, that the proxy accepts connections: a proxy that is down
/// is the run's problem (exit 2), not a failure of every domain.
public enum ProxyProbe {
    /// nil when a TCP connection to the proxy opens within `timeout`, else why not.
    public static func unreachableReason(_ proxy: String, timeout: Double) -> String? {
        guard CurlLibrary.isReady, let curl = curl_easy_init() else { return "libcurl could not start" }
        defer { curl_easy_cleanup(curl) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }
        errorBuffer[0] = 0
        // Only the TCP connection: the proxy's own scheme (http, https, socks5) does not matter here.
        let options = [
            aasa_easy_set_url(curl, "http://" + authority(of: proxy)),
            aasa_easy_set_no_proxy(curl, "*"),
            aasa_easy_set_connect_only(curl, 1),
            aasa_easy_set_no_signal(curl, 1),
            aasa_easy_set_error_buffer(curl, errorBuffer),
            aasa_easy_set_connect_timeout_ms(curl, FetchRequest.milliseconds(timeout, fallback: 10)),
        ]
        if let failed = options.first(where: { $0 != CURLE_OK }) { return CurlLibrary.describe(failed) }
        let code = curl_easy_perform(curl)
        guard code != CURLE_OK else { return nil }
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? CurlLibrary.describe(code) : detail
    }

    /// The proxy as messages show it: without its password.
    public static func shown(_ proxy: String) -> String {
        guard let at = proxy.lastIndex(of: "@") else { return proxy }
        let start = proxy.firstRange(of: "://")?.upperBound ?? proxy.startIndex
        return String(proxy[..<start]) + String(proxy[proxy.index(after: at)...])
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
