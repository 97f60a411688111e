import Testing

@testable import AASACore

/// Lint's reachability findings and the matcher decide from the same rules, so they must agree
/// on every file: no URL is decided by a rule lint calls unreachable, and every URL that the rules
/// before a catch-all or exclude-all leave undecided is decided by it. Files and URLs are drawn
/// from small vocabularies with the fuzz tests' seeded generator, so that overlaps are frequent
/// and a failure repeats.
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
        var random = SplitMix(seed: 42)
        for _ in 0..<1500 {
            let components = (0...random.below(5)).map { _ in
                ComponentFields(
                    path: random.pick(Self.patterns), query: random.chance(10) ? .string("q=1") : nil,
                    exclude: random.chance(33) ? true : nil)
            }
            try Self.check(MatcherFixtures.association([MatcherFixtures.detail(components)]), legacy: false)
        }
    }

    @Test func legacyPathsAgree() throws {
        var random = SplitMix(seed: 7)
        for _ in 0..<1500 {
            let paths = (0...random.below(5)).map { _ in (random.chance(33) ? "NOT " : "") + random.pick(Self.patterns)
            }
            try Self.check(MatcherFixtures.association([MatcherFixtures.pathsDetail(paths)]), legacy: true)
        }
    }
}

/// The same agreement for Android 15's dynamic rules (issue 39, item 5): when lint says a list
/// of `dynamic_app_link_components` opens no URL (every rule excludes), the matcher opens none of
/// the URLs, and lint says it exactly for such lists. Lists are drawn from a small vocabulary
/// with the seeded generator, so a failure repeats.
@Suite struct AndroidLintMatchAgreementTests {
    static let rules = [
        #"{"/": "/a/*"}"#, #"{"/": "/a/*", "exclude": true}"#, #"{"/": "*"}"#, #"{"/": "*", "exclude": true}"#,
        #"{"?": {"q": "1"}}"#, ##"{"#": "f", "exclude": true}"##, #"{"/": "/b"}"#, #"{"/": "/?*", "exclude": true}"#,
    ]
    static let urls = [
        "https://example.com/", "https://example.com/a/1", "https://example.com/b", "https://example.com/c?q=1",
        "https://example.com/a/x#f", "https://example.com/zz",
    ]

    @Test func lintAndMatchAgreeOnListsThatOpenNothing() throws {
        var random = SplitMix(seed: 39)
        for _ in 0..<400 {
            let count = Int(random.next() % 4) + 1
            let chosen = (0..<count).map { _ in Self.rules[Int(random.next() % UInt64(Self.rules.count))] }
            let file =
                #"[{"relation": ["delegate_permission/common.handle_all_urls"], "relation_extensions": "#
                + #"{"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": ["#
                + chosen.joined(separator: ",") + #"]}}, "target": {"namespace": "android_app", "#
                + #""package_name": "com.example.app", "sha256_cert_fingerprints": ["#
                + #""14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]"#
            let lint = AssetLinksLinter.lint(Array(file.utf8))
            let rules = try #require(lint.statementList?.statements.first?.dynamicRules, "\(chosen)")
            let last = try #require(rules.last)
            let saysNoneOpens = lint.findings.contains { $0.id == "android.dynamic-rules" && $0.path == last.jsonPath }
            #expect(saysNoneOpens == rules.allSatisfy(\.exclude), "\(chosen)")
            guard saysNoneOpens else { continue }
            for url in Self.urls {
                let decision = try #require(DynamicRuleMatcher.decide(rules, url: url))
                if case .opens = decision { Issue.record("\(url) opens with \(chosen), which lint says opens nothing") }
            }
        }
    }
}
