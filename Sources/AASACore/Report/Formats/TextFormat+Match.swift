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
            lines.append(
                verdictBadge(result.verdict) + "  " + TerminalText.sanitize(result.url)
                    + (result.platform == .android ? "  (Android)" : ""))
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
                for answer in app.android ?? [] { lines.append(indent + "  " + androidLine(answer)) }
            }
        }
        if let device = report.device {
            lines.append("")
            lines.append("The phone (--device-state):")
            lines += TextFindingList(findings: device, style: style).lines(indent: "  ")
        }
        // URLs, not URL x platform: a URL answered on both platforms is one.
        let verdicts = report.urlVerdicts
        let count = verdicts.count
        var tally = [MatchVerdict.match, .block, .none].map { verdict in
            "\(verdicts.count { $0 == .checked(verdict) }) \(verdict.rawValue)"
        }
        let notChecked = verdicts.count { $0 == .notChecked }
        if notChecked > 0 { tally.append("\(notChecked) not checked") }
        lines.append("")
        lines.append("\(count) URL\(count == 1 ? "" : "s"): " + tally.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    private static let verdictWidth = 5

    /// `Android 12-14  opens       .LinkActivity (filter 0) host apkshop.example pathPrefix="/p"`,
    /// then why, when the answer is not a plain yes.
    private func androidLine(_ answer: AndroidLinkAnswer) -> String {
        let word = answer.verdict.rawValue.padding(to: 14)
        let tint: TextStyle.Colour =
            switch answer.verdict {
            case .opens, .accepted, .granted: .green
            case .excluded, .unverified, .notInstalled: .red
            case .noFilter, .unchecked, .notApplicable: .yellow
            }
        var line = answer.generation.title.padding(to: 14) + "  " + style.paint(word, tint)
        var places: [String] = []
        if let activity = answer.activity { places.append(activity + (answer.filter.map { " (filter \($0))" } ?? "")) }
        if let host = answer.host { places.append("host " + host) }
        if let path = answer.path { places.append(path) }
        if let rule = answer.dynamicRule { places.append(rule) }
        if !places.isEmpty { line += "  " + TerminalText.sanitize(places.joined(separator: " ")) }
        if let reason = answer.reason, answer.verdict != .accepted {
            line += "  " + TerminalText.sanitize("(\(reason))")
        }
        if let note = answer.note { line += "  " + TerminalText.sanitize("(note: \(note))") }
        return line
    }

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
