import Testing

@testable import AASACore

/// ``RuleCoverIndex`` must find exactly what comparing every pair with
/// ``RuleShape/isCovered(by:)`` finds: the earliest earlier rule that covers each rule.
@Suite struct RuleCoverIndexTests {
    typealias F = ComponentFields

    static func pairwise(_ shapes: [RuleShape]) -> [Int?] {
        shapes.indices.map { index in shapes[..<index].firstIndex { shapes[index].isCovered(by: $0) } }
    }

    static func shapes(_ fields: [F]) -> [RuleShape] {
        fields.map { RuleShape($0) }
    }

    /// Path patterns that exercise prefixes, case, wildcards, variables and non-ASCII text
    /// (precomposed and decomposed accents, a Kelvin sign, CR LF, a mark after a wildcard).
    static let patterns = [
        "/a/*", "/A/*", "/a/b/*", "/a/b", "/a", "/ab*", "/a/?/*", "/a/$(v)/*", "*", "/*", "/b/*", "/a/b/c/*",
        "/é/*", "/e\u{301}/*", "/é/x", "/e\u{301}/x", "/E\u{301}/x", "/\u{212A}/*", "/K/x", "/k/x",
        "/r\r/*", "/r\r\n/x", "/r\r/x", "/wiki/Special:*", "/wiki/special:Search", "/wiki/Thank_You*",
        "/a*\u{301}/x", "/a\u{301}*", "/a/b$\u{301}",
    ]

    /// A deterministic spread of fields over those patterns and the flags that decide coverage.
    static func fields(seed: Int, count: Int, asciiOnly: Bool) -> [F] {
        var state = UInt64(truncatingIfNeeded: seed) &* 6_364_136_223_846_793_005 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pool = asciiOnly ? patterns.filter { $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } } : patterns
        return (0..<count).map { _ in
            F(
                path: next(8) == 0 ? nil : pool[next(pool.count)],
                query: next(6) == 0 ? .string("q=?*") : nil, fragment: next(8) == 0 ? "top" : nil,
                exclude: next(2) == 0, caseSensitive: next(3) == 0 ? false : nil,
                percentEncoded: next(5) == 0 ? false : nil)
        }
    }

    @Test(arguments: 0..<40)
    func indexAgreesWithPairwiseComparison(seed: Int) {
        for asciiOnly in [true, false] {
            let shapes = Self.shapes(Self.fields(seed: seed, count: 60, asciiOnly: asciiOnly))
            #expect(RuleCoverIndex.earliestCovers(shapes) == Self.pairwise(shapes))
        }
    }

    /// The reachability check borrows a component's fields and its defaults instead of filling a
    /// copy: both must give the same shape.
    @Test(arguments: 0..<10)
    func borrowedDefaultsGiveTheFilledShape(seed: Int) {
        let own = Self.fields(seed: seed, count: 60, asciiOnly: false)
        // Values the component's own fields never hold, so reading the wrong level shows.
        let inherited = Self.fields(seed: seed + 100, count: 60, asciiOnly: false).map {
            F(
                path: $0.path, query: $0.query.map { _ in .string("d=?") }, fragment: $0.fragment.map { _ in "end" },
                exclude: $0.exclude, caseSensitive: $0.caseSensitive.map(!), percentEncoded: $0.percentEncoded.map(!))
        }
        for (fields, defaults) in zip(own, inherited) {
            #expect(RuleShape(fields, defaults: defaults) == RuleShape(fields.filled(from: defaults)))
        }
    }

    @Test func bytesGiveALiteralPrefixOnlyWhereCharactersAgree() {
        for pattern in Self.patterns + ["", "*", "/a?b", "/r\r\n*", "/é*", "/a$(lang)"] {
            guard let length = RuleShape.bytewiseLiteralPrefixLength(of: pattern) else { continue }
            let characters = pattern.prefix { $0 != "*" && $0 != "?" && $0 != "$" }
            #expect(length == characters.utf8.count, "\(pattern.debugDescription)")
        }
        #expect(RuleShape.bytewiseLiteralPrefixLength(of: "/a/b/*") == 5)
        #expect(RuleShape.bytewiseLiteralPrefixLength(of: "/a*\u{301}/x") == nil)
        #expect(RuleShape.bytewiseLiteralPrefixLength(of: "/r\r\n*") == nil)
    }

    @Test func earliestCoverIsChosenAmongSeveral() {
        let shapes = Self.shapes([
            F(path: "/a/b/*"), F(path: "/a/*", caseSensitive: false), F(path: "/A/B/c"), F(path: "/a/b/c"),
        ])
        #expect(RuleCoverIndex.earliestCovers(shapes) == [nil, nil, 1, 0])
    }

    @Test func manyPrefixRulesStayFast() {
        // Quadratic work would take seconds here; the index walks each rule once.
        let shapes = Self.shapes((0..<20_000).map { F(path: "/p/\($0)/*") } + [F(path: "/p/19999/x")])
        let covers = RuleCoverIndex.earliestCovers(shapes)
        #expect(covers.last == 19_999)
        #expect(covers.dropLast().allSatisfy { $0 == nil })
    }
}
