import Testing

@testable import AASACore

@Suite struct EntitlementFindingKindTests {
    @Test func entitlementKindsAreCataloguedOnceUnderTheirStage() {
        let ids = FindingKind.entitlementKinds.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("entitlement.") })
        #expect(ids.allSatisfy { id in FindingKind.all.filter { $0.id == id }.count == 1 })
    }

    /// The ids and severities the command-line contract fixes.
    @Test(arguments: [
        ("entitlement.syntax", Severity.error), ("entitlement.app-missing", .error),
        ("entitlement.mode", .warning), ("entitlement.wildcard-appclips", .error),
    ])
    func contractKindsKeepTheirSeverity(_ id: String, _ severity: Severity) {
        #expect(FindingKind.named(id)?.severity == severity)
    }
}
