/// What a component or legacy path accepts, reduced to what the reachability check compares.
/// Constraints that accept everything (`*`, an absent key, a void `?` object) are dropped, so
/// that `{}` and `{"/": "*", "#": "*"}` have the same shape.
struct RuleShape: Sendable, Hashable {
    /// The normalised path pattern; `nil` accepts every path.
    var pathPattern: String?
    var query: QueryPattern?
    var fragment: String?
    var caseSensitive: Bool
    var percentEncoded: Bool

    init(_ component: ResolvedComponent) {
        pathPattern = Self.pathConstraint(component.path?.value)
        switch component.query?.value {
        case .string(let text)? where text != "*": query = .string(text)
        case .items(let items)? where !items.allSatisfy({ $0.pattern == "*" }): query = .items(items)
        default: query = nil
        }
        fragment = component.fragment?.value == "*" ? nil : component.fragment?.value
        caseSensitive = component.caseSensitive
        percentEncoded = component.percentEncoded
    }

    /// A legacy path, `NOT ` prefix removed: case-sensitive and compared as written.
    init(legacyPath: String) {
        pathPattern = Self.pathConstraint(RulePattern.withoutNot(legacyPath))
        caseSensitive = true
        percentEncoded = true
    }

    private static func pathConstraint(_ pattern: String?) -> String? {
        guard let pattern else { return nil }
        let normalized = PathNormalization.normalized(pattern)
        return normalized == "*" || normalized == "/*" ? nil : normalized
    }

    var claimsEverything: Bool {
        pathPattern == nil && query == nil && fragment == nil
    }

    /// True when every URL this shape accepts is also accepted by `earlier`, judged only in the
    /// easy, certain cases: `earlier` is everything, is identical, or is a literal path prefix
    /// followed by `*` with no other constraint.
    func isCovered(by earlier: RuleShape) -> Bool {
        if earlier.claimsEverything || earlier == self { return true }
        guard let prefix = earlier.coveringPrefix, earlier.percentEncoded == percentEncoded,
            !earlier.caseSensitive || caseSensitive
        else { return false }
        let mine = pathLiteralPrefix
        return earlier.caseSensitive ? mine.hasPrefix(prefix) : mine.lowercased().hasPrefix(prefix.lowercased())
    }

    /// For a literal path followed by `*`, with no other constraint: the literal. Such a rule
    /// accepts every URL whose path starts with it.
    var coveringPrefix: String? {
        guard query == nil, fragment == nil, let path = pathPattern, path.hasSuffix("*") else { return nil }
        let prefix = String(path.dropLast())
        return Self.literalPrefix(of: prefix) == prefix ? prefix : nil
    }

    /// The literal start of the path pattern, which every path it accepts starts with.
    var pathLiteralPrefix: String {
        Self.literalPrefix(of: pathPattern ?? "")
    }

    /// The text before the first `*`, `?` or `$`: every path the pattern matches starts with it.
    private static func literalPrefix(of pattern: String) -> String {
        String(pattern.prefix { $0 != "*" && $0 != "?" && $0 != "$" })
    }
}
