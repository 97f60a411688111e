import AASACore

/// Picks the formatter for `--format`.
enum VerificationOutput {
    /// - Parameter now: the run's time, seconds since 1970 (Prometheus's run timestamp).
    static func render(
        _ report: VerificationReport, format: ReportFormat, colour: Bool, strict: Bool, now: Int64
    ) -> String {
        switch format {
        case .text: TextReportFormatter(colour: colour).format(report)
        case .json: JSONReportEncoder.encode(report)
        case .jsonl: report.domains.map { JSONReportEncoder.encodeLine($0) }.joined()
        case .junit: JUnitReportFormatter(strict: strict).format(report)
        case .prometheus: PrometheusFormatter(now: now).format(report)
        }
    }
}
