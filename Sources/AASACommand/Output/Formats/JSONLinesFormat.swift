import AASACore

/// `--format jsonl`: one domain report per line, written as soon as the domain is done, then a
/// `{"package": ...}` line per Android app read from a file; for `match --urls`, one result per
/// URL and a last `{"coverage": ...}` line.
struct JSONLinesFormat: StreamingVerificationFormat, StreamingCoverageFormat {
    let name = "jsonl"
    let note: String? = "streamed"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        report.domains.map(JSONReportEncoder.encodeLine).joined()
            + (report.androidApps ?? []).map { JSONReportEncoder.encodeLine(["package": $0]) }.joined()
    }

    func output(to path: String?, console: Console, options: RenderOptions) throws(UsageError)
        -> any VerificationOutput
    {
        Output(lines: try LineWriter(path: path, console: console))
    }

    func appendLine(_ result: MatchReport.URLResult, to bytes: inout [UInt8]) {
        URLResultLine.append(result, to: &bytes)
    }

    func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        JSONReportEncoder.encodeLine(["coverage": coverage])
    }
}

extension JSONLinesFormat {
    /// Each report written as its domain is done, whatever its index: a line is whole by
    /// itself, and what is written cannot be held back.
    struct Output: VerificationOutput {
        let lines: LineWriter

        func receive(_ report: DomainReport, at index: Int) {
            lines.write(JSONReportEncoder.encodeLine(report))
        }

        func finish() {}

        func abandon() {}
    }
}
