/// An `http` or `https` URL split into the parts universal-link matching looks at, exactly as
/// written: nothing is percent-decoded and nothing is normalised except the scheme's and host's
/// letter case.
///
/// The string is split by hand rather than by Foundation so that `%2F`, `%c3%a9` or `//` reach the
/// matcher the way the device would see them. Characters a browser would percent-encode before
/// sending (non-ASCII, `"`, `<`, `>`, backquote, braces) are encoded here the same way, with
/// upper-case hexadecimal digits.
package struct UniversalLinkURL: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lower-cased.
    package let scheme: String
    /// The host, lower-cased; an IPv6 literal keeps its brackets.
    package let host: String
    /// The port when one was written; ignored for matching.
    package let port: Int?
    /// The path as written, possibly empty.
    package let path: String
    /// The query without `?`; `nil` when the URL has no `?`.
    package let query: String?
    /// The fragment without `#`; `nil` when the URL has no `#`.
    package let fragment: String?

    package init(_ string: String) throws(URLParseError) {
        let parts: Parts
        if let ascii = Self.printableASCIIParts(string) {
            parts = ascii
        } else {
            parts = try Self.generalParts(string)
        }
        (scheme, host, port, path) = (parts.scheme, parts.host, parts.port, parts.path)
        (query, fragment) = (parts.query, parts.fragment)
    }

    /// Any string: checks every character, encodes what a browser would, names the first problem.
    static func generalParts(_ string: String) throws(URLParseError) -> Parts {
        let scalars = Array(string.unicodeScalars)
        guard !scalars.isEmpty else { throw URLParseError(.empty, "the URL is empty") }
        try rejectInvalidCharacters(scalars)
        let (scheme, afterScheme) = try scanScheme(scalars)
        let authorityEnd = scalars[afterScheme...].firstIndex { "/?#".unicodeScalars.contains($0) } ?? scalars.count
        let (host, port) = try scanAuthority(scalars[afterScheme..<authorityEnd])
        var rest = scalars[authorityEnd...]
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = try encoded(rest[(hash + 1)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = try encoded(rest[(mark + 1)...])
            rest = rest[..<mark]
        }
        return Parts(
            scheme: scheme, host: host, port: port, path: try encoded(rest), query: query, fragment: fragment)
    }

    package var description: String {
        var text = "\(scheme)://\(host)"
        if let port { text += ":\(port)" }
        text += path
        if let query { text += "?\(query)" }
        if let fragment { text += "#\(fragment)" }
        return text
    }
}
