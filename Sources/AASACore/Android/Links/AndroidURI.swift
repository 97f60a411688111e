/// A URL cut as `android.net.Uri.parse` cuts it (AOSP `core/java/android/net/Uri.java`,
/// `StringUri`): the parts `IntentFilter.matchData` and the dynamic rules read. Scheme and host
/// stay as written (the filter compares the scheme exactly and the host without case); host,
/// port, path and scheme-specific part are decoded as `Uri.getHost()`, `getPort()`, `getPath()`
/// and `getSchemeSpecificPart()` decode them.
package struct AndroidURI: Sendable, Hashable {
    package var scheme: String
    /// nil when the URL has no authority (`mailto:x`).
    package var host: String?
    /// -1 when the authority names none or an unreadable one, as `Uri.getPort()` returns.
    package var port: Int
    /// Decoded; empty when the URL has none (`https://example.com`).
    package var path: String
    /// The query as written (undecoded), without `?`; nil when absent.
    package var rawQuery: Substring?
    /// Decoded, without `#`; nil when absent.
    package var fragment: String?
    /// Everything between `scheme:` and `#`, as written.
    private var rawSchemeSpecificPart: Substring

    /// Decoded: everything between `scheme:` and `#` (decoded when asked: few filters read it).
    package var schemeSpecificPart: String { Self.decode(rawSchemeSpecificPart) }

    package init?(_ text: String) {
        // Cut at ASCII delimiters through the UTF-8 view: their indices are valid for the text too,
        // and a million-URL list is not walked character by character.
        let whole = Substring(text)
        let utf8 = whole.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon != whole.startIndex,
            !utf8[..<colon].contains(where: {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            })
        else { return nil }
        scheme = String(whole[..<colon])
        var rest = whole[utf8.index(after: colon)...]
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = Self.decode(rest[rest.utf8.index(after: hash)...])
            rest = rest[..<hash]
        }
        rawSchemeSpecificPart = rest
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            rawQuery = rest[rest.utf8.index(after: question)...]
            rest = rest[..<question]
        }
        port = -1
        if rest.utf8.starts(with: "//".utf8) {
            rest = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            var authority = rest[..<end]
            rest = rest[end...]
            if let at = authority.utf8.lastIndex(of: UInt8(ascii: "@")) {
                authority = authority[authority.utf8.index(after: at)...]
            }
            // `findPortSeparator`: the last ':' unless an IPv6 literal's ']' follows it.
            if let separator = authority.utf8.lastIndex(of: UInt8(ascii: ":")),
                !authority.utf8[separator...].contains(UInt8(ascii: "]"))
            {
                port = Int32(Self.decode(authority[authority.utf8.index(after: separator)...])).map(Int.init) ?? -1
                authority = authority[..<separator]
            }
            host = Self.decode(authority)
        }
        path = Self.decode(rest)
    }

    /// An http or https URL with a host, as a tapped link is; nil for anything else. The scheme is
    /// kept as written: filters compare it exactly, so `HTTPS://` reaches no web filter.
    package static func webLink(_ text: String) -> AndroidURI? {
        guard let uri = AndroidURI(text), isWebScheme(uri.scheme), uri.host?.isEmpty == false else { return nil }
        return uri
    }

    /// `http` or `https` in any case, compared bytewise.
    private static func isWebScheme(_ scheme: String) -> Bool {
        var bytes = scheme.utf8.makeIterator()
        for expected in "http".utf8 {
            guard let byte = bytes.next(), byte | 0x20 == expected else { return false }
        }
        guard let last = bytes.next() else { return true }
        return last | 0x20 == UInt8(ascii: "s") && bytes.next() == nil
    }

    /// The query's parameters decoded as `Uri.getQueryParameter` does (`+` is a space).
    package var queryParameters: [(String, String)] {
        guard let rawQuery else { return [] }
        return rawQuery.split(separator: "&").map { pair in
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            let value = equals == pair.endIndex ? "" : pair[pair.index(after: equals)...]
            return (Self.decode(pair[..<equals], plusIsSpace: true), Self.decode(value, plusIsSpace: true))
        }
    }

    /// Percent-decoding as UTF-8; a malformed escape is kept as written.
    private static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        PercentDecoding.decoded(text, plusIsSpace: plusIsSpace)
    }
}
