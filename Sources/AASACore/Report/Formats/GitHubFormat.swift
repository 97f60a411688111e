/// `--format github`: GitHub Actions workflow commands, one annotation per finding.
package struct GitHubFormat: VerificationFormat, LintFormat {
    package let name = "github"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        // Files where SARIF places them.
        GitHubAnnotationFormatter.format(report, paths: options.paths)
    }

    package func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        GitHubAnnotationFormatter.format(report)
    }
}

/// GitHub Actions workflow commands (`::error file=F,line=L,col=C,title=T::message`), which the
/// runner turns into annotations on the pull request's lines. Data is escaped as the runner
/// unescapes it (`%`, CR, LF; in properties also `:` and `,`), so no message, whatever a server or
/// file put in it, can end the command and start another.
package enum GitHubAnnotationFormatter {
    package static func format(_ report: LintReport) -> String {
        report.files.flatMap { file in file.findings.map { line($0, file: file.file, context: nil) } }.joined()
    }

    package static func format(_ report: VerificationReport, paths: SARIFReportFormatter.Paths) -> String {
        let domains = report.domains.flatMap { domain in
            // A served file's findings land on its repository copy (`--site-root`), as in SARIF;
            // without one they have no file, only their line in the served file's text.
            let (uri, isCopy) = paths.location(of: domain)
            let file = isCopy && !uri.hasPrefix("file://") ? uri : nil
            return domain.findings.map { finding in
                // An entry's finding lands on its line of the repository file it is written in.
                let file = finding.file.map(paths.annotated) ?? file
                return line(
                    finding, file: file, context: "\(domain.domain) (\(domain.platform.rawValue))",
                    position: file != nil)
            }
        }
        // An app read from a file has findings of its own (its filters, its hosts, links-fail),
        // placed at the file as SARIF places them.
        let apps = (report.androidApps ?? []).flatMap { app in
            app.findings.map { line($0, file: paths.annotated($0.file ?? app.source), context: app.packageName) }
        }
        let urls = (report.urls ?? []).flatMap { url in
            url.findings.map { line($0, file: nil, context: "\(url.url) (\(url.platform.rawValue))") }
        }
        return (domains + apps + urls).joined()
    }

    /// `position`: whether the finding's line and column are in `file` (a served file's are in
    /// the served text, which has no file of its own unless the repository holds a copy).
    static func line(_ finding: Finding, file: String?, context: String?, position: Bool = true) -> String {
        // An accepted finding is a notice: never an error or warning on the pull request.
        let command =
            switch finding.severity {
            case _ where finding.accepted == true: "notice"
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if position, let position = finding.position {
            properties.append("line=\(position.line)")
            properties.append("col=\(position.column)")
        }
        properties.append("title=" + escapeProperty(finding.id + (context.map { " " + $0 } ?? "")))
        let hint = finding.hint.isEmpty ? "" : " Fix: " + finding.hint
        let accepted = finding.accepted == true ? "(\(TextFindingList.accepted(finding))) " : ""
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(accepted + finding.message + hint))\n"
    }

    /// The runner unescapes `%25`, `%0D` and `%0A` in data. Escaped scalar by scalar, never by
    /// `Character`: CR LF is one Character, as is `:` after a prepended concatenation mark
    /// (U+0600), and `String.replacing` would pass either whole. Other controls and invisible
    /// characters are written visible (`\u{1B}`), and `##[` made inert (``RunnerCommands``).
    static func escapeData(_ text: String) -> String {
        escape(text, extra: [])
    }

    /// In properties the runner also unescapes `%3A` and `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":", ","])
    }

    private static func escape(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
                result += "%" + HexText.of([UInt8(scalar.value)], uppercase: true)
            } else if TerminalText.needsEscape(scalar) {
                result += TerminalText.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        // One line now, which the runner would still read `##[` in.
        return RunnerCommands.neutralized(result)
    }
}
