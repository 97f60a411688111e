/// What a format may need besides the report.
package struct RenderOptions: Sendable {
    /// The directory the command runs in, which SARIF and GitHub place relative paths from.
    package var workingDirectory: String
    /// Standard output is a terminal and no `--output` file was named.
    package var colour = false
    package var strict = false
    /// Seconds since 1970, for formats that stamp the run (Prometheus).
    package var now: Int64 = 0
    /// `--metrics-label` pairs.
    package var labels: [(name: String, value: String)] = []
    /// `--quiet`: text lists only what warns or fails.
    package var quiet = false
    /// JSON indented for people: on a terminal, or with `--pretty`; compact into files and pipes.
    package var pretty = true
    /// When the run started and the settings that shape its verdicts, for the JSON report.
    package var run: VerificationReport.RunInfo?
    /// `--sarif-root`: the directory SARIF's file paths are relative to (the working directory
    /// when nil).
    package var sarifRoot: String?
    /// `--site-root HOST=DIR`: where the repository keeps each host's served files.
    package var siteRoots: [String: String] = [:]

    package init(workingDirectory: String, colour: Bool = false, strict: Bool = false) {
        (self.workingDirectory, self.colour, self.strict) = (workingDirectory, colour, strict)
    }

    /// Where code-scanning formats place files: relative to `--sarif-root`, served files at
    /// their `--site-root` copies.
    var paths: SARIFReportFormatter.Paths {
        SARIFReportFormatter.Paths(workingDirectory: workingDirectory, root: sarifRoot, siteRoots: siteRoots)
    }
}

/// One `--format`: a name, a line of help, and the reports it can write. A format writes a
/// command's report by conforming to that command's protocol below; the command line lists each
/// command's formats once (`OutputFormats`), and streams those it can (`StreamingVerificationFormat`).
package protocol OutputFormat: Sendable {
    /// The `--format` value.
    var name: String { get }
    /// Said after the name in help, such as "streamed"; nil for nothing.
    var note: String? { get }
}

extension OutputFormat {
    package var note: String? { nil }
}

/// A format for `verify`.
package protocol VerificationFormat: OutputFormat {
    func render(_ report: VerificationReport, options: RenderOptions) -> String
    /// The same text, produced in pieces by a format whose whole text could be large.
    func text(_ report: VerificationReport, options: RenderOptions) -> ReportText
}

extension VerificationFormat {
    package func text(_ report: VerificationReport, options: RenderOptions) -> ReportText {
        ReportText(render(report, options: options))
    }
}

/// A format for `lint`; `sources` are the files' lines, for excerpts.
package protocol LintFormat: OutputFormat {
    func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String
}

/// A format for `match`.
package protocol MatchFormat: OutputFormat {
    func render(_ report: MatchReport, options: RenderOptions) -> String
}

/// A format for `match --urls`: the coverage summary.
package protocol CoverageFormat: OutputFormat {
    func render(_ coverage: URLCoverage, options: RenderOptions) -> String
}

/// A `match --urls` format that writes each URL's result as it is matched, before the summary.
package protocol StreamingCoverageFormat: CoverageFormat {
    /// Adds the URL's line to `bytes`, which the command writes a batch of lines at a time.
    func appendLine(_ result: MatchReport.URLResult, to bytes: inout [UInt8])
}
