import Testing

@testable import AASACore

/// Lint's reachability findings and the matcher decide from the same rules, so they must agree
/// on every file: no URL is decided by a rule lint calls unreachable, and every URL that the rules
/// before a catch-all or exclude-all leave undecided is decided by it. Files and URLs are drawn
/// from small vocabularies with a fixed seed, so that overlaps are frequent and a failure repeats.
@Suite struct LintMatchAgreementTests {
    static let patterns = [
        "/a/*", "/a/b", "/a/b/*", "*", "/*", "*/*", "/b", "/a*", "/a/?", "/", "/c/*/d", "/A/*", "*/b", "/a/b/c",
    ]
    static let urls = [
        "https://example.com", "https://example.com/", "https://example.com/a", "https://example.com/a/",
        "https://example.com/a/b", "https://example.com/a/b/c", "https://example.com/ab", "https://example.com/b",
        "https://example.com/c/x/d", "https://example.com/A/b", "https://example.com/a/b?q=1",
        "https://example.com/x/b", "https://example.com/a/x#f",
    ]

    /// SplitMix64: a fixed sequence for a fixed seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The index of the rule a finding points at (`...components[2]` or `...components[2]["/"]`).
    static func ruleIndex(_ finding: Finding) -> Int? {
        guard let elements = finding.path?.elements,
            let position = elements.lastIndex(where: {
                if case .key(let key) = $0 { return key == "components" || key == "paths" }
                return false
            }), position + 1 < elements.count, case .index(let index) = elements[position + 1]
        else { return nil }
        return index
    }

    static func check(_ association: SiteAssociation, legacy: Bool) throws {
        let findings = RuleChecks.findings(for: association)
        let unreachable = Set(findings.filter { $0.id == "rules.unreachable" }.compactMap(ruleIndex))
        let everything = findings.filter { $0.id == "rules.catch-all" || $0.id == "rules.exclude-all" }
            .compactMap(ruleIndex).min()
        let matcher = AssociationMatcher(association)
        for url in urls {
            let result = matcher.evaluate(try UniversalLinkURL(url)).first
            let decided = result?.rule.map { $0.isLegacyPath == legacy ? $0.component : -1 }
            if let decided { #expect(!unreachable.contains(decided), "\(url): \(association)") }
            if let everything {
                #expect(decided != nil && decided! <= everything, "\(url) passes rule \(everything): \(association)")
            }
        }
    }

    @Test func componentsAgree() throws {
        var generator = Generator(state: 42)
        for _ in 0..<1500 {
            let count = Int.random(in: 1...5, using: &generator)
            let components = (0..<count).map { _ in
                ComponentFields(
                    path: Self.patterns.randomElement(using: &generator),
                    query: Int.random(in: 0..<10, using: &generator) == 0 ? .string("q=1") : nil,
                    exclude: Int.random(in: 0..<3, using: &generator) == 0 ? true : nil)
            }
            try Self.check(MatcherFixtures.association([MatcherFixtures.detail(components)]), legacy: false)
        }
    }

    @Test func legacyPathsAgree() throws {
        var generator = Generator(state: 7)
        for _ in 0..<1500 {
            let count = Int.random(in: 1...5, using: &generator)
            let paths = (0..<count).map { _ in
                (Int.random(in: 0..<3, using: &generator) == 0 ? "NOT " : "")
                    + Self.patterns.randomElement(using: &generator)!
            }
            try Self.check(MatcherFixtures.association([MatcherFixtures.pathsDetail(paths)]), legacy: true)
        }
    }
}
