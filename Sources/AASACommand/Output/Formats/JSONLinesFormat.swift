import AASACore

/// `--format jsonl`: one domain report per line, written as soon as the domain is done.
struct JSONLinesFormat: StreamingVerificationFormat {
    let name = "jsonl"
    let note: String? = "streamed"

    func line(_ domain: DomainReport) -> String {
        JSONReportEncoder.encodeLine(domain)
    }
}
