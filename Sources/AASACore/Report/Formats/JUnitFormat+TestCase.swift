/// What fails a case, as the run's exit status counts it: an error; a warning under `--strict`;
/// under `--fail-on-change`, a change that can break links. An accepted finding never does.
struct FailureRule: Sendable {
    var strict: Bool
    var failOnChange = false

    func fails(_ finding: Finding) -> Bool {
        finding.accepted != true
            && (finding.severity == .error || (strict && finding.severity == .warning)
                || (failOnChange && FindingKind.isBreakingChange(finding.id)))
    }
}

/// One `<testcase>` of a JUnit report and the findings that decide it.
struct JUnitTestCase: Sendable, Hashable {
    var className: String
    var name: String
    var findings: [Finding]
    /// Milliseconds the case took (the domain's fetch), when known.
    var milliseconds: Int?
    /// The app the case is about, when it is one entry's case for one app.
    var app: String? = nil
    /// A line shown before the findings (an Android app's verdict per generation).
    var summary: String? = nil
    /// Why the case was not checked (a URL expectation the run could not judge): a `<skipped>`
    /// case, never a failure and never a pass.
    var skipped: String? = nil

    /// The findings that fail the case, worst first: none for a skipped case.
    func failing(_ rule: FailureRule) -> [Finding] {
        skipped == nil ? findings.worstFirst.filter(rule.fails) : []
    }

    func fails(_ rule: FailureRule) -> Bool { !failing(rule).isEmpty }

    func xml(_ rule: FailureRule, indent: String) -> String {
        var open = "\(indent)<testcase classname=\"\(Self.attribute(className))\" name=\"\(Self.attribute(name))\""
        // Every case has a time: Jenkins and GitLab chart it, and a missing one reads as unknown.
        open += " time=\"\(DecimalSeconds.text(milliseconds: milliseconds ?? 0))\""
        guard !findings.isEmpty || summary != nil || skipped != nil else { return open + "/>" }
        let lines = (summary.map { [TerminalText.sanitize($0)] } ?? []) + findings.worstFirst.map(Self.describe)
        let body = XMLText.content(lines.joined(separator: "\n"))
        if let skipped {
            return open + ">\n\(indent)  <skipped message=\"\(Self.attribute(skipped))\"/>\n"
                + "\(indent)  <system-out>\(body)</system-out>\n\(indent)</testcase>"
        }
        let child: String
        // A failing case's message names every finding that fails it, by id; its type the worst.
        let failing = failing(rule)
        if let first = failing.first {
            var ids: [String] = []
            for id in failing.map(\.id) where !ids.contains(id) { ids.append(id) }
            let message = Self.attribute(
                "\(failing.count) finding\(failing.count == 1 ? "" : "s") fail\(failing.count == 1 ? "s" : "") it: "
                    + ids.joined(separator: ", "))
            let type = Self.attribute(first.id)
            child = "<failure message=\"\(message)\" type=\"\(type)\">\(body)</failure>"
        } else {
            child = "<system-out>\(body)</system-out>"
        }
        return open + ">\n\(indent)  \(child)\n\(indent)</testcase>"
    }

    /// `error http.redirect: message`, then indented location, entry and fix lines (unescaped).
    static func describe(_ finding: Finding) -> String {
        let accepted = finding.accepted == true ? "(\(TextFindingList.accepted(finding))) " : ""
        var lines = [
            "\(finding.severity.rawValue) \(TerminalText.sanitize(finding.id)): " + accepted
                + TerminalText.sanitize(finding.message)
        ]
        lines += TextFindingList.subject(of: finding).map { "  " + $0 }
        lines.append("  fix: " + TerminalText.sanitize(finding.hint))
        return lines.joined(separator: "\n")
    }

    private static func attribute(_ text: String) -> String {
        XMLText.attribute(TerminalText.sanitize(text))
    }
}
