/// Which dynamic rule decides a URL (spec DY4): the first that matches; none matching means the
/// URL is excluded. Paths, query values and fragments are compared decoded, as Android's `Uri`
/// hands them over.
package enum DynamicRuleMatcher {
    package enum Decision: Sendable, Hashable {
        /// The rule at this index matched and does not exclude: the URL opens the app.
        case opens(rule: Int)
        /// The rule at this index matched and excludes.
        case excluded(rule: Int)
        /// No rule matched, so the URL is excluded.
        case noRuleMatched
    }

    /// The decision for `url`, or nil when it is not an absolute http(s) URL.
    package static func decide(_ rules: [DynamicRule], url: String) -> Decision? {
        guard let parts = AndroidURLParts(url) else { return nil }
        for (index, rule) in rules.enumerated()
        where rule.matches(path: parts.path, query: parts.query, fragment: parts.fragment) {
            return rule.exclude ? .excluded(rule: index) : .opens(rule: index)
        }
        return .noRuleMatched
    }

    /// The lower-cased host of an http(s) URL, or nil.
    package static func host(of url: String) -> String? {
        AndroidURLParts(url)?.host
    }
}

/// An http(s) URL cut as `android.net.Uri` presents it to the matcher: decoded path, decoded
/// query parameters (`+` as space) and decoded fragment.
struct AndroidURLParts {
    var host: String
    var path: String
    var query: [(String, String)]
    var fragment: String?

    init?(_ url: String) {
        let lower = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else { return nil }
        var rest = Substring(url.dropFirst(scheme.count))
        if let hash = rest.firstIndex(of: "#") {
            fragment = Self.decode(rest[rest.index(after: hash)...], plusIsSpace: false)
            rest = rest[..<hash]
        }
        var queryText: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
        host = String(rest[..<pathStart]).lowercased()
        guard !host.isEmpty else { return nil }
        path = Self.decode(rest[pathStart...], plusIsSpace: false)
        if path.isEmpty { path = "/" }
        query = queryText.split(separator: "&").map { pair in
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            let value = equals == pair.endIndex ? "" : pair[pair.index(after: equals)...]
            return (Self.decode(pair[..<equals], plusIsSpace: true), Self.decode(value, plusIsSpace: true))
        }
    }

    /// Percent-decoding as UTF-8; a malformed escape is kept as written.
    static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
