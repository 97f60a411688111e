/// Lays out one domain's (or file's) findings for people: worst first, in aligned columns.
///
///     error    http.redirect      The server answered 301 with Location https://www.example.com/.
///                                 fix: Serve the file itself at this URL with status 200.
///
/// Every string that may have come from outside is sanitised here.
struct TextFindingList {
    let findings: [Finding]
    let style: TextStyle
    /// The file's lines, when known, to quote under `json.syntax` findings.
    var source: JSONSourceLines?

    /// The lines, each starting with `indent` and without a line break.
    func lines(indent: String) -> [String] {
        let ordered = findings.worstFirst
        let ids = ordered.map { TerminalText.sanitize($0.id) }
        let idWidth = ids.map(\.count).max() ?? 0
        let continuation = indent + String(repeating: " ", count: TextStyle.severityWidth + 2 + idWidth + 2)
        var lines: [String] = []
        for (finding, id) in zip(ordered, ids) {
            let head = indent + style.severity(finding.severity) + "  " + id.padding(to: idWidth) + "  "
            let accepted = finding.accepted == true ? "(\(Self.accepted(finding))) " : ""
            lines.append(head + accepted + TerminalText.sanitize(finding.message))
            lines += details(of: finding).map { continuation + $0 }
        }
        return lines
    }

    /// `accepted` or `accepted: REASON`, as every format marks an accepted finding.
    package static func accepted(_ finding: Finding) -> String {
        "accepted" + (finding.acceptedReason.map { ": " + TerminalText.sanitize($0) } ?? "")
    }

    /// Where, for which entry, the quoted source, then the fix.
    private func details(of finding: Finding) -> [String] {
        var lines = Self.subject(of: finding)
        if finding.id == FindingKind.jsonSyntax.id, let position = finding.position,
            let text = source?.line(position.line)
        {
            let excerpt = SourceExcerpt(line: text, column: position.column)
            let number = String(position.line)
            lines.append(number + " | " + excerpt.text)
            lines.append(String(repeating: " ", count: number.count) + " | " + excerpt.caret)
        }
        lines.append("fix: " + TerminalText.sanitize(finding.hint))
        return lines
    }

    /// `at $.applinks.details[0], line 3:5`, `entry: applinks:example.com`, `app: ...`: what a
    /// finding is about, each line when it applies. JUnit messages say the same.
    static func subject(of finding: Finding) -> [String] {
        var lines: [String] = []
        if let location = location(of: finding) {
            lines.append("at " + location)
        }
        if let entry = finding.entry {
            lines.append("entry: " + TerminalText.sanitize(entry))
        }
        if let appID = finding.appID {
            lines.append("app: " + TerminalText.sanitize(appID))
        }
        return lines
    }

    /// `$.applinks.details[0], line 3:5` (`App.entitlements, line 10:9` for a repository file
    /// of its own), any part alone, or nil when the finding has none.
    static func location(of finding: Finding) -> String? {
        var parts: [String] = []
        if let file = finding.file {
            parts.append(TerminalText.sanitize(file))
        }
        if let path = finding.path {
            parts.append(TerminalText.sanitize(path.description))
        }
        if let position = finding.position {
            parts.append("line \(position.line):\(position.column)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
