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

    /// Issue 55: a report aasa wrote of no domain (every host of the run unusable) is a baseline
    /// of nothing, not a refused file; a file that is no report is still refused.
    @Test func aReportOfNoDomainIsABaseline() throws {
        let text = JSONReportEncoder.encode(VerificationReport(domains: []))
        #expect(try BaselineReader.read(Array(text.utf8)).isEmpty)
        #expect(throws: BaselineReader.Failure.self) { _ = try BaselineReader.read(Array("\n".utf8)) }
    }

    /// A complete jsonl report's last line.
    static let summary = #"{"summary":{"domains":2,"exitStatus":1,"fail":1,"pass":1,"warn":0}}"# + "\n"

    @Test func jsonLinesAreRead() throws {
        let text = Self.domains.map { JSONReportEncoder.encodeLine($0) }.joined() + "\n" + Self.summary
        let read = try BaselineReader.read(Array(text.utf8))
        #expect(read.map(\.domain) == ["a.example", "b.example"])
        #expect(read[1].status == .fail)
        #expect(read[0].file?.appIDs == ["applinks": ["T.app"]])
        #expect(read[0].fetch?.tls?.issuer == "CN=CA 1")
    }

    @Test func singleJSONLineIsRead() throws {
        let read = try BaselineReader.read(Array((JSONReportEncoder.encodeLine(Self.domains[0]) + Self.summary).utf8))
        #expect(read.map(\.domain) == ["a.example"])
    }

    @Test(arguments: ["", "\n\n", "not json", #"{"domains": 3}"#, "[]", #"{"domains": [{"domain": "a""#])
    func somethingElseIsRefused(_ text: String) {
        #expect(throws: BaselineReader.Failure.self) { try BaselineReader.read(Array(text.utf8)) }
    }

    /// A jsonl report cut mid-line, or without its summary line (a run stopped early), is no
    /// baseline (issue 52, item 6): the domains it lacks would come back as new and their changes
    /// be lost. A complete one ends with its summary.
    @Test func anIncompleteJSONLinesReportIsRefused() throws {
        let lines = Self.domains.map { JSONReportEncoder.encodeLine($0) }.joined()
        #expect(try BaselineReader.read(Array((lines + Self.summary).utf8)).count == 2)
        for cut in [lines + String(lines.prefix(40)), lines] {
            #expect(throws: BaselineReader.Failure.self) { try BaselineReader.read(Array(cut.utf8)) }
        }
        #expect(
            try BaselineReader.read(Array(JSONReportEncoder.encode(VerificationReport(domains: Self.domains)).utf8))
                .count == 2)
    }

    /// Fed a byte at a time, both forms read the same as when whole: no state is lost between chunks.
    @Test func chunkBoundariesDoNotMatter() throws {
        let whole = JSONReportEncoder.encode(VerificationReport(domains: Self.domains))
        let lines = Self.domains.map { JSONReportEncoder.encodeLine($0) }.joined() + Self.summary
        for text in [whole, lines] {
            var reader = BaselineReader()
            var read: [BaselineDomain] = []
            for byte in Array(text.utf8) {
                try reader.consume([byte].span) { read.append($0) }
            }
            try reader.finish()
            #expect(read == Self.domains.map(BaselineDomain.init))
        }
    }

    /// Keys and strings that look like structure do not confuse the scan: a `domains` key inside a
    /// domain, brackets and quotes in strings, a report whose `domains` is not its first key.
    @Test func structureInsideStringsIsNotStructure() throws {
        let tricky = #"{"domain":"a\"]}{.example","status":"pass","findings":[],"file":{"appIDs":{"domains":["x]"]}}}"#
        #expect(try BaselineReader.read(Array((tricky + "\n" + Self.summary).utf8)).map(\.domain) == ["a\"]}{.example"])
        let report = #"{"version":"0.1 \"domains\": [","domains":[{"domain":"b.example","status":"fail"}],"x":[{}]}"#
        #expect(try BaselineReader.read(Array(report.utf8)).map(\.domain) == ["b.example"])
    }

    /// One domain object over the limit is refused as soon as it passes it, whatever follows.
    @Test func oversizedDomainObjectIsRefused() {
        let huge = #"{"domain":""# + String(repeating: "a", count: BaselineScanner.objectLimit) + #""}"#
        #expect(throws: BaselineReader.Failure.self) { try BaselineReader.read(Array(huge.utf8)) }
    }
}
