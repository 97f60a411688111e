extension TextReportFormatter {
    /// The match report: per URL its verdict, then per app its verdict and the deciding rule.
    ///
    ///     MATCH  https://example.com/shop/42
    ///            ABCDE12345.com.example.shop  match  details[0].components[2]
    ///            FGHIJ67890.com.example.blog  none
    package func format(_ report: MatchReport) -> String {
        let indent = String(repeating: " ", count: Self.verdictWidth + 2)
        var lines: [String] = []
        for result in report.results {
            lines.append(verdictBadge(result.verdict) + "  " + TerminalText.sanitize(result.url))
            let appIDs = result.apps.map { TerminalText.sanitize($0.appID) }
            let appIDWidth = appIDs.map(\.count).max() ?? 0
            for (app, appID) in zip(result.apps, appIDs) {
                var line = indent + appID.padding(to: appIDWidth) + "  "
                if let rule = app.rule {
                    line += verdictWord(app.verdict, padded: true)
                    line += "  " + rule.label
                } else {
                    line += verdictWord(app.verdict, padded: false)
                }
                lines.append(line)
            }
        }
        let count = report.results.count
        let tally = [MatchVerdict.match, .block, .none].map { verdict in
            "\(report.results.count { $0.verdict == verdict }) \(verdict.rawValue)"
        }
        lines.append("")
        lines.append("\(count) URL\(count == 1 ? "" : "s"): " + tally.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    private static let verdictWidth = 5

    /// `MATCH`, `BLOCK` or `NONE ` (padded before colouring, so colour never shifts the columns).
    private func verdictBadge(_ verdict: MatchVerdict) -> String {
        style.paint(verdict.rawValue.uppercased().padding(to: Self.verdictWidth), Self.tint(verdict))
    }

    /// `match`, `block` or `none`, padded to one width when a column follows.
    private func verdictWord(_ verdict: MatchVerdict, padded: Bool) -> String {
        let word = padded ? verdict.rawValue.padding(to: Self.verdictWidth) : verdict.rawValue
        return style.paint(word, Self.tint(verdict))
    }

    private static func tint(_ verdict: MatchVerdict) -> TextStyle.Colour {
        switch verdict {
        case .match: .green
        case .block: .red
        case .none: .yellow
        }
    }
}
