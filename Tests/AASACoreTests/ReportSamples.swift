@testable import AASACore

/// Reports shared by the formatter tests, including ones whose every string is hostile.
enum ReportSamples {
    /// Text a hostile server could send: CSI colour, OSC title ended by BEL, a one-byte C1 CSI,
    /// a bidi override and isolate, a line break, NUL, DEL, XML and CDATA breakers.
    static let hostile =
        "evil\u{1B}[31mred\u{1B}]0;pwned\u{07}\u{9B}2J\u{202E}moc.elgoog\u{2066}x\u{2069}\n\r\t\0\u{7F}"
        + "<a href='x'>&amp;\"]]></a>\u{FFFE}\u{FEFF}\u{200B}"

    static let redirect = FindingKind.httpRedirect(
        "The server answered 301 with Location https://www.example.com/.", hint: "Serve the file with status 200.")
    static let contentType = FindingKind.httpContentType(
        "Content-Type is text/html.", hint: "Serve it as application/json.")
    static let appMissing = FindingKind.entitlementAppMissing(
        "ABCDE12345.com.example.app is not listed for webcredentials.", hint: "Add it to webcredentials.apps.",
        path: JSONPath.root / "webcredentials" / "apps", position: SourcePosition(line: 3, column: 5),
        entry: "webcredentials:example.com")

    static let passing = DomainReport(
        domain: "good.example", entries: ["applinks:good.example"], status: .pass,
        fetch: FetchSummary(
            url: "https://good.example/.well-known/apple-app-site-association", httpStatus: 200,
            contentType: "application/json", bytes: 512, redirectLocation: nil,
            tls: TLSSummary(verified: true, subject: "CN=good.example", issuer: "CN=Test CA", notAfter: nil),
            durationMs: 84),
        findings: [])

    static let warning = DomainReport(
        domain: "warn.example", entries: ["applinks:warn.example", "webcredentials:warn.example"], status: .warn,
        fetch: FetchSummary(
            url: "https://warn.example/.well-known/apple-app-site-association", httpStatus: 200,
            contentType: "text/html", bytes: 300, redirectLocation: nil,
            tls: TLSSummary(verified: true, subject: nil, issuer: nil, notAfter: "2027-01-31T12:00:00Z"),
            durationMs: 12),
        findings: [contentType])

    /// Nothing was fetched at all: `fetch` is nil.
    static let unreachable = DomainReport(
        domain: "gone.example", entries: [], status: .fail, fetch: nil,
        findings: [FindingKind.netDNS("gone.example does not resolve.", hint: "Add a DNS record.")])

    static let failing = DomainReport(
        domain: "example.com", entries: ["applinks:example.com", "webcredentials:example.com"], status: .fail,
        fetch: FetchSummary(
            url: "https://example.com/.well-known/apple-app-site-association", httpStatus: 301,
            contentType: nil, bytes: 0, redirectLocation: "https://www.example.com/", tls: nil, durationMs: 40),
        findings: [contentType, redirect, appMissing])

    static let verification = VerificationReport(domains: [passing, warning, unreachable, failing])

    /// Every string field of a verification report holds ``hostile``.
    static var hostileVerification: VerificationReport {
        let finding = Finding(
            kind: .httpRedirect, message: hostile, hint: hostile, path: JSONPath.root / hostile / 0,
            position: SourcePosition(line: 1, column: 1), entry: hostile)
        let warning = Finding(kind: .httpContentType, message: hostile, hint: hostile, entry: nil)
        let domain = DomainReport(
            domain: hostile, entries: [hostile, "applinks:" + hostile], status: .fail,
            fetch: FetchSummary(
                url: hostile, httpStatus: 301, contentType: hostile, bytes: 1, redirectLocation: hostile,
                tls: TLSSummary(verified: false, subject: hostile, issuer: hostile, notAfter: hostile),
                durationMs: 1),
            findings: [finding, warning])
        return VerificationReport(tool: ToolInfo(name: "aasa", version: hostile), domains: [domain])
    }

    static var hostileLint: LintReport {
        let finding = Finding(
            kind: .jsonSyntax, message: hostile, hint: hostile, path: JSONPath.root / hostile,
            position: SourcePosition(line: 1, column: 3))
        return LintReport(files: [FileReport(file: hostile, status: .fail, findings: [finding])])
    }

    static var hostileMatch: MatchReport {
        let app = MatchReport.AppResult(
            appID: hostile, verdict: .match, rule: RuleReference(detail: 0, component: 2))
        return MatchReport(results: [MatchReport.URLResult(url: hostile, verdict: .match, apps: [app])])
    }
}
