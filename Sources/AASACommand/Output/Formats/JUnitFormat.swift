import AASACore

/// `--format junit`: one test case per domain (or file), for CI test reports.
struct JUnitFormat: VerificationFormat, LintFormat {
    let name = "junit"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        JUnitReportFormatter(strict: options.strict).format(report)
    }

    func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        JUnitReportFormatter(strict: options.strict).format(report)
    }
}
