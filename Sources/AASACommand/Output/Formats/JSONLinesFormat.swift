import AASACore

/// `--format jsonl`: one domain report per line, written as soon as the domain is done; for
/// `match --urls`, one result per URL and a last `{"coverage": ...}` line.
struct JSONLinesFormat: StreamingVerificationFormat, StreamingCoverageFormat {
    let name = "jsonl"
    let note: String? = "streamed"

    func line(_ domain: DomainReport) -> String {
        JSONReportEncoder.encodeLine(domain)
    }

    func line(_ result: MatchReport.URLResult) -> String {
        JSONReportEncoder.encodeLine(result)
    }

    func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        JSONReportEncoder.encodeLine(["coverage": coverage])
    }
}
