import Testing

@testable import AASACore

@Suite struct AssociatedDomainGroupTests {
    static func domains(_ entries: [String]) -> [AssociatedDomain] {
        entries.compactMap { entry in
            guard case .domain(let domain, _) = AssociatedDomainParser.parse(entry) else { return nil }
            return domain
        }
    }

    @Test func oneGroupPerFetchedHostInFirstSeenOrder() {
        let groups = DomainGroup.group(
            Self.domains([
                "applinks:other.example", "applinks:example.com", "webcredentials:example.com",
                "applinks:*.example.com", "applinks:www.example.com",
            ]))
        #expect(groups.map(\.fetchHost) == ["other.example", "example.com", "www.example.com"])
        #expect(
            groups[1].domains.map(\.displayName) == [
                "applinks:example.com", "webcredentials:example.com", "applinks:*.example.com",
            ])
        #expect(groups[1].entries == ["applinks:example.com", "webcredentials:example.com", "applinks:*.example.com"])
        #expect(groups.allSatisfy { $0.findings.isEmpty })
    }

    @Test func duplicatesCollapseAndAreReported() {
        let groups = DomainGroup.group(
            Self.domains([
                "applinks:example.com", "AppLinks:Example.com", "applinks:example.com?mode=developer",
                "applinks:example.com",
            ]))
        #expect(groups.count == 1)
        #expect(groups[0].domains.map(\.entry) == ["applinks:example.com"])
        #expect(
            groups[0].entries == [
                "applinks:example.com", "AppLinks:Example.com", "applinks:example.com?mode=developer",
            ])
        #expect(groups[0].findings.map(\.id) == Array(repeating: "entitlement.duplicate", count: 3))
        #expect(
            groups[0].findings.map(\.entry) == [
                "AppLinks:Example.com", "applinks:example.com?mode=developer", "applinks:example.com",
            ])
    }

    @Test func wildcardAndExactHostOfTheSameServiceStayApart() {
        let groups = DomainGroup.group(Self.domains(["applinks:*.example.com", "applinks:example.com"]))
        #expect(groups.count == 1)
        #expect(groups[0].domains.count == 2)
        #expect(groups[0].findings.isEmpty)
    }

    @Test(arguments: ["applinks", "webcredentials", "activitycontinuation", "authsrv"])
    func wildcardWithoutItsApexIsReportedAsAmbiguous(_ service: String) {
        let groups = DomainGroup.group(Self.domains(["\(service):*.example.com", "applinks:unrelated.example.com"]))
        #expect(groups[0].findings.map(\.id) == ["entitlement.wildcard-apex"])
        #expect(groups[0].findings.first?.entry == "\(service):*.example.com")
    }

    @Test func apexListedForAnotherServiceDoesNotCount() {
        let groups = DomainGroup.group(Self.domains(["webcredentials:example.com", "applinks:*.example.com"]))
        #expect(groups[0].findings.map(\.id) == ["entitlement.wildcard-apex"])
    }

    @Test func appClipsWildcardGetsNoApexAdvice() {
        // The wildcard itself is the error there (entitlement.wildcard-appclips, from the parser).
        #expect(DomainGroup.group(Self.domains(["appclips:*.example.com"]))[0].findings.isEmpty)
    }

    @Test func emptyListHasNoGroups() {
        #expect(DomainGroup.group([]).isEmpty)
    }
}
