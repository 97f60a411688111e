import AASACore

/// `--format text`: for people, coloured on a terminal. A CI log holds it too, so no line of it
/// reads as a runner's command (``RunnerCommands``).
struct TextFormat: VerificationFormat, LintFormat, MatchFormat, CoverageFormat {
    let name = "text"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        RunnerCommands.neutralized(
            TextReportFormatter(colour: options.colour, strict: options.strict, quiet: options.quiet).format(report))
    }

    func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        RunnerCommands.neutralized(TextReportFormatter(colour: options.colour).format(report, sources: sources))
    }

    func render(_ report: MatchReport, options: RenderOptions) -> String {
        RunnerCommands.neutralized(TextReportFormatter(colour: options.colour).format(report))
    }

    func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        RunnerCommands.neutralized(TextReportFormatter(colour: options.colour).format(coverage))
    }
}
