import AASACore
import Testing

@Suite struct RuleChecksTests {
    typealias F = ComponentFields
    static let details = JSONPath.root / "applinks" / "details"

    static func component(_ index: Int, detail: Int = 0) -> JSONPath {
        details / detail / "components" / index
    }

    /// The findings of `id`, as paths.
    static func paths(_ id: String, _ association: SiteAssociation) -> [JSONPath?] {
        RuleChecks.findings(for: association).filter { $0.id == id }.map(\.path)
    }

    @Test func everyReportedKindIsInTheCatalogue() {
        let association = MatcherFixtures.association(
            F(path: "/a#b\\$(nope)$(x"), F(), F(exclude: true), variables: ["v": ["$(w)"], "b(d": ["x"]])
        let findings = RuleChecks.findings(for: association)
        #expect(findings.count >= 7)
        for finding in findings { #expect(FindingKind.named(finding.id)?.severity == finding.severity) }
    }

    @Test func cleanRulesRaiseOnlyTheMinimumOS() {
        let association = MatcherFixtures.association(F(path: "/buy/*"), F(path: "/help/*", query: .string("id=?*")))
        #expect(RuleChecks.findings(for: association).map(\.id) == ["rules.minimum-os"])
    }

    @Test(arguments: [
        F(path: "*"), F(), F(path: "/*"), F(path: "*", query: .string("*"), fragment: "*"), F(query: .void),
    ])
    func catchAllComponentIsReported(fields: F) {
        let association = MatcherFixtures.association(fields)
        let expected = fields.path == nil ? Self.component(0) : Self.component(0) / "/"
        #expect(Self.paths("rules.catch-all", association) == [expected])
        #expect(Self.paths("rules.exclude-all", association).isEmpty)
    }

    @Test func excludeEverythingIsAWarning() {
        let association = MatcherFixtures.association(F(exclude: true), F(path: "/a"))
        #expect(Self.paths("rules.exclude-all", association) == [Self.component(0)])
        #expect(Self.paths("rules.unreachable", association) == [Self.component(1)])
        #expect(Self.paths("rules.catch-all", association).isEmpty)
    }

    @Test func catchAllThroughDefaultsDependsOnTheDefaults() {
        let narrowed = MatcherFixtures.association([MatcherFixtures.detail([F()], defaults: F(path: "/x/*"))])
        #expect(Self.paths("rules.catch-all", narrowed).isEmpty)
        let excluded = MatcherFixtures.association([MatcherFixtures.detail([F(path: "*")])], defaults: F(exclude: true))
        #expect(Self.paths("rules.exclude-all", excluded) == [Self.component(0) / "/"])
    }

    @Test func legacyCatchAllPathIsReported() {
        let association = MatcherFixtures.association([MatcherFixtures.pathsDetail(["NOT /private/*", "*"])])
        #expect(Self.paths("rules.catch-all", association) == [Self.details / 0 / "paths" / 1])
        let blocking = MatcherFixtures.association([MatcherFixtures.pathsDetail(["NOT *", "/a"])])
        #expect(Self.paths("rules.exclude-all", blocking) == [Self.details / 0 / "paths" / 0])
        #expect(Self.paths("rules.unreachable", blocking) == [Self.details / 0 / "paths" / 1])
    }

    /// Patterns that match every path: `/*`, and `*/*` (any text holding a slash) however many
    /// slashes are written between the stars; the matcher agrees that nothing gets past them.
    @Test(arguments: ["NOT */*", "NOT /*", "NOT *//*", "NOT ***/*"])
    func everyWayOfExcludingEverythingIsReported(_ pattern: String) throws {
        let association = MatcherFixtures.association([MatcherFixtures.pathsDetail([pattern, "*"])])
        #expect(Self.paths("rules.exclude-all", association) == [Self.details / 0 / "paths" / 0])
        #expect(Self.paths("rules.unreachable", association) == [Self.details / 0 / "paths" / 1])
        #expect(Self.paths("rules.catch-all", association).isEmpty)
        for url in ["https://example.com/", "https://example.com/a/b?c#d", "https://example.com"] {
            #expect(try MatcherFixtures.verdict(association, url) != .match, "\(url)")
        }
    }

    /// Lint finds the rule's line and column from its path, as for the file's other findings.
    @Test func ruleFindingsCarryTheirPosition() throws {
        let file =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"],"#
            + "\n" + #"  "components": [{"/": "/a/*", "exclude": true},"# + "\n" + #"    {"/": "*"}]}]}}"#
        let findings = AssociationLinter.lint(Array(file.utf8)).findings
        let catchAll = try #require(findings.first { $0.id == "rules.catch-all" })
        #expect(catchAll.position == SourcePosition(line: 3, column: 11))
    }

    @Test func rulesAfterACatchAllAreUnreachable() {
        let association = MatcherFixtures.association(
            F(path: "/a"), F(), F(path: "/b", exclude: true), F(fragment: "x"))
        #expect(Self.paths("rules.unreachable", association) == [Self.component(2), Self.component(3)])
    }

    @Test func identicalRuleIsUnreachableWhateverItsExclude() {
        let association = MatcherFixtures.association(
            F(path: "/a", query: .string("x")), F(path: "/a/", query: .string("x"), exclude: true),
            F(path: "/a", query: .string("y")))
        #expect(Self.paths("rules.unreachable", association) == [Self.component(1)])
    }

    @Test func ruleUnderALiteralPrefixRuleIsUnreachable() {
        let association = MatcherFixtures.association(
            F(path: "/buy/*"), F(path: "/buy/special/*", exclude: true), F(path: "/buy"), F(path: "/buyer"),
            F(path: "/other/*"))
        #expect(Self.paths("rules.unreachable", association) == [Self.component(1), Self.component(2)])
    }

    @Test func prefixRuleWithOtherConstraintsCoversNothing() {
        let association = MatcherFixtures.association(
            F(path: "/buy/*", fragment: "x"), F(path: "/buy/1"), F(path: "/help/*", caseSensitive: true),
            F(path: "/help/a", caseSensitive: false))
        #expect(Self.paths("rules.unreachable", association).isEmpty)
    }

    @Test func caseInsensitivePrefixCoversEitherCase() {
        let association = MatcherFixtures.association(F(path: "/Help/*", caseSensitive: false), F(path: "/help/faq"))
        #expect(Self.paths("rules.unreachable", association) == [Self.component(1)])
    }

    @Test func rulesOfOtherDetailsEntriesDoNotShadowEachOther() {
        let association = MatcherFixtures.association([
            MatcherFixtures.detail([F()], appIDs: [MatcherFixtures.app], index: 0),
            MatcherFixtures.detail([F(path: "/a")], appIDs: [MatcherFixtures.otherApp], index: 1),
        ])
        #expect(Self.paths("rules.unreachable", association).isEmpty)
    }

    @Test(arguments: [
        (F(path: "/#/route"), "/", true), (F(fragment: "#x"), "#", false), (F(query: .string("a#")), "?", false),
    ])
    func hashInAPathPatternIsReported(fields: F, key: String, expected: Bool) {
        let association = MatcherFixtures.association(fields)
        #expect(Self.paths("rules.fragment-in-path", association) == (expected ? [Self.component(0) / key] : []))
    }

    @Test func hashInALegacyPathIsReported() {
        let association = MatcherFixtures.association([MatcherFixtures.pathsDetail(["/app#/home"])])
        #expect(Self.paths("rules.fragment-in-path", association) == [Self.details / 0 / "paths" / 0])
    }

    @Test func undefinedVariableIsReportedWhereverItIsUsed() {
        let association = MatcherFixtures.association(
            [
                MatcherFixtures.detail(
                    [F(path: "/$(food)/$(nope)", query: .items([QueryItemPattern(name: "q", pattern: "$(Food)")]))],
                    defaults: F(fragment: "$(digit)$(missing)"))
            ],
            defaults: F(path: "/$(region)/$(lang)/$(alpha)$(upper)$(lower)$(alnum)$(xdigit)"),
            variables: ["food": ["pizza"]])
        #expect(
            Self.paths("rules.undefined-variable", association) == [
                Self.details / 0 / "defaults" / "#", Self.component(0) / "/", Self.component(0) / "?" / "q",
            ])
    }

    @Test func variablesInLegacyPathsAreNotChecked() {
        let association = MatcherFixtures.association([MatcherFixtures.pathsDetail(["/$(nope)"])])
        #expect(Self.paths("rules.undefined-variable", association).isEmpty)
    }

    @Test(arguments: ["/$(food", "/$(fo$od)", "/$(fo(od)", "/x/$("])
    func malformedVariableIsReported(pattern: String) {
        let association = MatcherFixtures.association(F(path: pattern), variables: ["food": ["pizza"]])
        #expect(Self.paths("rules.malformed-variable", association) == [Self.component(0) / "/"])
    }

    @Test func malformedVariableNameIsReported() {
        let association = MatcherFixtures.association(F(path: "/a"), variables: ["ok": ["x"], "b)d": ["y"]])
        #expect(
            Self.paths("rules.malformed-variable", association) == [
                JSONPath.root / "applinks" / "substitutionVariables" / "b)d"
            ])
    }

    @Test func variableValueHoldingAVariableIsReported() {
        let association = MatcherFixtures.association(
            F(path: "/$(outer)"), variables: ["outer": ["a", "$(inner)"], "inner": ["b"]])
        #expect(
            Self.paths("rules.variable-in-variable", association) == [
                JSONPath.root / "applinks" / "substitutionVariables" / "outer"
            ])
    }

    @Test func backslashIsReported() {
        let association = MatcherFixtures.association(F(path: "/a\\*", fragment: "ok"))
        #expect(Self.paths("rules.backslash", association) == [Self.component(0) / "/"])
    }

    @Test(arguments: [(60, false), (61, true)])
    func patternPastTheDeviceLimitIsTooComplex(count: Int, expected: Bool) {
        let pattern = "/" + String(repeating: "*a", count: count)
        let association = MatcherFixtures.association(F(path: pattern))
        #expect(Self.paths("rules.too-complex", association) == (expected ? [Self.component(0) / "/"] : []))
    }

    @Test func finalStarDoesNotCountTowardsComplexity() {
        let pattern = "/" + String(repeating: "a$(digit)", count: 60) + "*"
        #expect(Self.paths("rules.too-complex", MatcherFixtures.association(F(path: pattern))).isEmpty)
    }
}
