import Testing

@testable import AASACore

/// Reading `--baseline`: a `--format json` report or `--format jsonl` lines.
@Suite struct BaselineReaderTests {
    static let domains = [
        BaselineChangeAuditTests.report("a.example"),
        BaselineChangeAuditTests.report("b.example", findings: [BaselineChangeAuditTests.error], file: nil),
    ]

    @Test func wholeJSONReportIsRead() throws {
        let text = JSONReportEncoder.encode(VerificationReport(domains: Self.domains))
        let read = try BaselineReader.read(Array(text.utf8))
        #expect(read == Self.domains.map(BaselineDomain.init))
    }

    @Test func jsonLinesAreRead() throws {
        let text = Self.domains.map { JSONReportEncoder.encodeLine($0) }.joined() + "\n"
        let read = try BaselineReader.read(Array(text.utf8))
        #expect(read.map(\.domain) == ["a.example", "b.example"])
        #expect(read[1].status == .fail)
        #expect(read[0].file?.appIDs == ["applinks": ["T.app"]])
        #expect(read[0].fetch?.tls?.issuer == "CN=CA 1")
    }

    @Test func singleJSONLineIsRead() throws {
        let read = try BaselineReader.read(Array(JSONReportEncoder.encodeLine(Self.domains[0]).utf8))
        #expect(read.map(\.domain) == ["a.example"])
    }

    @Test(arguments: ["", "\n\n", "not json", #"{"domains": 3}"#, "{\"domain\":\"a\",\"status\":\"pass\"}\n{", "[]"])
    func somethingElseIsRefused(_ text: String) {
        #expect(throws: BaselineReader.Failure.self) { try BaselineReader.read(Array(text.utf8)) }
    }
}
