/// A proxy as curl reads `--proxy` and `https_proxy`: `[scheme://][user:password@]host[:port]`,
/// with the schemes libcurl knows. An unknown scheme makes libcurl fail every transfer with
/// "Unsupported proxy scheme", which would read as every site refusing connections.
package struct ProxySetting: Sendable, Hashable {
    package static let schemes = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

    /// As given, credentials included: only libcurl sees it.
    package var url: String
    /// `http` when none is written, as curl assumes.
    package var scheme: String

    package struct Problem: Error, Sendable, Hashable {
        package var message: String
    }

    /// `source` names where it came from (`--proxy`, `https_proxy`) for the message.
    package static func parse(_ url: String, source: String) -> Result<ProxySetting, Problem> {
        let shown = Credentials.redactedProxy(url)
        let scheme = scheme(of: url)
        guard schemes.contains(scheme) else {
            return .failure(
                Problem(
                    message: "\(source) '\(PrintableText.escaped(shown, limit: 200))' has the scheme "
                        + "'\(PrintableText.escaped(scheme, limit: 40))', which is no proxy scheme (use one of "
                        + schemes.joined(separator: ", ") + ")"))
        }
        return .success(ProxySetting(url: url, scheme: scheme))
    }

    /// The scheme of a proxy URL, lower-cased; `http` when none is written, as curl assumes.
    package static func scheme(of url: String) -> String {
        url.firstRange(of: "://").map { url[..<$0.lowerBound].lowercased() } ?? "http"
    }

    /// Whether curl's no-proxy list (`--noproxy`, `no_proxy`) sends `host` around the proxy: `*`
    /// for every host, else comma-separated names, each matching itself and its subdomains (a
    /// leading dot is the same), compared without case. Anything else (an address range) is
    /// read as not matching, so a proxy it might exempt is still checked.
    package static func bypasses(_ host: String, noProxy: String) -> Bool {
        let host = host.lowercased()
        for item in noProxy.split(separator: ",") {
            var name = item.trimmingWhitespace.lowercased()[...]
            if name == "*" { return true }
            if name.hasPrefix(".") { name = name.dropFirst() }
            guard !name.isEmpty else { continue }
            if host == name || host.hasSuffix("." + name) { return true }
        }
        return false
    }
}
