extension TextReportFormatter {
    /// The lint report, one block per file. `sources` maps a report's `file` to its lines, so that
    /// each `json.syntax` finding can quote its line with a caret under the column; without it
    /// (or without that file) only the line and column are named.
    package func format(_ report: LintReport, sources: [String: JSONSourceLines]?) -> String {
        var lines: [String] = []
        for file in report.files {
            lines.append(style.badge(file.status) + "  " + TerminalText.sanitize(file.file))
            let list = TextFindingList(findings: file.findings, style: style, source: sources?[file.file])
            lines += list.lines(indent: Self.findingIndent)
        }
        let summary = report.summary
        lines.append("")
        lines.append(
            Self.summaryLine(
                count: summary.files, noun: "file", pass: summary.pass, warn: summary.warn,
                fail: summary.fail))
        return lines.joined(separator: "\n") + "\n"
    }
}
