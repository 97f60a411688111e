import AASACore
import AASAFetch

/// Android's rules for a host: assetlinks.json as Android's verifier on a device asks it (HTTPS,
/// no redirects, only 200, 1 MiB), then as Google's fetcher asks it for phones with Google Play
/// services, asked again as an ordinary client when the device is turned away with an HTTP
/// answer, then its includes, one level; then transport, the file's own checks,
/// the includes and each entry's apps, and each reader's verdict (Android 12+, 9-11, 6-8, Google's
/// API).
struct AndroidRules: HostRules {
    var settings: VerificationSettings

    func alongside(_ group: AndroidDomainGroup) -> [ProbeRequest] { [] }

    func next(after fetches: [RecordedFetch], group: AndroidDomainGroup, context: HostContext) -> ProbeRequest? {
        // An unreachable host is not asked again: the connection fails alike.
        guard context.unreachable == nil else { return nil }
        let url = wellKnownURL(group)
        guard let device = fetches.first(.device) else {
            var request = SiteFetcher.request(url, platform: .android, settings: settings)
            request.userAgent = UserAgentComparison.androidDevice.value
            return ProbeRequest(role: .device, request: request)
        }
        // A transport failure is not asked again: it does not depend on who asks.
        let turnedAway = device.record.curlCode == 0 && device.record.httpStatus != 200
        // Google's fetcher asks too, on the same connection: it reads the file for phones with
        // Google Play services (docs/rules/android-app-links.md A12).
        if device.record.curlCode == 0, fetches.first(.google) == nil {
            var request = SiteFetcher.request(url, platform: .android, settings: settings)
            request.userAgent = UserAgentComparison.googleFetcher.value
            // The host's last request unless a device is turned away (then one more).
            request.closesConnection = !turnedAway
            return ProbeRequest(role: .google, request: request)
        }
        // A device turned away with an HTTP answer is asked once more as an ordinary client.
        if fetches.first(.ordinary) == nil, turnedAway {
            return ProbeRequest(
                role: .ordinary, request: SiteFetcher.request(url, platform: .android, settings: settings),
                hostBounded: true)
        }
        let file = judgedFile(fetches, group: group, context: context).fetch
        guard
            let body = TransportClassifier.classify(file.record, host: group.fetchHost, platform: .android).servedBody,
            let list = AssetLinksLinter.lint(body).statementList
        else { return nil }
        var seen: Set<String> = [url]
        for include in list.includes.prefix(IncludeCheck.maximumIncludes) {
            guard IncludeCheck.problem(include, seen: seen, routed: settings.routes) == nil else { continue }
            seen.insert(include.url)
            guard !context.outOfTime.contains(include.url), IncludeCheck.target(of: include.url) != nil,
                fetches.first(.include, url: include.url) == nil
            else { continue }
            let request = settings.siteChosenRequest(include.url, bodyLimit: Platform.android.bodyLimit)
            return ProbeRequest(role: .include, request: request, hostBounded: true)
        }
        return nil
    }

    func judge(
        _ fetches: [RecordedFetch], group: AndroidDomainGroup, entryFindings: [Finding], context: HostContext
    ) -> DomainOutcome {
        let host = group.fetchHost
        let url = wellKnownURL(group)
        let (attempted, comparison) = judgedFile(fetches, group: group, context: context)
        var findings = entryFindings + comparison
        // A recording made before Google's fetcher was asked has no such fetch: nothing to say.
        if let google = fetches.first(.google) {
            findings += UserAgentComparison.findings(
                ordinary: attempted.record, crawler: google.record, host: host, agent: UserAgentComparison.googleFetcher
            )
        }
        let record = attempted.record
        let transport = TransportClassifier.classify(record, host: host, platform: .android)
        findings += transport.findings
        findings += CertificateExpiry.findings(
            record, host: host, now: settings.now, warningDays: settings.certificateWarningDays)
        let cacheSeconds =
            transport.servedBody == nil ? nil : CacheLifetime.seconds(of: record).flatMap { $0 > 0 ? $0 : nil }
        if let cacheSeconds { findings.append(Self.cacheFinding(cacheSeconds, record: record)) }
        var file: FileSummary?
        var kept: StatementList?
        var rejections: [StatementRejection] = []
        if let body = transport.servedBody {
            let lint = AssetLinksLinter.lint(body)
            findings += lint.findings
            var list = lint.statementList
            if var read = list {
                findings += includeFindings(&read, of: url, fetches: fetches, context: context)
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
            file?.cacheSeconds = cacheSeconds
            if context.forExpectations { kept = list }
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

    /// How long Google's fetcher may serve this copy after the file changes (docs/rules/android-app-links.md A12).
    static func cacheFinding(_ seconds: Int, record: FetchRecord) -> Finding {
        let said = record.header("Cache-Control").map { "Cache-Control: \($0)" } ?? "Expires"
        let lifetime = CacheLifetime.described(seconds)
        let message =
            "Google's fetcher may keep serving this copy of \(PrintableText.escaped(record.url, limit: 300)) to "
            + "phones with Google Play services for up to \(lifetime) after it changes "
            + "(\(PrintableText.escaped(said, limit: 200)))."
        guard seconds > 7 * 86_400 else {
            return FindingKind.androidCacheAge(
                message,
                hint: "After a fix, wait that long before re-verifying a phone (adb shell pm verify-app-links "
                    + "--re-verify PACKAGE); keep it a day or less while the file changes.")
        }
        return FindingKind.androidCacheLong(
            message, hint: "Lower the file's max-age to a day (86400) or less, so a fix reaches phones within a day.")
    }

    private func wellKnownURL(_ group: AndroidDomainGroup) -> String {
        "https://\(group.fetchHost)\(Platform.android.wellKnownPath)"
    }

    /// The file judged and what the device's and the ordinary client's answers say together:
    /// devices get what is judged, unless a device was turned away where an ordinary client gets
    /// a 200 (a bot filter that fails devices, `http.user-agent`): that file is then the one
    /// judged, as for any client but devices, and the report's attempts and time are both
    /// clients'. An unreachable host's Apple request stands for its device request.
    private func judgedFile(_ fetches: [RecordedFetch], group: AndroidDomainGroup, context: HostContext)
        -> (fetch: RecordedFetch, findings: [Finding])
    {
        let url = wellKnownURL(group)
        if fetches.first(.device) == nil, var record = context.unreachable {
            record.url = url
            return (RecordedFetch(role: .device, url: url, userAgent: "", attempts: 1, totalMs: 0, record: record), [])
        }
        let device = fetches.required(.device, url: url)
        guard let ordinary = fetches.first(.ordinary) else { return (device, []) }
        let comparison = UserAgentComparison.findings(
            ordinary: ordinary.record, crawler: device.record, host: group.fetchHost,
            agent: UserAgentComparison.androidDevice)
        guard !comparison.isEmpty else { return (device, []) }
        var both = ordinary
        (both.attempts, both.totalMs) = (device.attempts + ordinary.attempts, device.totalMs + ordinary.totalMs)
        return (both, comparison)
    }

    /// The list's includes, one level, judged from their fetches, their statements added to it.
    private func includeFindings(
        _ list: inout StatementList, of url: String, fetches: [RecordedFetch], context: HostContext
    ) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = [url]
        let includes = list.includes
        if includes.count > IncludeCheck.maximumIncludes { findings.append(IncludeCheck.overBudget(includes)) }
        for include in includes.prefix(IncludeCheck.maximumIncludes) {
            if let problem = IncludeCheck.problem(include, seen: seen, routed: settings.routes) {
                findings.append(problem)
                continue
            }
            seen.insert(include.url)
            if context.outOfTime.contains(include.url) {
                findings.append(IncludeCheck.outOfTime(include, budget: 3 * settings.timeout))
                continue
            }
            guard let target = IncludeCheck.target(of: include.url) else { continue }
            let record = fetches.required(.include, url: include.url).record
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
