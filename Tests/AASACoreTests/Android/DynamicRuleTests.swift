import Foundation
import Testing

@testable import AASACore

/// Android 15's dynamic rules: AOSP's expression vectors, then what `android.os.PatternMatcher`
/// does with the patterns, then first-match-wins over a rule list.
@Suite("Dynamic App Links")
struct DynamicRuleTests {
    struct Vector: Decodable, Sendable, CustomTestStringConvertible {
        var expression: String
        var expectedType: String
        var expectedPattern: String
        var testDescription: String { expression }

        enum CodingKeys: String, CodingKey {
            case expression
            case expectedType = "expected_type"
            case expectedPattern = "expected_pattern"
        }
    }

    struct VectorFile: Decodable {
        var source: String
        var vectors: [Vector]
    }

    static let vectors: [Vector] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Fixtures/vectors/android-dynamic/dal_component_parser_vectors.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode(VectorFile.self, from: data).vectors) ?? []
    }()

    @Test func vectorsArePresent() {
        #expect(Self.vectors.count == 28)
    }

    @Test(arguments: vectors)
    func expressionBecomesAOSPsPattern(_ vector: Vector) throws {
        let expression = try #require(DynamicExpression(vector.expression))
        #expect(expression.type.rawValue == vector.expectedType)
        #expect(expression.pattern == vector.expectedPattern)
    }

    @Test func emptyExpressionIsRefusedAsAOSPRefusesIt() {
        #expect(DynamicExpression("") == nil)
    }

    /// (expression, text, AOSP's PatternMatcher accepts it)
    static let matching: [(String, String, Bool)] = [
        ("/products/*", "/products/42", true),
        ("/products/*", "/product", false),
        ("/products", "/products", true),
        ("*", "/anything/at/all", true),
        ("/a/?", "/a/b", true),
        ("/a/?", "/a/bc", false),
        ("/a/*/c", "/a/b/c", true),
        ("/a/?*", "/a/bcd", true),
        ("/a/?*", "/a/", false),
        // Documented to match; AOSP's literal and prefix patterns keep the escaping backslash.
        ("/index.html", "/index.html", false),
        ("/docs.v2/*", "/docs.v2/intro", false),
        // A '.' inside a glob is escaped and matches itself.
        ("/*.html", "/page.html", true),
        // `?*` followed by more text: the advanced glob takes the rest without giving it back.
        ("/a/?*/c", "/a/b/c", false),
        // The simple glob stops `*` at the next literal's first occurrence, without backtracking.
        ("*/b", "/a/b", false),
        ("*b", "ab", true),
    ]

    @Test(arguments: matching)
    func patternMatchesAsPatternMatcherDoes(_ written: String, _ text: String, _ matches: Bool) throws {
        let expression = try #require(DynamicExpression(written))
        #expect(expression.matches(text) == matches, "\(written) (\(expression.type.rawValue) \(expression.pattern))")
    }

    @Test func deviationsFromTheDocumentationAreNamed() throws {
        #expect(try #require(DynamicExpression("/index.html")).aospDeviation != nil)
        #expect(try #require(DynamicExpression("/a/?*/c")).aospDeviation != nil)
        #expect(try #require(DynamicExpression("/a/?*")).aospDeviation == nil)
        #expect(try #require(DynamicExpression("/*.html")).aospDeviation == nil)
        #expect(try #require(DynamicExpression("/products/*")).aospDeviation == nil)
    }

    static func rules(_ json: String) throws -> [DynamicRule] {
        let file =
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "a.b", "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}, "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": "#
            + json + "}}}]"
        let list = try #require(AssetLinksLinter.lint(Array(file.utf8)).statementList)
        return try #require(list.statements.first?.dynamicRules)
    }

    @Test func firstMatchingRuleDecidesAndNoMatchExcludes() throws {
        let rules = try Self.rules(
            ##"[{"/": "/cart/*", "exclude": true}, {"/": "/*"}, {"?": {"ref": "app", "id": "?*"}, "#": "top"}]"##)
        #expect(DynamicRuleMatcher.decide(rules, url: "https://x.test/cart/1") == .excluded(rule: 0))
        #expect(DynamicRuleMatcher.decide(rules, url: "https://x.test/shoes") == .opens(rule: 1))
        let queryOnly = try Self.rules(##"[{"?": {"ref": "app", "id": "?*"}, "#": "top"}]"##)
        #expect(DynamicRuleMatcher.decide(queryOnly, url: "https://x.test/p?id=7&x=1&ref=app#top") == .opens(rule: 0))
        #expect(DynamicRuleMatcher.decide(queryOnly, url: "https://x.test/p?ref=app#top") == .noRuleMatched)
        #expect(DynamicRuleMatcher.decide(queryOnly, url: "https://x.test/p?id=7&ref=app") == .noRuleMatched)
        #expect(DynamicRuleMatcher.decide(queryOnly, url: "not a url") == nil)
    }

    @Test func valuesAreComparedDecoded() throws {
        let rules = try Self.rules(#"[{"/": "/café/*"}, {"?": {"q": "a b"}}]"#)
        #expect(DynamicRuleMatcher.decide(rules, url: "https://x.test/caf%C3%A9/1") == .opens(rule: 0))
        #expect(DynamicRuleMatcher.decide(rules, url: "https://x.test/?q=a+b") == .opens(rule: 1))
    }

    @Test func excludeOnlyListWarnsThatNothingOpens() throws {
        let json =
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "a.b", "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}, "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": "/a/*", "exclude": true}]}}}]"#
        let findings = AssetLinksLinter.lint(Array(json.utf8)).findings
        #expect(findings.map(\.id) == ["android.dynamic-rules"])
        #expect(findings.first?.path?.description.hasSuffix("dynamic_app_link_components[0]") == true)
    }
}
