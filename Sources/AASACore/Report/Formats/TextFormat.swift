/// `--format text`: for people, coloured on a terminal. A CI log holds it too, so no line of it
/// reads as a runner's command (``RunnerCommands``).
package struct TextFormat: VerificationFormat, LintFormat, MatchFormat, CoverageFormat {
    package let name = "text"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        RunnerCommands.neutralized(
            TextReportFormatter(colour: options.colour, strict: options.strict, quiet: options.quiet).format(report))
    }

    package func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        RunnerCommands.neutralized(TextReportFormatter(colour: options.colour).format(report, sources: sources))
    }

    package func render(_ report: MatchReport, options: RenderOptions) -> String {
        RunnerCommands.neutralized(TextReportFormatter(colour: options.colour).format(report))
    }

    package func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        RunnerCommands.neutralized(TextReportFormatter(colour: options.colour).format(coverage))
    }
}

/// Reports for people: one line per domain (or file, or URL), its findings indented beneath it,
/// then a summary line.
///
///     FAIL  example.com  HTTP 301, 0 bytes, 84 ms, redirect to https://www.example.com/...
///           error    http.redirect  The server answered 301 with Location https://www.example.com/...
///                                   fix: Serve the file itself at this URL with status 200.
///     PASS  example.org  HTTP 200, 512 bytes, 31 ms, TLS verified, expires 2027-01-31T12:00:00Z
///
///     2 domains: 1 pass, 0 warn, 1 fail
///
/// A pure function of the report. Everything that came from a server, a file or the command line
/// is sanitised; colour codes appear only when `colour` is on.
package struct TextReportFormatter: Sendable {
    let style: TextStyle
    /// `--strict`, for each app's own verdict.
    let strict: Bool
    /// `--quiet`: passing domains are counted in the summary, not listed.
    let quiet: Bool

    package init(colour: Bool, strict: Bool = false, quiet: Bool = false) {
        style = TextStyle(colour: colour)
        self.strict = strict
        self.quiet = quiet
    }

    /// Findings sit under the domain name: indented by the badge's width and its gap.
    static let findingIndent = String(repeating: " ", count: 6)

    package func format(_ report: VerificationReport) -> String {
        var lines: [String] = []
        for domain in Self.groupedByHost(report.domains)
        where !(quiet && domain.status == .pass && domain.notCheckedBy == nil) {
            // A host the run did not check is neither a pass nor a failure.
            let badge = domain.notCheckedBy == nil ? style.badge(domain.status) : style.notCheckedBadge
            var head = badge + "  " + TerminalText.sanitize(ReportKey(domain).description)
            head += "  " + Self.fetchSummary(domain.fetch)
            lines.append(head)
            if let apps = appsLine(domain) { lines.append(Self.findingIndent + apps) }
            if let readers = Self.readersLine(domain.readers) { lines.append(Self.findingIndent + readers) }
            // A fleet report is read for what is wrong: info findings (minimum OS, catch-all
            // rules) are counted here and listed by `--format json` and by `aasa lint`.
            let shown = domain.findings.filter { $0.severity != .info }
            lines += TextFindingList(findings: shown, style: style).lines(indent: Self.findingIndent)
            let notes = domain.findings.count - shown.count
            if notes > 0 {
                lines.append(
                    Self.findingIndent + "(\(notes) info finding\(notes == 1 ? "" : "s"); --format json lists them)")
            }
        }
        let summary = report.summary
        lines.append("")
        lines.append(
            Self.summaryLine(
                count: summary.domains, noun: "domain", pass: summary.pass, warn: summary.warn,
                fail: summary.fail) + (summary.notChecked > 0 ? ", \(summary.notChecked) not checked" : ""))
        lines += appSummaryLines(report.domains)
        lines += androidAppLines(report.androidApps ?? [])
        lines += urlLines(report.urls ?? [])
        return lines.joined(separator: "\n") + "\n"
    }

    /// Per Android app read from a file: what was read, its Android 12+ and 6-11 verdicts, then
    /// the findings about its manifest.
    ///
    ///     WARN  dev.example.shop  app-release.apk, targets API 34, signed by 14:6D:...:E5 (v3)
    ///           Android 12+: 1 of 2 hosts verified; Android 6-11: not verified, because www.example.com fails
    func androidAppLines(_ apps: [AndroidAppReport]) -> [String] {
        var lines: [String] = []
        for app in apps {
            var read = [TerminalText.sanitize(app.source)]
            if let target = app.targetSdkVersion { read.append("targets API \(target)") }
            for certificate in app.certificates {
                let role =
                    switch certificate.role {
                    case .signer: "signed by"
                    case .pastSigner: "rotated from"
                    case .upload: "uploaded with"
                    }
                read.append("\(role) \(certificate.fingerprint.text) (\(certificate.scheme))")
            }
            lines.append("")
            lines.append(
                style.badge(app.status) + "  " + TerminalText.sanitize(app.packageName) + "  "
                    + read.joined(separator: ", "))
            lines.append(Self.findingIndent + TerminalText.sanitize(app.verdictLine))
            lines += TextFindingList(findings: app.findings, style: style).lines(indent: Self.findingIndent)
        }
        return lines
    }

    /// Each reader's verdict when they differ, readers that agree on one line's part (`readers:
    /// Android 12+ fail (...); Android 9-11, Android 6-8, Google's API pass (...)`); nothing when
    /// all of them agree.
    static func readersLine(_ readers: [ReaderVerdict]?) -> String? {
        guard let readers, Set(readers.map(\.status)).count > 1 else { return nil }
        var groups: [(labels: [String], status: Status, reason: String?)] = []
        for verdict in readers {
            if let index = groups.firstIndex(where: { $0.status == verdict.status && $0.reason == verdict.reason }) {
                groups[index].labels.append(verdict.reader.label)
            } else {
                groups.append(([verdict.reader.label], verdict.status, verdict.reason))
            }
        }
        return "readers: "
            + groups.map { group in
                group.labels.joined(separator: ", ") + " " + group.status.rawValue
                    + (group.reason.map { " (\(TerminalText.sanitize($0)))" } ?? "")
            }.joined(separator: "; ")
    }

    /// `for: ABCDE12345.com.example.app` or, with several apps, each with its own verdict:
    /// `for: ABCDE12345.com.example.app pass, ZZZZZ99999.com.other.app fail`.
    func appsLine(_ domain: DomainReport) -> String? {
        let verdicts = domain.labelledAppVerdicts(strict: strict)
        guard !verdicts.isEmpty else { return nil }
        let apps = verdicts.map { verdict in
            TerminalText.sanitize(verdict.app) + (verdicts.count > 1 ? " " + verdict.status.rawValue : "")
        }
        return "for: " + apps.joined(separator: ", ")
    }

    /// One line per app after the summary: how its domains fared, by its own verdicts.
    func appSummaryLines(_ domains: [DomainReport]) -> [String] {
        AppSummary.of(domains, strict: strict).map { app in
            let summary = app.counts
            return TerminalText.sanitize(app.app) + ": "
                + Self.summaryLine(
                    count: summary.domains, noun: "domain", pass: summary.pass, warn: summary.warn, fail: summary.fail)
        }
    }

    /// The reports in their order, except that a host's reports for other platforms follow its
    /// first: a host's Apple and Android files are read together.
    static func groupedByHost(_ domains: [DomainReport]) -> [DomainReport] {
        var groups: [[DomainReport]] = []
        var groupOfHost: [String: Int] = [:]
        for domain in domains {
            if let index = groupOfHost[domain.domain], domain.fetch != nil {
                groups[index].append(domain)
            } else {
                groupOfHost[domain.domain] = groups.count
                groups.append([domain])
            }
        }
        return groups.flatMap { $0 }
    }

    /// `HTTP 200, 512 bytes, 84 ms, TLS verified, expires 2027-01-31T12:00:00Z`.
    static func fetchSummary(_ fetch: FetchSummary?) -> String {
        guard let fetch else { return "not fetched" }
        var parts = [fetch.httpStatus.map { "HTTP \($0)" } ?? "no HTTP answer"]
        parts.append(fetch.bytes == 1 ? "1 byte" : "\(fetch.bytes) bytes")
        parts.append("\(fetch.durationMs) ms")
        if fetch.attempts > 1 {
            parts.append(
                "after \(fetch.attempts) attempts, \(DecimalSeconds.text(milliseconds: fetch.totalMs)) s in all")
        }
        if let location = fetch.redirectLocation {
            parts.append("redirect to " + TerminalText.sanitize(location))
        }
        if let tls = fetch.tls {
            var text = tls.verified ? "TLS verified" : "TLS not verified"
            if let notAfter = tls.notAfter {
                text += ", expires " + TerminalText.sanitize(notAfter)
            }
            parts.append(text)
        }
        return parts.joined(separator: ", ")
    }

    /// `3 domains: 1 pass, 1 warn, 1 fail`.
    static func summaryLine(count: Int, noun: String, pass: Int, warn: Int, fail: Int) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s"): \(pass) pass, \(warn) warn, \(fail) fail"
    }
}
