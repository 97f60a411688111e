/// `--format json`: one document, the stable schema the README describes; `verify` streams it
/// into its output as the run goes (the command's `JSONFormat.Output`).
package struct JSONFormat: VerificationFormat, LintFormat, MatchFormat, CoverageFormat {
    package let name = "json"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        JSONReportEncoder.encode(verification: report, pretty: options.pretty)
    }

    package func text(_ report: VerificationReport, options: RenderOptions) -> ReportText {
        ReportText { write in JSONReportEncoder.encode(verification: report, pretty: options.pretty, into: write) }
    }

    package func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        JSONReportEncoder.encode(report)
    }

    package func render(_ report: MatchReport, options: RenderOptions) -> String {
        JSONReportEncoder.encode(report)
    }

    package func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        JSONReportEncoder.encode(coverage)
    }
}
