import AASACore

/// `--report FORMAT=PATH`, repeatable: more reports of the same run, each in its own format and
/// file, written as `--output` is (atomically, checked before any work). Standard output keeps
/// `--format`; a JUnit file for CI and a readable log then come from one fetch of the sites.
struct ExtraReports<Format: Sendable> {
    let reports: [(format: Format, path: String)]

    var isEmpty: Bool { reports.isEmpty }

    init(_ arguments: ParsedArguments, among allowed: FormatList<Format>) throws(UsageError) {
        var reports: [(Format, String)] = []
        var paths = Set(arguments.value(.output).map { [$0] } ?? [])
        for written in arguments.all(.report) {
            guard let equals = written.firstIndex(of: "=") else {
                throw UsageError("--report '\(TerminalSafe(written))' is not FORMAT=PATH", showUsage: true)
            }
            let format = try OutputFormats.parse(String(written[..<equals]), among: allowed)
            let path = String(written[written.index(after: equals)...])
            guard !path.isEmpty else { throw UsageError("--report '\(TerminalSafe(written))' names no file") }
            guard paths.insert(path).inserted else {
                throw UsageError("--report names '\(TerminalSafe(path))' twice (or as --output too)")
            }
            try ReportFile.check(path)
            try ReportFile.checkLink(path)
            reports.append((format, path))
        }
        self.reports = reports
    }

    /// Writes each report: `render` makes one format's text.
    /// The reports, written as one set (``ReportFile/write(set:replacingInput:)``).
    func write(_ render: (Format) -> ReportText) throws(UsageError) {
        try ReportFile.write(set: files(render))
    }

    /// Each report with its file, for a caller that writes them with others as one set.
    func files(_ render: (Format) -> ReportText) -> [(text: ReportText, path: String)] {
        reports.map { (render($0.format), $0.path) }
    }
}

/// The options of the reports the commands write: where, how strict, and what beside standard
/// output.
enum ReportOptions {
    static let output = OptionSpec.value(
        .output, "file", help: "Write the report to this file instead of standard output.")
    static let strict = OptionSpec.flag(.strict, help: "Warnings fail too.")
    static let report = OptionSpec.value(
        .report, "format=file", repeatable: true,
        help: "Also write the report in this format to this file (sarif=aasa.sarif, junit=junit.xml).")
    static let sarifRoot = OptionSpec.value(
        .sarifRoot, "dir",
        help: "SARIF: give file paths relative to this directory (the repository's root; default: the working "
            + "directory).")
}
