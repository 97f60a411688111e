/// Credentials in URLs (`scheme://user:password@host`), kept out of everything aasa prints: a
/// proxy URL, a Location header, libcurl's error text that quotes either.
package enum Credentials {
    /// `text` with the user information of every URL in it replaced by `***`.
    package static func redacted(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "@")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let separator = rest.firstRange(of: "://") {
            result += rest[..<separator.upperBound]
            rest = rest[separator.upperBound...]
            // The authority ends at the first character a URL's authority cannot hold.
            let authorityEnd = rest.firstIndex { "/?#'\" \t\r\n<>".contains($0) } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += "***"
                rest = rest[at...]
            }
        }
        return result + rest
    }

    /// `text` (libcurl's error, a message) with the proxy's user information removed wherever it
    /// appears, however the proxy was written, then every URL's as ``redacted(_:)`` does.
    package static func redacted(_ text: String, proxy: String?) -> String {
        var text = text
        if let proxy, let userinfo = userinfo(ofProxy: proxy) {
            text = text.replacing(userinfo, with: "***")
            // libcurl may quote the password alone, or decoded ("p%40ss" is sent as "p@ss"). In a
            // mistyped proxy (`http:/user:pw@`) any colon may be the one before the password.
            for colon in userinfo.indices where userinfo[colon] == ":" {
                let password = userinfo[userinfo.index(after: colon)...]
                for secret in [String(password), PercentDecoding.decoded(password)] where secret.count >= 3 {
                    text = text.replacing(secret, with: "***")
                }
            }
        }
        return redacted(text)
    }

    /// A proxy as given to `--proxy` or `https_proxy`, to show: its user information is `***`
    /// in every form curl accepts or a person mistypes (`user:pw@host:port` with no scheme,
    /// `http//user:pw@host`, `http:/user:pw@host`, `//user:pw@host`). Everything before the last
    /// `@` except a well-formed `scheme://` is the user information: a proxy URL has no path, and
    /// hiding too much is harmless where hiding too little is not.
    package static func redactedProxy(_ proxy: String) -> String {
        guard let at = proxy.lastIndex(of: "@") else { return proxy }
        let scheme = schemePrefix(of: proxy)
        return scheme + "***" + proxy[at...]
    }

    /// The user information of a proxy string as ``redactedProxy(_:)`` reads it, or nil.
    static func userinfo(ofProxy proxy: String) -> Substring? {
        guard let at = proxy.lastIndex(of: "@") else { return nil }
        let userinfo = proxy[proxy.index(proxy.startIndex, offsetBy: schemePrefix(of: proxy).count)..<at]
        return userinfo.isEmpty ? nil : userinfo
    }

    /// `scheme://` when the text starts with one, else empty.
    private static func schemePrefix(of text: String) -> String {
        guard let separator = text.firstRange(of: "://") else { return "" }
        let scheme = text[..<separator.lowerBound]
        let isScheme =
            scheme.first?.isLetter == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        return isScheme ? String(text[..<separator.upperBound]) : ""
    }
}
