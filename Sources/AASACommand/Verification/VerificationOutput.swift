import AASACore

/// Picks the formatter for `--format`.
enum VerificationOutput {
    static func render(_ report: VerificationReport, settings: VerificationSettings, colour: Bool) -> String {
        switch settings.format {
        case .text: TextReportFormatter(colour: colour).format(report)
        case .json: JSONReportEncoder.encode(report)
        case .jsonl: report.domains.map { JSONReportEncoder.encodeLine($0) }.joined()
        case .junit: JUnitReportFormatter(strict: settings.strict).format(report)
        case .prometheus: PrometheusFormatter(now: settings.now, labels: settings.metricsLabels).format(report)
        }
    }
}
