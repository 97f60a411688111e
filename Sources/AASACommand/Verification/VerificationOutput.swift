import AASACore

/// Picks the formatter for `--format`.
enum VerificationOutput {
    static func render(_ report: VerificationReport, format: ReportFormat, colour: Bool, strict: Bool) -> String {
        switch format {
        case .text: TextReportFormatter(colour: colour).format(report)
        case .json: JSONReportEncoder.encode(report)
        case .jsonl: report.domains.map { JSONReportEncoder.encodeLine($0) }.joined()
        case .junit: JUnitReportFormatter(strict: strict).format(report)
        }
    }
}
