import Testing

@testable import AASACore

@Suite struct MatcherAppsTests {
    typealias F = ComponentFields
    static let app = MatcherFixtures.app
    static let other = MatcherFixtures.otherApp

    @Test func firstHoldingComponentDecides() throws {
        let association = MatcherFixtures.association(
            F(path: "/coupon/1???", exclude: true), F(path: "/coupon/????"))
        let matcher = AssociationMatcher(association)
        let blocked = matcher.evaluate(try UniversalLinkURL("https://e.com/coupon/1234"))
        #expect(blocked == [.init(appID: Self.app, verdict: .block, rule: RuleReference(detail: 0, component: 0))])
        let matched = matcher.evaluate(try UniversalLinkURL("https://e.com/coupon/2345"))
        #expect(matched == [.init(appID: Self.app, verdict: .match, rule: RuleReference(detail: 0, component: 1))])
        let none = matcher.evaluate(try UniversalLinkURL("https://e.com/coupon/234"))
        #expect(none == [.init(appID: Self.app, verdict: .none, rule: nil)])
    }

    @Test func appsAreIndependent() throws {
        let association = MatcherFixtures.association([
            MatcherFixtures.detail([F(path: "/a", exclude: true)], appIDs: [Self.app], index: 0),
            MatcherFixtures.detail([F(path: "/a")], appIDs: [Self.other], index: 1),
        ])
        let results = AssociationMatcher(association).evaluate(try UniversalLinkURL("https://e.com/a"))
        #expect(results.map(\.verdict) == [.block, .match])
        #expect(results[1].rule == RuleReference(detail: 1, component: 0))
        #expect(AssociationMatcher.verdict(for: results, appID: nil) == .match)
        #expect(AssociationMatcher.verdict(for: results, appID: Self.app) == .block)
    }

    @Test func firstDetailsEntryListingAnAppWins() throws {
        let association = MatcherFixtures.association([
            MatcherFixtures.detail([F(path: "/first")], appIDs: [Self.app], index: 0),
            MatcherFixtures.detail([F(path: "/second")], appIDs: [Self.app, Self.other], index: 1),
        ])
        let matcher = AssociationMatcher(association)
        let results = matcher.evaluate(try UniversalLinkURL("https://e.com/second"))
        #expect(results.map(\.appID) == [Self.app, Self.other])
        #expect(results.map(\.verdict) == [.none, .match])
    }

    @Test func appIDPrefixIsComparedWithoutCase() throws {
        let association = MatcherFixtures.association([
            MatcherFixtures.detail([F(path: "/first")], appIDs: [Self.app], index: 0),
            MatcherFixtures.detail([F()], appIDs: ["abcde12345.com.example.app"], index: 1),
        ])
        let results = AssociationMatcher(association).evaluate(try UniversalLinkURL("https://e.com/x"))
        #expect(results.count == 1)
        #expect(AssociationMatcher.verdict(for: results, appID: "abcde12345.com.example.app") == .none)
    }

    @Test func resultsFollowFileOrderAndOmitNothing() throws {
        let association = MatcherFixtures.association([
            MatcherFixtures.detail([F(path: "/x")], appIDs: [Self.other, Self.app], index: 0)
        ])
        let results = AssociationMatcher(association).evaluate(try UniversalLinkURL("https://e.com/y"))
        #expect(results.map(\.appID) == [Self.other, Self.app])
        #expect(results.allSatisfy { $0.verdict == .none && $0.rule == nil })
    }

    @Test(arguments: [
        ("e.com", MatchVerdict.match), ("E.COM", .match), ("e.com.", .match), ("other.com", .none),
        ("www.e.com", .none), ("e.co", .none), ("e.com..", .none),
    ])
    func domainMismatchMatchesNothing(domain: String, expected: MatchVerdict) throws {
        let association = MatcherFixtures.association(F())
        let results = AssociationMatcher(association).evaluate(try UniversalLinkURL("https://e.com/a"), domain: domain)
        #expect(results.map(\.verdict) == [expected])
    }

    /// Bytes for ASCII names, Unicode lower-casing for the rest.
    @Test func hostNamesCompareWithoutCaseOrFinalDot() {
        #expect(AssociationMatcher.isSameHost("Example.COM.", "example.com"))
        #expect(AssociationMatcher.isSameHost("BÜCHER.de", "bücher.de"))
        #expect(!AssociationMatcher.isSameHost("bücher.de", "bucher.de"))
        #expect(!AssociationMatcher.isSameHost("a.example.com", "example.com"))
    }

    @Test func overallVerdictPrefersMatchThenBlock() {
        let match = MatchReport.AppResult(appID: Self.app, verdict: .match, rule: nil)
        let block = MatchReport.AppResult(appID: Self.other, verdict: .block, rule: nil)
        let none = MatchReport.AppResult(appID: "ZZZZZ99999.x", verdict: .none, rule: nil)
        #expect(AssociationMatcher.verdict(for: [block, match], appID: nil) == .match)
        #expect(AssociationMatcher.verdict(for: [none, block], appID: nil) == .block)
        #expect(AssociationMatcher.verdict(for: [none], appID: nil) == .none)
        #expect(AssociationMatcher.verdict(for: [], appID: nil) == .none)
        #expect(AssociationMatcher.verdict(for: [match], appID: "ZZZZZ99999.com.unlisted") == .none)
    }

    @Test func entryWithoutRulesClaimsEverything() throws {
        let detail = Detail(appIDs: [Self.app], rules: .none, path: .root / "applinks" / "details" / 0)
        let results = AssociationMatcher(MatcherFixtures.association([detail])).evaluate(
            try UniversalLinkURL("https://e.com/anything"))
        #expect(results.map(\.verdict) == [.match])
    }

    @Test func emptyComponentsClaimNothing() throws {
        let association = MatcherFixtures.association([MatcherFixtures.detail([])])
        #expect(try MatcherFixtures.verdict(association, "https://e.com/") == .none)
    }

    @Test func legacyAppsWithoutDetailsClaimEverything() throws {
        let claiming = SiteAssociation(appLinks: AppLinks(apps: [Self.app]))
        #expect(try MatcherFixtures.verdict(claiming, "https://e.com/x") == .match)
        let ignored = SiteAssociation(
            appLinks: AppLinks(apps: [Self.other], details: [MatcherFixtures.detail([F(path: "/a")])]))
        let results = AssociationMatcher(ignored).evaluate(try UniversalLinkURL("https://e.com/x"))
        #expect(results.map(\.appID) == [Self.app, Self.other])
        #expect(results.map(\.verdict) == [.none, .none])
    }

    @Test func fileWithoutAppLinksMatchesNothing() throws {
        #expect(AssociationMatcher(SiteAssociation()).evaluate(try UniversalLinkURL("https://e.com/")).isEmpty)
    }
}
