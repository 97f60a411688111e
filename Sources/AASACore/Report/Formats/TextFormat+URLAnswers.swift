extension TextReportFormatter {
    /// `verify --urls`: a row per URL with iOS's answer and each Android band's, the findings
    /// of a row (a change against the baseline, why it was not checked) beneath it, then counts.
    ///
    ///     URL                            iOS    Android 15+  Android 12-14  Android 6-11
    ///     https://shop.example.com/buy   opens  opens        opens          unverified
    ///     4 URLs: 1 open on both, 1 Apple only, 0 Android only, 1 neither, 1 not checked
    func answerLines(_ results: [URLReport]) -> [String] {
        guard !results.isEmpty else { return [] }
        let rows = URLAnswerRow.rows(results)
        let urlWidth = min(rows.map { TerminalText.sanitize($0.url).count }.max() ?? 3, 72)
        let header = ["iOS"] + AndroidBand.linkRules.map(\.title)
        let widths = header.map { max($0.count, 13) }
        func line(_ url: String, _ cells: [String]) -> String {
            let padded = url.padded(to: urlWidth)
            let shown = zip(cells, widths).map { cell, width in cell.padded(to: width) }
            return (padded + "  " + shown.joined(separator: "  ")).trimmingSuffix(while: \.isWhitespace)
        }
        var lines = ["", "URLs:", line("URL", header)]
        for row in rows {
            lines.append(line(TerminalText.sanitize(row.url), row.cells))
            lines += row.notes.map { Self.findingIndent + "note: " + TerminalText.sanitize($0) }
            lines += TextFindingList(findings: row.findings, style: style).lines(indent: Self.findingIndent)
        }
        let tally = URLAnswerRow.Tally(rows)
        lines.append("\(rows.count) URL\(rows.count == 1 ? "" : "s"): " + tally.description)
        for (host, hostTally) in URLAnswerRow.Tally.byHost(rows) where rows.count > 1 {
            lines.append("  " + TerminalText.sanitize(host) + ": " + hostTally.nonZero)
        }
        return lines
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
