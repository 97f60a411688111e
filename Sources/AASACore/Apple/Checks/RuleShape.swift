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

    /// A component's shape: `fields` are its own, `defaults` what it inherits (its details
    /// entry's defaults ``ComponentFields/filled(from:)`` the file's), each key read where
    /// `filled(from:)` would take it. Borrowed, not filled: a filled copy retained and released
    /// every string of every rule.
    init(_ fields: borrowing ComponentFields, defaults: borrowing ComponentFields = ComponentFields()) {
        pathPattern = Self.pathConstraint(fields.path ?? defaults.path)
        switch fields.query ?? defaults.query {
        case .string(let text)? where text != "*": query = .string(text)
        case .items(let items)? where !items.allSatisfy({ $0.pattern == "*" }): query = .items(items)
        default: query = nil
        }
        let fragment = fields.fragment ?? defaults.fragment
        self.fragment = fragment == "*" ? nil : fragment
        caseSensitive = fields.caseSensitive ?? defaults.caseSensitive ?? ComponentFields.builtInCaseSensitive
        percentEncoded = fields.percentEncoded ?? defaults.percentEncoded ?? ComponentFields.builtInPercentEncoded
    }

    /// A legacy path, `NOT ` prefix removed: case-sensitive and compared as written.
    init(legacyPath: String) {
        pathPattern = Self.pathConstraint(RulePattern.withoutNot(legacyPath))
        caseSensitive = true
        percentEncoded = true
    }

    /// Normalised patterns that match every normalised URL path (each starts with `/`): `*`,
    /// `/*`, and `*/*` (any text holding a slash), whatever runs of `*` or `/` were written.
    static let everyPath: Set<String> = ["*", "/*", "*/*"]

    private static func pathConstraint(_ pattern: String?) -> String? {
        guard let pattern else { return nil }
        let normalized = PathNormalization.normalized(pattern)
        return everyPath.contains(normalized) ? nil : normalized
    }

    var claimsEverything: Bool {
        pathPattern == nil && query == nil && fragment == nil
    }

    /// True when every URL this shape accepts is also accepted by `earlier`, judged only in the
    /// easy, certain cases: `earlier` is everything, is identical, or is a literal path prefix
    /// followed by `*` with no other constraint. (The reference for ``RuleCoverIndex``, which
    /// answers the same question for a whole list of rules at once.)
    func isCovered(by earlier: RuleShape) -> Bool {
        if earlier.claimsEverything || earlier == self { return true }
        guard earlier.query == nil, earlier.fragment == nil, earlier.percentEncoded == percentEncoded,
            !earlier.caseSensitive || caseSensitive,
            let earlierPath = earlier.pathPattern, Self.isPrefixPattern(earlierPath)
        else { return false }
        let prefix = earlierPath.dropLast()
        let mine = Self.literalPrefix(of: pathPattern ?? "")
        return earlier.caseSensitive ? mine.hasPrefix(prefix) : mine.lowercased().hasPrefix(prefix.lowercased())
    }

    /// Whether the pattern is literal text followed by one final `*`.
    static func isPrefixPattern(_ pattern: String) -> Bool {
        isPrefixPattern(pattern, literalPrefixLength: literalPrefix(of: pattern).utf8.count)
    }

    /// The same, given the UTF-8 length of the pattern's literal prefix: that prefix stops at the
    /// last byte, a `*`, which is then a character of its own (nothing combines with what
    /// follows it, and it ends the pattern).
    static func isPrefixPattern(_ pattern: String, literalPrefixLength: Int) -> Bool {
        literalPrefixLength == pattern.utf8.count - 1 && pattern.utf8.last == 0x2A
    }

    /// The text before the first `*`, `?` or `$`: every path the pattern matches starts with it.
    static func literalPrefix(of pattern: String) -> Substring {
        if let length = bytewiseLiteralPrefixLength(of: pattern) {
            return pattern[..<pattern.utf8.index(pattern.startIndex, offsetBy: length)]
        }
        return pattern.prefix { $0 != "*" && $0 != "?" && $0 != "$" }
    }

    /// The UTF-8 length of ``literalPrefix(of:)`` when bytes decide it, else `nil`: the prefix is
    /// ASCII without CR, so each byte is one Character (CR LF is two bytes and one Character),
    /// and what follows the stop is ASCII or nothing, so no mark combines with the stop.
    static func bytewiseLiteralPrefixLength(of pattern: String) -> Int? {
        let bytes = pattern.utf8Span.span
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x2A || byte == 0x3F || byte == 0x24 {
                return index + 1 == bytes.count || bytes[index + 1] < 0x80 ? index : nil
            }
            if byte >= 0x80 || byte == 0x0D { return nil }
        }
        return bytes.count
    }
}

extension RuleShape {
    /// FNV-1a over every byte and flag of the shape, each text ended by 0xFF, which UTF-8 never
    /// holds; `nil` when some text is not ASCII. Equal shapes of ASCII text have equal
    /// fingerprints (see ``FirstOfShape``).
    var asciiFingerprint: UInt64? {
        var hash = FNV1a()
        guard hash.mix(pathPattern), hash.mix(fragment) else { return nil }
        switch query {
        case nil: hash.mix(0)
        case .string(let text)?:
            hash.mix(1)
            guard hash.mix(text) else { return nil }
        case .items(let items)?:
            hash.mix(2)
            for item in items {
                guard hash.mix(item.name), hash.mix(item.pattern) else { return nil }
            }
        case .void?: hash.mix(3)
        }
        hash.mix((caseSensitive ? 1 : 0) | (percentEncoded ? 2 : 0))
        return hash.value
    }
}

extension FNV1a {
    /// Mixes an optional text and its end; false, leaving the hash spoilt, when it is not ASCII.
    fileprivate mutating func mix(_ text: String?) -> Bool {
        guard let text else {
            mix(0xFE)
            return true
        }
        let bytes = text.utf8Span.span
        var any: UInt8 = 0
        for index in bytes.indices {
            any |= bytes[index]
            mix(bytes[index])
        }
        mix(0xFF)
        return any < 0x80
    }
}
