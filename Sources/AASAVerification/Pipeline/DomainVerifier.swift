import AASACore
import AASAFetch

/// Fetches one host's file and judges it: transport, then the file's own checks, then each
/// entry against the app IDs that claim it. Every judgement is a pure function of what was fetched.
struct DomainVerifier: Sendable {
    var fetcher: SiteFetcher
    /// Keep what `--expect-url` needs, the compiled rules and the group's domains (otherwise
    /// dropped with the body).
    var forExpectations: Bool

    var settings: VerificationSettings { fetcher.settings }

    static let wellKnownPath = Platform.apple.wellKnownPath
    static let legacyPath = "/apple-app-site-association"

    /// With `keepsConnection`, the host's last request leaves its connection open for the
    /// host's Android request.
    func verify(_ group: DomainGroup, entryFindings: [Finding], keepsConnection: Bool = false) async
        -> DomainOutcome
    {
        let host = group.fetchHost
        // Apple's CDN is a different host: its fetch runs beside the origin's.
        async let cdnRecord = fetchCDNCopy(of: host)
        let attempted = await fetcher.fetchWellKnown(request("https://\(host)\(Self.wellKnownPath)"))
        let wellKnown = attempted.record
        var transport = TransportClassifier.classify(wellKnown, host: host)
        if transport.shouldTryLegacyLocation {
            let legacy = await fetcher.fetchRetrying(request("https://\(host)\(Self.legacyPath)")).record
            transport = TransportClassifier.classifyLegacy(wellKnown: wellKnown, legacy: legacy, host: host)
        }
        var findings = entryFindings + transport.findings
        findings += CertificateExpiry.findings(
            wellKnown, host: host, now: settings.now, warningDays: settings.certificateWarningDays)
        findings += await crawlerFindings(wellKnown, host: host, keepsConnection: keepsConnection)
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
                if forExpectations { matcher = AssociationMatcher(association) }
            }
        }
        var cdn: CDNSummary?
        if let record = await cdnRecord {
            let verdict = CDNClassifier.classify(record, origin: origin?.root, host: host)
            // A difference's path is the origin's file's: its line and column are there.
            findings += origin?.positioned(verdict.findings) ?? verdict.findings
            cdn = verdict.summary
        }
        settings.acceptance?.mark(&findings, place: host)
        let report = DomainReport(
            domain: host, entries: group.entries, appIDs: group.appIDs, appsByEntry: group.appIDsByEntry,
            claims: group.claims,
            status: Status(findings: findings, strict: settings.strict),
            fetch: FetchSummary(attempted), findings: findings, cdn: cdn, file: file)
        var outcome = DomainOutcome(report: report, domains: forExpectations ? group.domains : [], matcher: matcher)
        if wellKnown.reachedNoHost { outcome.unreachable = wellKnown }
        return outcome
    }

    /// With `--cdn`, Apple's CDN copy of the host's file.
    private func fetchCDNCopy(of host: String) async -> FetchRecord? {
        guard settings.cdn else { return nil }
        let record = await fetcher.fetchRetrying(request(CDNClassifier.url(for: host))).record
        // Unreached after the probe reached it: the run's fault, said with when it began.
        if record.httpStatus == nil, record.curlCode != CurlCode.ok, !record.bodyExceededLimit {
            fetcher.unchecked?.add(.cdn)
            fetcher.unchecked?.met(.cdn)
        }
        return record
    }

    /// The well-known URL fetched again as Apple's CDN crawler, only when the ordinary fetch got
    /// a 200: one more request per working domain finds a site that turns the crawler away.
    private func crawlerFindings(_ ordinary: FetchRecord, host: String, keepsConnection: Bool) async -> [Finding] {
        guard ordinary.httpStatus == 200, ordinary.curlCode == 0 else { return [] }
        var crawlerRequest = request(ordinary.url)
        crawlerRequest.userAgent = UserAgentComparison.crawlerUserAgent
        // The host's last request, unless its Android file follows: otherwise nothing reuses it.
        crawlerRequest.closesConnection = !keepsConnection
        let crawler = await fetcher.fetchRetrying(crawlerRequest).record
        return UserAgentComparison.findings(ordinary: ordinary, crawler: crawler, host: host)
    }

    private func request(_ url: String) -> FetchRequest { fetcher.request(url) }
}

extension FetchSummary {
    /// What a report shows of a request and its retries.
    init(_ attempted: SiteFetcher.Attempted) {
        self.init(attempted.record, attempts: attempted.attempts, totalMs: attempted.totalMs)
    }

    /// What a report shows of a fetch.
    init(_ record: FetchRecord, attempts: Int = 1, totalMs: Int? = nil) {
        let leaf = record.tls?.chain.first
        let isRedirect = (300..<400).contains(record.httpStatus ?? 0)
        self.init(
            url: record.url, httpStatus: record.httpStatus, contentType: record.header("Content-Type"),
            bytes: record.body.count, redirectLocation: isRedirect ? record.header("Location") : nil,
            tls: record.tls.map {
                TLSSummary(
                    verified: $0.verified, subject: leaf?.subject, issuer: leaf?.issuer, notAfter: leaf?.notAfter)
            },
            durationMs: record.durationMs, attempts: attempts, totalMs: totalMs)
    }
}
