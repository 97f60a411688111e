import AASACore
import AASAFetch

/// Apple's rules for a host: the well-known file (131,072 bytes, no redirects), the legacy
/// location when that is not served, AASA-Bot's answer after a 200, and with `--cdn` Apple's CDN
/// copy beside them; then transport, the file's own checks and each entry against the app IDs
/// that claim it.
struct AppleRules: HostRules {
    var settings: VerificationSettings

    static let wellKnownPath = Platform.apple.wellKnownPath
    static let legacyPath = "/apple-app-site-association"

    func alongside(_ group: DomainGroup) -> [ProbeRequest] {
        guard settings.cdn else { return [] }
        return [ProbeRequest(role: .cdn, request: request(CDNClassifier.url(for: group.fetchHost)))]
    }

    func next(after fetches: [RecordedFetch], group: DomainGroup, context: HostContext) -> ProbeRequest? {
        let host = group.fetchHost
        guard let wellKnown = fetches.first(.wellKnown) else {
            return ProbeRequest(role: .wellKnown, request: request("https://\(host)\(Self.wellKnownPath)"))
        }
        if fetches.first(.legacy) == nil,
            TransportClassifier.classify(wellKnown.record, host: host).shouldTryLegacyLocation
        {
            return ProbeRequest(role: .legacy, request: request("https://\(host)\(Self.legacyPath)"))
        }
        // One more request per working domain finds a site that turns Apple's crawler away.
        if fetches.first(.crawler) == nil, wellKnown.record.httpStatus == 200, wellKnown.record.curlCode == 0 {
            var crawler = request(wellKnown.record.url)
            crawler.userAgent = UserAgentComparison.crawlerUserAgent
            // The host's last request, unless its Android file follows: otherwise nothing reuses it.
            crawler.closesConnection = !context.keepsConnection
            return ProbeRequest(role: .crawler, request: crawler)
        }
        return nil
    }

    func judge(_ fetches: [RecordedFetch], group: DomainGroup, entryFindings: [Finding], context: HostContext)
        -> DomainOutcome
    {
        let host = group.fetchHost
        let attempted = fetches.required(.wellKnown, url: "https://\(host)\(Self.wellKnownPath)")
        let wellKnown = attempted.record
        var transport = TransportClassifier.classify(wellKnown, host: host)
        if transport.shouldTryLegacyLocation, let legacy = fetches.first(.legacy) {
            transport = TransportClassifier.classifyLegacy(wellKnown: wellKnown, legacy: legacy.record, host: host)
        }
        var findings = entryFindings + transport.findings
        findings += CertificateExpiry.findings(
            wellKnown, host: host, now: settings.now, warningDays: settings.certificateWarningDays)
        if let crawler = fetches.first(.crawler) {
            findings += UserAgentComparison.findings(ordinary: wellKnown, crawler: crawler.record, host: host)
        }
        var matcher: AssociationMatcher?
        var file: FileSummary?
        var origin: JSONDocument?
        if let body = transport.servedBody {
            let lint = AssociationLinter.lint(body)
            findings += lint.findings
            origin = lint.document.json
            file = FileSummary(body: body, association: lint.document.association)
            if let association = lint.document.association {
                for domain in group.domains where !domain.appIDs.isEmpty {
                    let appFindings = AppIDCrossCheck.findings(for: domain, appIDs: domain.appIDs, in: association)
                    findings += lint.document.json?.positioned(appFindings) ?? appFindings
                }
                if context.forExpectations { matcher = AssociationMatcher(association) }
            }
        }
        var cdn: CDNSummary?
        if let record = fetches.first(.cdn)?.record {
            let verdict = CDNClassifier.classify(record, origin: origin?.root, host: host)
            // A difference's path is the origin's file's: its line and column are there.
            findings += origin?.positioned(verdict.findings) ?? verdict.findings
            cdn = verdict.summary
        }
        // Accepted before any verdict is made of them.
        settings.acceptance?.mark(&findings, place: host)
        let report = DomainReport(
            domain: host, entries: group.entries, appIDs: group.appIDs, appsByEntry: group.appIDsByEntry,
            claims: group.claims,
            status: Status(findings: findings, strict: settings.strict),
            fetch: FetchSummary(attempted), findings: findings, cdn: cdn, file: file)
        var outcome = DomainOutcome(
            report: report, domains: context.forExpectations ? group.domains : [], matcher: matcher)
        if wellKnown.reachedNoHost { outcome.unreachable = wellKnown }
        return outcome
    }

    private func request(_ url: String) -> FetchRequest { SiteFetcher.request(url, settings: settings) }
}
