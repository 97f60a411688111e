import Testing

@testable import AASACore

/// A domain's report keeps at most ``Finding/maximumPerID`` findings of one id and counts the
/// rest in one finding, so a hostile file cannot make a report too large to read back.
@Suite struct FindingCapTests {
    static func findings(_ kind: FindingKind, _ count: Int) -> [Finding] {
        (0..<count).map { kind("finding \($0)", hint: "fix", path: JSONPath.root / "k") }
    }

    @Test func repeatsPastTheCapAreCountedInOneFindingOfTheirID() {
        let many = Self.findings(.jsonDuplicateKey, 250)
        let few = Self.findings(.schemaUnknownKey, 3)
        let capped = Finding.capped(many + few)
        #expect(capped.count == Finding.maximumPerID + 3 + 1)
        #expect(capped.filter { $0.id == "json.duplicate-key" }.count == Finding.maximumPerID + 1)
        let summary = try! #require(capped.last)
        #expect(summary.id == "json.duplicate-key")
        #expect(summary.severity == FindingKind.jsonDuplicateKey.severity)
        #expect(summary.path == .root)
        #expect(summary.message.contains("150"))
        #expect(Status(findings: capped, strict: false) == Status(findings: many + few, strict: false))
    }

    @Test func underTheCapNothingChanges() {
        let findings = Self.findings(.jsonDuplicateKey, Finding.maximumPerID)
        #expect(Finding.capped(findings) == findings)
    }

    @Test func longTextsAreCut() {
        let long = FindingKind.schemaUnknownKey(String(repeating: "x", count: 100_000), hint: "fix")
        let capped = Finding.capped([long])
        #expect(capped[0].message.count == Finding.maximumTextLength + 1)
    }

    @Test func reportsCapTheirFindingsAndBoundTheirNames() {
        let report = DomainReport(
            domain: String(repeating: "a", count: 1 << 20), entries: [String(repeating: "b", count: 1 << 20)],
            status: .warn, fetch: nil, findings: Self.findings(.jsonDuplicateKey, 21_000))
        #expect(report.findings.count == Finding.maximumPerID + 1)
        #expect(report.domain.count == DomainReport.maximumEntryLength)
        #expect(report.entries[0].count == DomainReport.maximumEntryLength)
        let tls = TLSSummary(
            verified: true, subject: String(repeating: "c", count: 1 << 20), issuer: nil, notAfter: nil)
        #expect(tls.subject?.count == TLSSummary.maximumNameLength)
    }
}
