/// GitHub Actions workflow commands (`::error file=F,line=L,col=C,title=T::message`), which the
/// runner turns into annotations on the pull request's lines. Data is escaped as the runner
/// unescapes it (`%`, CR, LF; in properties also `:` and `,`), so no message, whatever a server or
/// file put in it, can end the command and start another.
package enum GitHubAnnotationFormatter {
    package static func format(_ report: LintReport) -> String {
        report.files.flatMap { file in file.findings.map { line($0, file: file.file, context: nil) } }.joined()
    }

    package static func format(_ report: VerificationReport) -> String {
        report.domains.flatMap { domain in
            domain.findings.map { line($0, file: nil, context: "\(domain.domain) (\(domain.platform.rawValue))") }
        }.joined()
    }

    static func line(_ finding: Finding, file: String?, context: String?) -> String {
        let command =
            switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let position = finding.position {
            properties.append("line=\(position.line)")
            properties.append("col=\(position.column)")
        }
        properties.append("title=" + escapeProperty(finding.id + (context.map { " " + $0 } ?? "")))
        let hint = finding.hint.isEmpty ? "" : " Fix: " + finding.hint
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message + hint))\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D")
            .replacing("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
