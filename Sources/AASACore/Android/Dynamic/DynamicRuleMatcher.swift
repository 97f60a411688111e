/// Which dynamic rule decides a URL (docs/rules/android-app-links.md DY4): the first that matches; none matching means the
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
        AndroidURLParts(url).map { decide(rules, parts: $0) }
    }

    /// The decision for a URL already cut as Android cuts it.
    package static func decide(_ rules: [DynamicRule], uri: AndroidURI) -> Decision {
        decide(rules, parts: AndroidURLParts(uri))
    }

    private static func decide(_ rules: [DynamicRule], parts: AndroidURLParts) -> Decision {
        for (index, rule) in rules.enumerated()
        where rule.matches(path: parts.path, query: parts.query, fragment: parts.fragment) {
            return rule.exclude ? .excluded(rule: index) : .opens(rule: index)
        }
        return .noRuleMatched
    }
}

/// An http(s) URL as the dynamic rules read it: the host lower-cased, the decoded path ("/" when
/// the URL has none), the decoded query parameters and fragment.
struct AndroidURLParts {
    var host: String
    var path: String
    var query: [(String, String)]
    var fragment: String?

    init?(_ url: String) {
        guard let uri = AndroidURI.webLink(url) else { return nil }
        self.init(uri)
    }

    init(_ uri: AndroidURI) {
        host = uri.host?.lowercased() ?? ""
        path = uri.path.isEmpty ? "/" : uri.path
        query = uri.queryParameters
        fragment = uri.fragment
    }
}
