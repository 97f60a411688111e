import FoundationEssentials

/// `--format html`: one self-contained page for people (`--report html=PATH` beside a CI format).
package struct HTMLFormat: VerificationFormat {
    package let name = "html"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        HTMLReportFormatter(strict: options.strict).format(report)
    }
}

/// `--format html`: one self-contained page a person reads at a glance: the run's summary, what
/// changed since `--baseline`, each app, then each host with its Apple and Android reports side
/// by side (status, fetch, certificate, findings with their fixes).
///
/// Nothing is loaded from elsewhere and nothing runs: the only style is the page's own style
/// element, and a Content Security Policy (`default-src 'none'`, that one style allowed by its
/// SHA-256) forbids scripts, fonts, images, requests and any other style even if markup got in.
/// It cannot: every text a server or an app file sent goes through ``escaped(_:)``.
package struct HTMLReportFormatter: Sendable {
    package var strict: Bool

    package init(strict: Bool) {
        self.strict = strict
    }

    package func format(_ report: VerificationReport) -> String {
        let summary = report.summary
        var page = [
            "<!doctype html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>aasa: \(summary.domains) domains, \(summary.fail) fail</title>",
            "<style>\(Self.style)</style></head><body>",
            "<header><h1>aasa verify</h1>",
            "<p class=\"summary\">" + Self.badge(summary.fail > 0 ? .fail : summary.warn > 0 ? .warn : .pass)
                + " \(summary.domains) domain\(summary.domains == 1 ? "" : "s"): \(summary.pass) pass, "
                + "\(summary.warn) warn, \(summary.fail) fail"
                + (summary.notChecked > 0 ? ", \(summary.notChecked) not checked" : "") + "</p>",
            "<p class=\"run\">" + Self.escaped(Self.runLine(report)) + "</p></header>",
        ]
        page += changes(report.domains)
        page += apps(report)
        page += hosts(report.domains)
        page += urls(report.urls ?? [])
        page.append("</body></html>")
        return page.joined(separator: "\n") + "\n"
    }

    /// `aasa 0.1.0, started 2026-11-26T07:00:00Z, strict`.
    static func runLine(_ report: VerificationReport) -> String {
        var parts = ["aasa \(report.tool.version)"]
        if let run = report.run {
            parts.append("started \(run.startedAt)")
            if run.strict { parts.append("strict") }
            if run.shard != "1/1" { parts.append("shard \(run.shard)") }
        }
        return parts.joined(separator: ", ")
    }

    /// What `--baseline` found changed (the `change.*` findings), first, since they are why an
    /// audit is read.
    private func changes(_ domains: [DomainReport]) -> [String] {
        let changed = domains.flatMap { domain in
            domain.findings.filter { $0.id.hasPrefix("change.") }.map { (domain, $0) }
        }
        guard !changed.isEmpty else { return [] }
        var lines = ["<section id=\"changes\"><h2>Changed since the baseline</h2><ul class=\"findings\">"]
        for (domain, finding) in changed {
            lines.append(
                "<li class=\"\(finding.severity.rawValue)\"><b>" + Self.escaped(ReportKey(domain).description)
                    + "</b> " + Self.findingBody(finding) + "</li>")
        }
        lines.append("</ul></section>")
        return lines
    }

    /// Each app the hosts were checked for, with how its hosts fared, and each Android app read
    /// from a file with its verdict per generation and its own findings.
    private func apps(_ report: VerificationReport) -> [String] {
        let summaries = AppSummary.of(report.domains, strict: strict)
        let files = report.androidApps ?? []
        guard !summaries.isEmpty || !files.isEmpty else { return [] }
        var lines = [
            "<section id=\"apps\"><h2>Apps</h2><table><thead><tr><th>App</th><th>Platform</th>",
            "<th>Hosts</th><th>Status</th></tr></thead><tbody>",
        ]
        for app in summaries {
            let counts = app.counts
            lines.append(
                "<tr><td>" + Self.escaped(app.app)
                    + "</td><td>\(app.platform == .android ? "Android" : "Apple")</td><td>"
                    + "\(counts.domains) hosts: \(counts.pass) pass, \(counts.warn) warn, \(counts.fail) fail"
                    + "</td><td>" + Self.badge(app.worst) + "</td></tr>")
        }
        lines.append("</tbody></table>")
        for app in files {
            lines.append(
                "<article class=\"app\"><h3>" + Self.badge(app.status) + " " + Self.escaped(app.packageName)
                    + " <small>" + Self.escaped(app.source) + "</small></h3>")
            lines.append("<p>" + Self.escaped(app.verdictLine) + "</p>")
            lines += Self.findingList(app.findings)
            lines.append("</article>")
        }
        lines.append("</section>")
        return lines
    }

    /// A row per host: its Apple report beside its Android report.
    private func hosts(_ domains: [DomainReport]) -> [String] {
        var order: [String] = []
        var byHost: [String: [Platform: DomainReport]] = [:]
        var unfetched: [DomainReport] = []
        for domain in domains {
            guard domain.fetch != nil else {
                unfetched.append(domain)
                continue
            }
            if byHost[domain.domain] == nil { order.append(domain.domain) }
            byHost[domain.domain, default: [:]][domain.platform] = domain
        }
        var lines = [
            "<section id=\"hosts\"><h2>Hosts</h2><table class=\"hosts\"><thead><tr><th>Host</th><th>Apple</th>"
                + "<th>Android</th></tr></thead><tbody>"
        ]
        for host in order {
            let reports = byHost[host] ?? [:]
            lines.append("<tr><th scope=\"row\">" + Self.escaped(host) + "</th>")
            for platform in Platform.allCases {
                lines.append(
                    "<td>" + (reports[platform].map(cell) ?? "<span class=\"none\">not checked</span>") + "</td>")
            }
            lines.append("</tr>")
        }
        for domain in unfetched {
            lines.append(
                "<tr><th scope=\"row\">" + Self.escaped(ReportKey(domain).description) + "</th><td colspan=\"2\">"
                    + cell(domain) + "</td></tr>")
        }
        lines.append("</tbody></table></section>")
        return lines
    }

    /// One host's report for one platform.
    private func cell(_ domain: DomainReport) -> String {
        var parts = [
            Self.badge(domain.status) + " <span class=\"fetch\">"
                + Self.escaped(TextReportFormatter.fetchSummary(domain.fetch)) + "</span>"
        ]
        if let tls = domain.fetch?.tls {
            let names = [tls.subject.map { "subject " + $0 }, tls.issuer.map { "issuer " + $0 }].compactMap { $0 }
            parts.append(
                "<div class=\"cert\">certificate " + (tls.verified ? "verified" : "not verified")
                    + (names.isEmpty ? "" : ", " + Self.escaped(names.joined(separator: ", "))) + "</div>")
        }
        let verdicts = domain.labelledAppVerdicts(strict: strict)
        if !verdicts.isEmpty {
            parts.append(
                "<div class=\"for\">for "
                    + verdicts.map { Self.escaped($0.app) + " " + $0.status.rawValue }
                    .joined(separator: ", ") + "</div>")
        }
        if let readers = TextReportFormatter.readersLine(domain.readers) {
            parts.append("<div class=\"readers\">" + Self.escaped(readers) + "</div>")
        }
        return parts.joined() + Self.findingList(domain.findings).joined()
    }

    /// The URL expectations, then the answers of `--urls`.
    private func urls(_ results: [URLReport]) -> [String] {
        expectations(results.filter { !$0.isAnswer }) + answers(results.filter(\.isAnswer))
    }

    /// A row per URL of `--urls`: iOS's answer and each Android band's, with the row's findings
    /// (a change against the baseline, why it was not checked), then the counts.
    private func answers(_ results: [URLReport]) -> [String] {
        guard !results.isEmpty else { return [] }
        let rows = URLAnswerRow.rows(results)
        let header = (["URL", "iOS"] + AndroidBand.linkRules.map(\.title)).map { "<th>\(Self.escaped($0))</th>" }
        var lines = [
            "<section id=\"url-answers\"><h2>URLs</h2><p>"
                + Self.escaped("\(rows.count) URLs: \(URLAnswerRow.Tally(rows))")
                + "</p><table><thead><tr>" + header.joined() + "</tr></thead><tbody>"
        ]
        for row in rows {
            let cells = row.cells.map { "<td>" + Self.escaped($0) + "</td>" }.joined()
            lines.append(
                "<tr><td>" + Self.escaped(row.url) + row.notes.map { "<p>" + Self.escaped($0) + "</p>" }.joined()
                    + Self.findingList(row.findings).joined() + "</td>" + cells + "</tr>"
            )
        }
        lines.append("</tbody></table></section>")
        return lines
    }

    /// A row per URL expectation: its answer and, when it fails or was not checked, why.
    private func expectations(_ results: [URLReport]) -> [String] {
        guard !results.isEmpty else { return [] }
        var lines = [
            "<section id=\"urls\"><h2>URL expectations</h2><table><thead><tr><th>URL</th><th>Answer</th>"
                + "<th>Verdict</th></tr></thead><tbody>"
        ]
        for result in results {
            let verdict =
                "<span class=\"badge \(result.verdict == .notChecked ? "warn" : result.verdict.rawValue)\">"
                + result.verdict.rawValue.uppercased() + "</span>"
            lines.append(
                "<tr><td>" + Self.escaped(result.url) + "</td><td>"
                    + Self.escaped(TextReportFormatter.urlAnswer(result))
                    + Self.findingList(result.findings).joined()
                    + "</td><td>" + verdict
                    + "</td></tr>")
        }
        lines.append("</tbody></table></section>")
        return lines
    }

    private static func findingList(_ findings: [Finding]) -> [String] {
        guard !findings.isEmpty else { return [] }
        return ["<ul class=\"findings\">"]
            + findings.worstFirst.map { "<li class=\"\($0.severity.rawValue)\">" + findingBody($0) + "</li>" }
            + ["</ul>"]
    }

    /// `error http.redirect` message, where, fix.
    private static func findingBody(_ finding: Finding) -> String {
        var body =
            "<span class=\"sev\">\(finding.severity.rawValue)</span> <code>" + escaped(finding.id) + "</code>"
            + (finding.accepted == true
                ? " <span class=\"accepted\">" + escaped(TextFindingList.accepted(finding)) + "</span>" : "") + " "
            + escaped(finding.message)
        let subject = TextFindingList.subject(of: finding)
        if !subject.isEmpty { body += "<div class=\"where\">" + escaped(subject.joined(separator: "; ")) + "</div>" }
        if !finding.hint.isEmpty { body += "<div class=\"fix\">fix: " + escaped(finding.hint) + "</div>" }
        return body
    }

    private static func badge(_ status: Status) -> String {
        "<span class=\"badge \(status.rawValue)\">\(status.rawValue.uppercased())</span>"
    }

    /// Text as HTML content or a quoted attribute value: markup characters become references,
    /// and controls and bidi overrides visible escapes, so no text can open a tag or reorder a line.
    static func escaped(_ text: String) -> String {
        XMLText.content(TerminalText.sanitize(text))
    }

    /// CSP Level 2's hash source: browsers apply a style element whose text has this digest.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'sha256-\(Data(SHA256Digest.digest(Array(style.utf8))).base64EncodedString())'"

    static let style = """
        body{font:14px/1.45 system-ui,sans-serif;margin:1.5em;color:#1b1b1b}
        h1{font-size:1.4em;margin:0}h2{font-size:1.15em;margin-top:1.6em}h3{font-size:1em}
        table{border-collapse:collapse;width:100%;table-layout:fixed}th,td{border:1px solid #ccc;padding:.4em;vertical-align:top;text-align:left;overflow-wrap:anywhere}
        p,li,h3{overflow-wrap:anywhere}
        table.hosts th:first-child{width:16%}code{font:12px ui-monospace,monospace}small{color:#555;font-weight:normal}
        .badge{display:inline-block;min-width:3em;text-align:center;border-radius:3px;font-weight:600;color:#fff;padding:0 .3em}
        .badge.pass{background:#2e7d32}.badge.warn{background:#b26a00}.badge.fail{background:#c62828}
        ul.findings{margin:.4em 0;padding-left:1.2em}li.error .sev{color:#c62828}li.warning .sev{color:#b26a00}
        li.info .sev{color:#555}.fix{color:#1a4f8b}.where,.cert,.fetch,.for,.readers,.run{color:#444;font-size:.92em}
        .accepted{background:#eee;border-radius:3px;padding:0 .3em}.none{color:#888}
        """
}
