import Foundation
import Testing

@testable import AASACore

/// The JSON shapes of the command-line contract, key for key.
@Suite struct ReportJSONTests {
    static let topKeys: Set = ["schemaVersion", "tool", "summary", "domains"]
    static let domainKeys: Set = [
        "domain", "platform", "entries", "appIDs", "appsByEntry", "claims", "status", "fetch", "findings",
    ]
    static let fetchKeys: Set = [
        "url", "httpStatus", "contentType", "bytes", "redirectLocation", "tls", "durationMs", "attempts", "totalMs",
    ]
    static let tlsKeys: Set = ["verified", "subject", "issuer", "notAfter"]
    static let findingKeys: Set = ["id", "severity", "message", "hint"]

    private func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try #require(value as? [String: Any])
    }

    private func objects(_ value: Any?) throws -> [[String: Any]] {
        try #require(value as? [[String: Any]])
    }

    /// The document encoded a domain at a time is byte for byte the one encoded whole: nesting,
    /// the blank line of an empty array, escaped invisibles, no domains at all.
    @Test(arguments: [
        ReportSamples.verification, ReportSamples.hostileVerification, VerificationReport(domains: []),
        VerificationReport(domains: [
            DomainReport(domain: "example.com", entries: [], status: .pass, fetch: nil, findings: [])
        ]),
    ])
    func domainByDomainEncodingIsTheWholeDocument(_ report: VerificationReport) {
        #expect(JSONReportEncoder.encode(verification: report) == JSONReportEncoder.encode(report))
    }

    /// The same holds compact (files and pipes) and with the run's metadata, which sorts between
    /// `domains` and `schemaVersion`.
    @Test(arguments: [ReportSamples.verification, ReportSamples.hostileVerification, VerificationReport(domains: [])])
    func compactAndRunStampedDocumentsAreTheWholeDocument(_ report: VerificationReport) throws {
        var stamped = report
        var run = VerificationReport.RunInfo(
            startedAt: 1_795_608_000, strict: true, cdn: false, failOnChange: true, shard: "2/8")
        (run.timeoutSeconds, run.retries, run.certificateWarningDays) = (2.5, 2, 21)
        stamped.run = run
        #expect(
            JSONReportEncoder.encode(verification: stamped, pretty: false) == JSONReportEncoder.encodeCompact(stamped))
        #expect(JSONReportEncoder.encode(verification: stamped) == JSONReportEncoder.encode(stamped))
        #expect(!JSONReportEncoder.encodeCompact(stamped).dropLast().contains("\n"))
        let block = try #require(try object(JSONReportEncoder.encodeCompact(stamped))["run"] as? [String: Any])
        #expect(block["startedAt"] as? String == "2026-11-25T12:00:00Z")
        #expect(block["shard"] as? String == "2/8" && block["retries"] as? Int == 2)
    }

    @Test func verificationReportHasExactlyTheContractKeys() throws {
        let root = try object(JSONReportEncoder.encode(ReportSamples.verification))
        #expect(Set(root.keys) == Self.topKeys)
        #expect(root["schemaVersion"] as? Int == 1)
        let tool = try #require(root["tool"] as? [String: Any])
        #expect(Set(tool.keys) == ["name", "version"])
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["domains", "pass", "warn", "fail"])
        #expect(summary["domains"] as? Int == 4 && summary["fail"] as? Int == 2)
        let domains = try objects(root["domains"])
        #expect(domains.count == 4)
        for domain in domains {
            #expect(Set(domain.keys) == Self.domainKeys)
            if let fetch = domain["fetch"] as? [String: Any] {
                #expect(Set(fetch.keys) == Self.fetchKeys)
                if let tls = fetch["tls"] as? [String: Any] {
                    #expect(Set(tls.keys) == Self.tlsKeys)
                }
            }
            for finding in try objects(domain["findings"]) {
                let optional = Set(finding.keys).subtracting(Self.findingKeys)
                #expect(Self.findingKeys.isSubset(of: Set(finding.keys)))
                #expect(optional.isSubset(of: ["path", "line", "column", "entry"]))
            }
        }
    }

    @Test func absentFetchValuesAreExplicitNulls() throws {
        let root = try object(JSONReportEncoder.encode(ReportSamples.verification))
        let domains = try objects(root["domains"])
        #expect(domains[2]["fetch"] is NSNull)
        let passing = try #require(domains[0]["fetch"] as? [String: Any])
        #expect(passing["redirectLocation"] is NSNull)
        #expect(try #require(passing["tls"] as? [String: Any])["notAfter"] is NSNull)
        let warning = try #require(domains[1]["fetch"] as? [String: Any])
        let tls = try #require(warning["tls"] as? [String: Any])
        #expect(tls["subject"] is NSNull && tls["issuer"] is NSNull)
        #expect(tls["notAfter"] as? String == "2027-01-31T12:00:00Z")
        let failing = try #require(domains[3]["fetch"] as? [String: Any])
        #expect(failing["tls"] is NSNull && failing["contentType"] is NSNull)
        #expect(failing["redirectLocation"] as? String == "https://www.example.com/")
    }

    @Test func findingsOmitAbsentLocationKeys() throws {
        let root = try object(JSONReportEncoder.encode(ReportSamples.verification))
        let findings = try objects(try objects(root["domains"])[3]["findings"])
        #expect(Set(findings[0].keys) == Self.findingKeys)
        #expect(Set(findings[2].keys) == Self.findingKeys.union(["path", "line", "column", "entry"]))
        #expect(findings[2]["path"] as? String == "$.webcredentials.apps")
        #expect(findings[2]["id"] as? String == "entitlement.app-missing")
    }

    @Test func keysAreSortedAndSlashesUnescaped() throws {
        let text = JSONReportEncoder.encode(ReportSamples.verification)
        #expect(text.contains("https://good.example/.well-known/apple-app-site-association"))
        let order = ["\"domains\"", "\"schemaVersion\"", "\"summary\"", "\"tool\""].map { key in
            text.range(of: key)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(text == JSONReportEncoder.encode(ReportSamples.verification))
    }

    @Test func lintReportHasFilesInPlaceOfDomains() throws {
        let root = try object(JSONReportEncoder.encode(ReportSamples.hostileLint))
        #expect(Set(root.keys) == ["schemaVersion", "tool", "summary", "files"])
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["files", "pass", "warn", "fail"])
        let file = try #require(try objects(root["files"]).first)
        #expect(Set(file.keys) == ["file", "status", "findings"])
    }

    @Test func matchReportHasTheContractShapeWithNullRule() throws {
        let apps = [
            MatchReport.AppResult(
                appID: "ABCDE12345.a.b", verdict: .match, rule: RuleReference(detail: 0, component: 2)),
            MatchReport.AppResult(appID: "FGHIJ67890.c.d", verdict: .none, rule: nil),
        ]
        let report = MatchReport(results: [
            MatchReport.URLResult(url: "https://x.example/a", verdict: .match, apps: apps)
        ])
        let root = try object(JSONReportEncoder.encode(report))
        #expect(Set(root.keys) == ["schemaVersion", "results"])
        let result = try #require(try objects(root["results"]).first)
        #expect(Set(result.keys) == ["url", "verdict", "apps", "platform"])
        let decoded = try objects(result["apps"])
        #expect(decoded.allSatisfy { Set($0.keys) == ["appID", "verdict", "rule"] })
        let rule = try #require(decoded[0]["rule"] as? [String: Any])
        #expect(rule["detail"] as? Int == 0 && rule["component"] as? Int == 2)
        #expect(decoded[1]["rule"] is NSNull)
        #expect(decoded[1]["verdict"] as? String == "none")
    }

    @Test func hostileStringsRoundTripExactly() throws {
        let report = ReportSamples.hostileVerification
        let text = JSONReportEncoder.encode(report)
        let root = try object(text)
        let domain = try #require(try objects(root["domains"]).first)
        #expect(domain["domain"] as? String == ReportSamples.hostile)
        let fetch = try #require(domain["fetch"] as? [String: Any])
        #expect(fetch["redirectLocation"] as? String == ReportSamples.hostile)
        let finding = try #require(try objects(domain["findings"]).first)
        // A finding's own text is made visible when the finding is made (Finding.message).
        #expect(finding["message"] as? String == PrintableText.visible(ReportSamples.hostile))
        #expect(finding["entry"] as? String == PrintableText.visible(ReportSamples.hostile))
        // Decoding gives back every string and path unchanged.
        let decoded = try JSONDecoder().decode(VerificationReport.self, from: Data(text.utf8))
        let original = report.domains[0]
        let copy = try #require(decoded.domains.first)
        #expect(copy.domain == original.domain && copy.entries == original.entries)
        #expect(copy.fetch == original.fetch)
        #expect(copy.findings.map(\.message) == original.findings.map(\.message))
        #expect(copy.findings.map(\.hint) == original.findings.map(\.hint))
        #expect(copy.findings.map(\.entry) == original.findings.map(\.entry))
        #expect(copy.findings.map(\.path) == original.findings.map(\.path))
    }

    @Test func jsonLinesAreOneCompactLineEach() throws {
        let lines =
            ReportSamples.hostileVerification.domains.map(JSONReportEncoder.encodeLine)
            + ReportSamples.verification.domains.map(JSONReportEncoder.encodeLine)
        for line in lines {
            #expect(line.hasSuffix("\n"))
            #expect(line.dropLast().utf8.allSatisfy { $0 != 0x0A && $0 != 0x0D })
            let domain = try object(String(line.dropLast()))
            #expect(Set(domain.keys) == Self.domainKeys)
        }
    }

    @Test func prettyOutputHasNoRawControlBytes() {
        let text = JSONReportEncoder.encode(ReportSamples.hostileVerification)
        // Line breaks come from pretty printing only; strings carry escapes.
        #expect(text.utf8.allSatisfy { $0 >= 0x20 || $0 == 0x0A })
    }
}
