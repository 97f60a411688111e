/// A URL cut as `android.net.Uri.parse` cuts it (AOSP `core/java/android/net/Uri.java`,
/// `StringUri`; docs/rules/android-app-links.md A15e): the parts `IntentFilter.matchData` and the
/// dynamic rules read. Scheme and host stay as written (the filter compares the scheme exactly and
/// the host without case); host, port, path and scheme-specific part are decoded as
/// `Uri.getHost()`, `getPort()`, `getPath()` and `getSchemeSpecificPart()` decode them.
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
            // `parseAuthority`: the authority ends at `/` or `\` (WHATWG's host state reads `\` as
            // `/`), `?` or `#`; `parsePath` starts the path at that `/` or `\`.
            let end =
                rest.utf8.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) ?? rest.endIndex
            var authority = rest[..<end]
            rest = rest[end...]
            if let at = authority.utf8.lastIndex(of: UInt8(ascii: "@")) {
                authority = authority[authority.utf8.index(after: at)...]
            }
            // `findPortSeparator`: scanning back from the end over ASCII digits only, the `:` they
            // reach; a port with anything else in it stays part of the host (`example.test:x`).
            // `parsePort`: `Integer.parseInt` of the digits, -1 when empty or out of range.
            if let separator = Self.portSeparator(authority) {
                port = Int32(authority[authority.utf8.index(after: separator)...]).map(Int.init) ?? -1
                authority = authority[..<separator]
            }
            host = Self.decode(authority)
        }
        path = Self.decode(rest)
    }

    private static func portSeparator(_ authority: Substring) -> Substring.Index? {
        var index = authority.utf8.endIndex
        while index > authority.utf8.startIndex {
            index = authority.utf8.index(before: index)
            let byte = authority.utf8[index]
            if byte == UInt8(ascii: ":") { return index }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        }
        return nil
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

    private static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        UriCodec.decoded(text, convertPlus: plusIsSpace)
    }
}
