import Testing

@testable import AASACore

@Suite struct AppIDCrossCheckTests {
    static let app = "ABCDE12345.com.example.app"
    static let clip = "ABCDE12345.com.example.app.Clip"

    static func domain(_ entry: String) -> AssociatedDomain {
        guard case .domain(let domain, _) = AssociatedDomainParser.parse(entry) else {
            return AssociatedDomain(entry: entry, service: .applinks, host: "invalid", isWildcard: false)
        }
        return domain
    }

    static func detail(_ appIDs: [String], _ index: Int) -> Detail {
        Detail(appIDs: appIDs, rules: .components([]), path: .root / "applinks" / "details" / index)
    }

    static func list(_ apps: [String], _ service: String) -> AppList {
        AppList(apps: apps, path: .root / service)
    }

    /// A file listing `app` for every service.
    static let full = SiteAssociation(
        appLinks: AppLinks(details: [detail(["FGHIJ67890.com.other"], 0), detail([app], 1)]),
        webCredentials: Self.list([app], "webcredentials"),
        appClips: Self.list([clip], "appclips"),
        activityContinuation: Self.list([app], "activitycontinuation"))

    static func ids(_ entry: String, _ appIDs: [String], _ association: SiteAssociation) -> [String] {
        AppIDCrossCheck.findings(for: domain(entry), appIDs: appIDs, in: association).map(\.id)
    }

    @Test(arguments: [
        ("applinks:example.com", app), ("applinks:*.example.com", app), ("webcredentials:example.com", app),
        ("appclips:example.com", clip), ("activitycontinuation:example.com", app), ("authsrv:example.com", app),
    ])
    func listedAppPasses(_ entry: String, _ appID: String) {
        #expect(Self.ids(entry, [appID], Self.full).isEmpty)
    }

    @Test(arguments: [
        ("applinks:example.com", "$.applinks.details"), ("webcredentials:example.com", "$.webcredentials.apps"),
        ("appclips:example.com", "$.appclips.apps"),
        ("activitycontinuation:example.com", "$.activitycontinuation.apps"),
    ])
    func unlistedAppIsMissingAndPointsAtTheList(_ entry: String, _ path: String) {
        let findings = AppIDCrossCheck.findings(
            for: Self.domain(entry), appIDs: ["ZZZZZ99999.com.example.nope"], in: Self.full)
        #expect(findings.map(\.id) == ["entitlement.app-missing"])
        #expect(findings.first?.path?.description == path)
        #expect(findings.first?.entry == entry)
    }

    @Test func legacyAppsArrayCountsForAppLinks() {
        let association = SiteAssociation(appLinks: AppLinks(apps: [Self.app]))
        #expect(Self.ids("applinks:example.com", [Self.app], association).isEmpty)
    }

    @Test func authsrvIsNeverChecked() {
        #expect(Self.ids("authsrv:example.com", ["ZZZZZ99999.x"], SiteAssociation()).isEmpty)
    }

    @Test(arguments: [
        ("abcde12345.com.example.app", full),
        (app, SiteAssociation(webCredentials: Self.list(["abcde12345.com.example.app"], "webcredentials"))),
    ])
    func prefixIsComparedUpperCased(_ appID: String, _ association: SiteAssociation) {
        let entry = association.webCredentials == nil ? "applinks:example.com" : "webcredentials:example.com"
        #expect(Self.ids(entry, [appID], association).isEmpty)
    }

    @Test func bundleIDDifferingOnlyInCaseIsAWarningAtTheListedID() {
        let association = SiteAssociation(
            webCredentials: Self.list(["FGHIJ67890.x", "ABCDE12345.com.Example.App"], "webcredentials"))
        let findings = AppIDCrossCheck.findings(
            for: Self.domain("webcredentials:example.com"), appIDs: [Self.app], in: association)
        #expect(findings.map(\.id) == ["entitlement.app-id-case"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.path?.description == "$.webcredentials.apps[1]")
    }

    @Test func bundleCaseDifferenceInDetailsPointsAtTheDetail() {
        let association = SiteAssociation(appLinks: AppLinks(details: [Self.detail(["ABCDE12345.COM.example.app"], 0)]))
        let findings = AppIDCrossCheck.findings(
            for: Self.domain("applinks:example.com"), appIDs: [Self.app], in: association)
        #expect(findings.map(\.id) == ["entitlement.app-id-case"])
        #expect(findings.first?.path?.description == "$.applinks.details[0]")
    }

    @Test func otherTeamPrefixIsMissing() {
        let association = SiteAssociation(appLinks: AppLinks(details: [Self.detail(["FGHIJ67890.com.example.app"], 0)]))
        #expect(Self.ids("applinks:example.com", [Self.app], association) == ["entitlement.app-missing"])
    }

    @Test func listingUnderAnotherServiceDoesNotCount() {
        let association = SiteAssociation(
            appLinks: AppLinks(details: [Self.detail(["FGHIJ67890.other"], 0)]),
            webCredentials: Self.list([Self.app], "webcredentials"))
        #expect(Self.ids("applinks:example.com", [Self.app], association) == ["entitlement.app-missing"])
    }

    @Test(arguments: ["applinks", "webcredentials", "appclips", "activitycontinuation"])
    func missingSectionMakesEveryAppMissing(_ service: String) {
        let association = SiteAssociation(
            activityContinuation: service == "activitycontinuation" ? nil : Self.list([], "x"))
        let findings = AppIDCrossCheck.findings(
            for: Self.domain("\(service):example.com"), appIDs: [Self.app, Self.clip], in: association)
        #expect(findings.map(\.id) == ["entitlement.app-missing", "entitlement.app-missing"])
        #expect(findings.allSatisfy { $0.path == nil })
    }

    @Test func eachAppIDIsCheckedOnce() {
        let ids = Self.ids(
            "applinks:example.com", [Self.app, "ZZZZZ99999.a", "ZZZZZ99999.a", "ZZZZZ99999.b"], Self.full)
        #expect(ids == ["entitlement.app-missing", "entitlement.app-missing"])
    }

    @Test func noAppIDsMeansNoCrossCheck() {
        #expect(Self.ids("applinks:example.com", [], SiteAssociation()).isEmpty)
    }

    @Test func findingsAreInTheCatalogueWithTheirSeverity() {
        let findings = AppIDCrossCheck.findings(
            for: Self.domain("applinks:example.com"), appIDs: ["ABCDE12345.com.EXAMPLE.app", "Q.q"], in: Self.full)
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(FindingKind.named(finding.id)?.severity == finding.severity)
        }
    }
}
