/// One `<testcase>` of a JUnit report and the findings that decide it.
struct JUnitTestCase: Sendable, Hashable {
    var className: String
    var name: String
    var findings: [Finding]
    /// Milliseconds the case took (the domain's fetch), when known.
    var milliseconds: Int?

    func fails(strict: Bool) -> Bool {
        Status(findings: findings, strict: strict) == .fail
    }

    func xml(strict: Bool, indent: String) -> String {
        var open = "\(indent)<testcase classname=\"\(Self.attribute(className))\" name=\"\(Self.attribute(name))\""
        if let milliseconds { open += " time=\"\(DecimalSeconds.text(milliseconds: milliseconds))\"" }
        guard !findings.isEmpty else { return open + "/>" }
        let body = XMLText.content(findings.worstFirst.map(Self.describe).joined(separator: "\n"))
        let child: String
        // When the case fails, its worst finding is one that makes it fail: name that one.
        if fails(strict: strict), let first = findings.worstFirst.first {
            let message = Self.attribute(first.message)
            let type = Self.attribute(first.id)
            child = "<failure message=\"\(message)\" type=\"\(type)\">\(body)</failure>"
        } else {
            child = "<system-out>\(body)</system-out>"
        }
        return open + ">\n\(indent)  \(child)\n\(indent)</testcase>"
    }

    /// `error http.redirect: message`, then indented location, entry and fix lines (unescaped).
    static func describe(_ finding: Finding) -> String {
        var lines = [
            "\(finding.severity.rawValue) \(TerminalText.sanitize(finding.id)): "
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
