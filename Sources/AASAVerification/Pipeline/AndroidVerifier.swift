import AASACore
import AASAFetch

/// Fetches one host's assetlinks.json as Android does (HTTPS, no redirects, only 200, 1 MiB) and
/// judges it: transport, the file's own checks, its includes, then each entry's apps. The same
/// engine, retries, proxies and trust store as Apple's file; every judgement is the core's.
struct AndroidVerifier: Sendable {
    var fetcher: SiteFetcher
    /// Keep each host's statements for `--expect-url`.
    var forExpectations = false

    /// `unreachable` is the host's Apple request when it could not reach the host at all: that
    /// answer stands for this one, which would wait out the same timeout again.
    func verify(_ group: AndroidDomainGroup, entryFindings: [Finding], unreachable: FetchRecord? = nil) async
        -> DomainOutcome
    {
        let host = group.fetchHost
        let deadline = ContinuousClock.now + fetcher.hostBudget
        let url = "https://\(host)\(Platform.android.wellKnownPath)"
        var findings = entryFindings
        let attempted: SiteFetcher.Attempted
        if var record = unreachable {
            record.url = url
            attempted = SiteFetcher.Attempted(record: record, attempts: 1, totalMs: 0)
        } else {
            attempted = await fetchAsDevice(url, host: host, deadline: deadline, findings: &findings)
        }
        let record = attempted.record
        let transport = TransportClassifier.classify(record, host: host, platform: .android)
        findings += transport.findings
        let settings = fetcher.settings
        findings += CertificateExpiry.findings(
            record, host: host, now: settings.now, warningDays: settings.certificateWarningDays)
        var file: FileSummary?
        var kept: StatementList?
        var rejections: [StatementRejection] = []
        if let body = transport.servedBody {
            let lint = AssetLinksLinter.lint(body)
            findings += lint.findings
            var list = lint.statementList
            if var read = list {
                findings += await followIncludes(&read, of: url, deadline: deadline)
                list = read
            }
            // One finding per fact of the file: `android:X` and `android:*.X` read the same file,
            // and the same app missing from it is one finding, under the first entry (issue 55).
            var said = Set<[String]>()
            for domain in group.domains {
                for finding in list.map({ AndroidAppCrossCheck.findings(for: domain, in: $0) }) ?? []
                where said.insert([finding.id, finding.path?.description ?? "", finding.appID ?? "", finding.message])
                    .inserted
                {
                    findings.append(finding)
                }
            }
            rejections = list?.rejections ?? []
            file = FileSummary(body: body, statementList: list)
            if forExpectations { kept = list }
        }
        // Accepted before any verdict: the readers' and each app's band read the same marks.
        settings.acceptance?.mark(&findings, place: host)
        let report = DomainReport(
            domain: host, platform: .android, entries: group.entries, appIDs: group.apps,
            appsByEntry: group.appsByEntry, claims: group.claims,
            status: Status(findings: findings, strict: settings.strict),
            fetch: FetchSummary(attempted), findings: findings, file: file,
            readers: ReaderVerdict.judge(findings, rejections: rejections, strict: settings.strict))
        return DomainOutcome(report: report, domains: [], matcher: nil, statementList: kept)
    }

    /// The file as Android's verifier on a device asks for it (its User-Agent): what devices get
    /// is what is judged, in one request. A device turned away with an HTTP answer is asked once
    /// more as an ordinary client (`--user-agent`): a 200 there is a bot filter that fails
    /// devices (`http.user-agent`), and that file is the one judged, as for any client but devices.
    /// A transport failure is not asked again: it does not depend on who asks.
    private func fetchAsDevice(
        _ url: String, host: String, deadline: ContinuousClock.Instant, findings: inout [Finding]
    ) async
        -> SiteFetcher.Attempted
    {
        var device = fetcher.request(url, platform: .android)
        device.userAgent = UserAgentComparison.androidDevice.value
        // The host's last request unless a device is turned away (then one more connection).
        device.closesConnection = true
        let asked = await fetcher.fetchWellKnown(device)
        guard let status = asked.record.httpStatus, status != 200, asked.record.curlCode == 0 else { return asked }
        let ordinary = await fetcher.fetchRetrying(fetcher.request(url, platform: .android), deadline: deadline)
        let comparison = UserAgentComparison.findings(
            ordinary: ordinary.record, crawler: asked.record, host: host,
            agent: UserAgentComparison.androidDevice)
        guard !comparison.isEmpty else { return asked }
        findings += comparison
        // The report's attempts and time are what the host cost: both clients' requests.
        return SiteFetcher.Attempted(
            record: ordinary.record, attempts: asked.attempts + ordinary.attempts,
            totalMs: asked.totalMs + ordinary.totalMs)
    }

    /// Reads the list's includes, one level, and adds their statements to it.
    private func followIncludes(_ list: inout StatementList, of url: String, deadline: ContinuousClock.Instant)
        async -> [Finding]
    {
        var findings: [Finding] = []
        var seen: Set<String> = [url]
        let settings = fetcher.settings
        let includes = list.includes
        if includes.count > IncludeCheck.maximumIncludes { findings.append(IncludeCheck.overBudget(includes)) }
        for include in includes.prefix(IncludeCheck.maximumIncludes) {
            if let problem = IncludeCheck.problem(include, seen: seen, routed: settings.routes) {
                findings.append(problem)
                continue
            }
            seen.insert(include.url)
            // Decided by the clock live and by the recording in a replay (`aasa judge`).
            guard HostTape.current?.inTime(include.url, before: deadline) ?? (ContinuousClock.now < deadline) else {
                findings.append(IncludeCheck.outOfTime(include, budget: 3 * settings.timeout))
                continue
            }
            guard let target = IncludeCheck.target(of: include.url) else { continue }
            var request = fetcher.request(include.url, platform: .android)
            // The include's address is checked where aasa connects itself; a proxy resolves the
            // name in its own network, and a route the user wrote is theirs to choose.
            request.publicAddressesOnly = !settings.routes(target) && !settings.usesProxy(for: [target.host])
            let record = await fetcher.fetchRetrying(request, deadline: deadline).record
            if record.refusedNonPublicAddress {
                findings.append(IncludeCheck.notPublic(include))
                continue
            }
            let transport = TransportClassifier.classify(record, host: target.host, platform: .android)
            guard let body = transport.servedBody else {
                findings.append(IncludeCheck.unreadable(include, transport: transport.findings))
                continue
            }
            let lint = AssetLinksLinter.lint(body)
            findings += IncludeCheck.findings(for: include, transport: transport.findings, lint: lint)
            if let included = lint.statementList {
                list.statements += included.statements
                list.rejections += IncludeCheck.rejections(for: include, lint: lint, list: included)
            }
        }
        return findings
    }
}
