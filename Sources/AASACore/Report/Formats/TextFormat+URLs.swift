extension TextReportFormatter {
    /// The URL expectations after the domains and apps: one line per (URL, platform, app), its
    /// finding beneath it, then a count.
    ///
    ///     PASS  https://shop.example.com/buy/1  iOS, ABCDE12345.com.example.shop: opens, as expected
    ///     FAIL  https://shop.example.com/help  Android, com.example.shop: Android 15+ opens, Android
    ///           12-14 opens, Android 6-11 opens; expected not to open
    ///     N/C   https://www.example.com/x  Android, com.example.shop: not checked
    func urlLines(_ results: [URLReport]) -> [String] {
        let expectations = results.filter { !$0.isAnswer }
        return expectationLines(expectations) + answerLines(results.filter(\.isAnswer))
    }

    private func expectationLines(_ results: [URLReport]) -> [String] {
        guard !results.isEmpty else { return [] }
        var lines = ["", "URL expectations:"]
        for result in results where !(quiet && result.verdict == .pass) {
            lines.append(
                urlBadge(result.verdict) + "  " + TerminalText.sanitize(result.url) + "  "
                    + TerminalText.sanitize(Self.urlAnswer(result)))
            lines += TextFindingList(findings: result.findings, style: style).lines(indent: Self.findingIndent)
        }
        let counts = [URLReport.Verdict.pass, .fail, .notChecked].map { verdict in
            "\(results.count(verdict)) \(verdict.rawValue.replacing("-", with: " "))"
        }
        lines.append("\(results.count) URL result\(results.count == 1 ? "" : "s"): " + counts.joined(separator: ", "))
        return lines
    }

    /// `PASS`, `FAIL`, or `N/C` (not checked) in the badge's width.
    private func urlBadge(_ verdict: URLReport.Verdict) -> String {
        switch verdict {
        case .pass: style.badge(.pass)
        case .fail: style.badge(.fail)
        case .notChecked, .notCovered: style.notCheckedBadge
        // An answer has no badge of pass or fail; its lines are the answers table's.
        case .opens, .someDevices: style.badge(.pass)
        case .doesNotOpen: style.badge(.warn)
        }
    }

    /// `Android, com.example.shop: Android 15+ opens, Android 12-14 unverified; expected to open`.
    static func urlAnswer(_ result: URLReport) -> String {
        let platform = result.platform == .apple ? "iOS" : "Android"
        let who = platform + (result.app.map { ", " + $0 } ?? "") + ": "
        let expected =
            switch result.expected {
            case .opens: "expected to open"
            case .doesNotOpen: "expected not to open"
            case nil: result.verdict.rawValue.replacing("-", with: " ")
            }
        if result.verdict == .notChecked { return who + "not checked; " + expected }
        if let answers = result.answers {
            let said = answers.filter { $0.verdict != .notApplicable }.map {
                "\($0.generation.title) \($0.verdict.rawValue)"
            }
            return who + (said.isEmpty ? "installs on no band" : said.joined(separator: ", ")) + "; " + expected
        }
        let opens = (result.verdict == .pass) == (result.expected == .opens)
        return who + (opens ? "opens" : "does not open") + "; " + expected
    }
}
