import AASACore
import Testing

@Suite struct RuleChecksMinimumOSTests {
    typealias F = ComponentFields
    static let applinks = JSONPath.root / "applinks"

    static func finding(_ association: SiteAssociation) -> Finding? {
        let found = RuleChecks.findings(for: association).filter { $0.id == "rules.minimum-os" }
        #expect(found.count <= 1)
        return found.first
    }

    @Test func legacyPathsNeedNothingNewerThanUniversalLinks() {
        let finding = Self.finding(MatcherFixtures.association([MatcherFixtures.pathsDetail(["/a"])]))
        #expect(finding?.path == Self.applinks)
        #expect(finding?.severity == .info)
    }

    @Test func componentsNeedIOS13() {
        let finding = Self.finding(MatcherFixtures.association(F(path: "/a")))
        #expect(finding?.path == Self.applinks / "details" / 0 / "components")
    }

    @Test func caseSensitiveAndVariablesNeedIOS13Point5() {
        let caseSensitive = Self.finding(MatcherFixtures.association(F(path: "/a"), F(caseSensitive: false)))
        #expect(caseSensitive?.path == Self.applinks / "details" / 0 / "components" / 1 / "caseSensitive")
        let variables = Self.finding(MatcherFixtures.association(F(path: "/$(v)"), variables: ["v": ["x"]]))
        #expect(variables?.path == Self.applinks / "substitutionVariables")
    }

    @Test func percentEncodedAndDefaultsNeedIOS14() {
        let encoded = Self.finding(MatcherFixtures.association(F(caseSensitive: false), F(percentEncoded: false)))
        #expect(encoded?.path == Self.applinks / "details" / 0 / "components" / 1 / "percentEncoded")
        let defaults = Self.finding(
            MatcherFixtures.association([MatcherFixtures.detail([F()])], defaults: F(caseSensitive: false)))
        #expect(defaults?.path == Self.applinks / "defaults")
    }

    @Test func fileWithoutAppLinksHasNoRuleFindings() {
        let association = SiteAssociation(
            webCredentials: AppList(apps: [MatcherFixtures.app], path: .root / "webcredentials"))
        #expect(RuleChecks.findings(for: association).isEmpty)
    }
}
