import Testing

@testable import AASACore

/// A report type's fields say how they are written and read (`ReportFields.swift`): these hold
/// the rules that once were hand-written `encode(to:)` and `init(from:)` code.
struct ReportFieldsTests {
    static func read<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONNodeDecoder.decode(type, from: Array(text.utf8))
    }

    /// Reports written before a field existed read as its default.
    @Test func olderReportsReadWithTheirDefaults() throws {
        let domain = try Self.read(
            DomainReport.self, #"{"domain":"a.example","entries":["applinks:a.example"],"status":"pass","findings":[]}"#
        )
        #expect(domain.platform == .apple && domain.appIDs.isEmpty && domain.appsByEntry.isEmpty)
        #expect(domain.claims.isEmpty && domain.fetch == nil)
        let baseline = try Self.read(BaselineDomain.self, #"{"domain":"a.example","status":"warn"}"#)
        #expect(baseline.platform == .apple && baseline.findings.isEmpty)
        #expect(try Self.read(RuleReference.self, #"{"detail":0,"component":2}"#).isLegacyPath == false)
        let summary = try Self.read(VerificationReport.Summary.self, #"{"domains":1,"pass":1,"warn":0,"fail":0}"#)
        #expect(summary.notChecked == 0)
        let url = try Self.read(MatchReport.URLResult.self, #"{"url":"https://a.example/","verdict":"none","apps":[]}"#)
        #expect(url.platform == .apple)
        let tls = try Self.read(TLSSummary.self, #"{"verified":false}"#)
        #expect(tls.subject == nil && tls.issuer == nil && tls.notAfter == nil)
    }

    /// Absent values that scripts expect as keys are written `null`; a zero count is left out.
    @Test func fieldsAreWrittenAsDeclared() {
        let tls = JSONReportEncoder.encodeLine(
            TLSSummary(verified: false, subject: nil, issuer: "CN=CA", notAfter: nil))
        #expect(tls == #"{"issuer":"CN=CA","notAfter":null,"subject":null,"verified":false}"# + "\n")
        let app = JSONReportEncoder.encodeLine(MatchReport.AppResult(appID: "T.app", verdict: .none, rule: nil))
        #expect(app == #"{"appID":"T.app","rule":null,"verdict":"none"}"# + "\n")
        var summary = VerificationReport.Summary(statuses: [.pass])
        #expect(JSONReportEncoder.encodeLine(summary) == #"{"domains":1,"fail":0,"pass":1,"warn":0}"# + "\n")
        summary.notChecked = 2
        #expect(JSONReportEncoder.encodeLine(summary).contains(#""notChecked":2"#))
        let claim = JSONReportEncoder.encodeLine(
            EntryClaimSummary(entry: "applinks:a.example", appIDs: [], source: nil))
        #expect(claim == #"{"appIDs":[],"entry":"applinks:a.example","source":null}"# + "\n")
        let cdn = CDNSummary(
            url: "https://cdn.example/a", httpStatus: nil, appleFrom: nil, cacheControl: nil, age: nil,
            failureReason: nil)
        #expect(
            JSONReportEncoder.encodeLine(cdn)
                == #"{"age":null,"appleFrom":null,"cacheControl":null,"failureReason":null,"httpStatus":null,"#
                + #""url":"https://cdn.example/a"}"# + "\n")
        let domain = DomainReport(domain: "a.example", entries: [], status: .fail, fetch: nil, findings: [])
        #expect(JSONReportEncoder.encodeLine(domain).contains(#""fetch":null"#))
        #expect(JSONReportEncoder.encodeLine(domain).contains(#""platform":"apple""#))
    }
}
