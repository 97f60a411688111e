import AASACore

/// `--format json`: one document, the stable schema the README describes.
struct JSONFormat: StreamingVerificationFormat, LintFormat, MatchFormat, CoverageFormat {
    let name = "json"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        JSONReportEncoder.encode(verification: report, pretty: options.pretty)
    }

    func text(_ report: VerificationReport, options: RenderOptions) -> ReportText {
        ReportText { write in JSONReportEncoder.encode(verification: report, pretty: options.pretty, into: write) }
    }

    func output(to path: String?, console: Console, options: RenderOptions) throws(UsageError)
        -> any VerificationOutput
    {
        try Output(path: path, console: console, options: options)
    }

    func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        JSONReportEncoder.encode(report)
    }

    func render(_ report: MatchReport, options: RenderOptions) -> String {
        JSONReportEncoder.encode(report)
    }

    func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        JSONReportEncoder.encode(coverage)
    }
}
