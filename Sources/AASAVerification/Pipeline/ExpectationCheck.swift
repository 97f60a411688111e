import AASACore

/// `--expect-url` / `--expect-no-url` on Apple's side, as the system picks rules (spec 4, step 2):
/// the URL's host must be covered by an applinks entry, and the file of the most specific one
/// decides (the exact host, else the covering wildcard with the longest suffix), with no fall-through
/// to a wider entry's file (TN3155: "Each specific subdomain in your applinks should have its own
/// matching AASA file path"). The URL must open (or not open) the apps that claim that entry; with
/// no app ID known, any app. A run without any applinks entry judges nothing on Apple's side
/// instead of making an Apple report up. Android's side is ExpectationCheck+Android.swift.
struct ExpectationCheck: Sendable {
    var strict: Bool
    /// The Android apps read from files, whose filters decide URLs on Android.
    var androidApps: [AndroidAppInput] = []

    func apply(
        _ expectations: [URLExpectation], to outcomes: inout [DomainOutcome], unmatched: inout [DomainReport]
    ) {
        let hasApple = outcomes.contains { $0.domains.contains { $0.service == .applinks } }
        let android = AndroidContext(apps: androidApps, outcomes: outcomes)
        for expectation in expectations {
            if !applyAndroid(expectation, context: android, to: &outcomes, unmatched: &unmatched) {
                markAndroidUnchecked(expectation, in: &outcomes)
            }
            guard hasApple else { continue }
            let candidates = coveringOutcomes(for: expectation.url.host, in: outcomes)
            let appIDs = claimingApps(of: expectation.url.host, in: candidates.prefix(1).map { outcomes[$0] })
            // The most specific entry's file alone; an unreadable one opens nothing.
            let decided = candidates.first.map { index in
                (
                    index: index,
                    apps: outcomes[index].matcher.map { relevantApps($0.evaluate(expectation.url), appIDs: appIDs) }
                        ?? []
                )
            }
            let verdict = AssociationMatcher.verdict(for: decided?.apps ?? [], appID: appIDs.first)
            guard expectation.mustOpen ? verdict != .match : verdict == .match else { continue }
            let finding = self.finding(
                expectation, verdict: verdict, apps: decided?.apps ?? [], covered: !candidates.isEmpty,
                app: appIDs.first)
            if let index = decided?.index ?? candidates.first {
                outcomes[index].report.findings.append(finding)
                outcomes[index].report.status = Status(findings: outcomes[index].report.findings, strict: strict)
            } else {
                unmatched.append(
                    DomainReport(
                        domain: expectation.url.host, entries: [], status: Status(findings: [finding], strict: strict),
                        fetch: nil, findings: [finding]))
            }
        }
    }

    /// An Android report of the URL's host (or of the parent a `*.` entry is fetched at) says that
    /// the expectation was not judged for Android: `aasa match --apk ... --file` judges it.
    private func markAndroidUnchecked(_ expectation: URLExpectation, in outcomes: inout [DomainOutcome]) {
        let host = expectation.url.host
        for index in outcomes.indices where outcomes[index].report.platform == .android {
            let report = outcomes[index].report
            let covers =
                report.domain == host
                || (host.hasSuffix("." + report.domain) && report.entries.contains { $0.contains(":*.") })
            guard covers else { continue }
            outcomes[index].report.findings.append(
                FindingKind.urlUnchecked(
                    "\(expectation.text) was not checked on Android: verify does not yet evaluate the app's intent "
                        + "filters per URL.",
                    hint: "Run aasa match --apk (or --aab, --android-manifest) APP --file assetlinks.json "
                        + "\(expectation.text) to judge it on each Android generation."))
            outcomes[index].report.status = Status(findings: outcomes[index].report.findings, strict: strict)
        }
    }

    /// Indices of the outcomes whose applinks entries cover `host`: exact hosts first, then
    /// wildcards by decreasing suffix length.
    private func coveringOutcomes(for host: String, in outcomes: [DomainOutcome]) -> [Int] {
        var exact: [Int] = []
        var wildcards: [(index: Int, length: Int)] = []
        for (index, outcome) in outcomes.enumerated() {
            for domain in outcome.domains where domain.service == .applinks && domain.covers(host) {
                if domain.isWildcard {
                    wildcards.append((index, domain.host.count))
                } else {
                    exact.append(index)
                }
            }
        }
        let ordered = exact + wildcards.sorted { $0.length > $1.length }.map(\.index)
        var seen = Set<Int>()
        return ordered.filter { seen.insert($0).inserted }
    }

    /// The app IDs of the applinks entries that cover `host`, in order.
    private func claimingApps(of host: String, in outcomes: [DomainOutcome]) -> [String] {
        var seen: [String] = []
        for domain in outcomes.flatMap(\.domains) where domain.service == .applinks && domain.covers(host) {
            seen += domain.appIDs.filter { appID in !seen.contains { AppID.sameApp($0, appID) } }
        }
        return seen
    }

    private func relevantApps(_ apps: [MatchReport.AppResult], appIDs: [String]) -> [MatchReport.AppResult] {
        guard !appIDs.isEmpty else { return apps }
        return apps.filter { app in appIDs.contains { AppID.sameApp($0, app.appID) } }
    }

    private func finding(
        _ expectation: URLExpectation, verdict: MatchVerdict, apps: [MatchReport.AppResult], covered: Bool,
        app appID: String?
    ) -> Finding {
        let app = appID ?? "any app"
        guard covered else {
            return FindingKind.urlUnexpected(
                "\(expectation.text) cannot open \(app): no applinks entry covers \(expectation.url.host).",
                hint: "Add applinks:\(expectation.url.host) to the Associated Domains entitlement.")
        }
        let rule = apps.first { $0.verdict == verdict }?.rule
        let ruleText = rule.map { " (\($0.label))" } ?? ""
        if expectation.mustOpen {
            let reason = verdict == .block ? "is blocked by an exclude rule\(ruleText)" : "matches no rule"
            return FindingKind.urlUnexpected(
                "\(expectation.text) does not open \(app): it \(reason).",
                hint: "Add a component that matches this URL before any exclude rule that catches it.",
                path: rule.map { JSONPath.root / "applinks" / "details" / $0.detail })
        }
        return FindingKind.urlUnexpected(
            "\(expectation.text) opens \(app)\(ruleText), but it must not.",
            hint: "Add an exclude component for this URL before the rule that matches it.",
            path: rule.map { JSONPath.root / "applinks" / "details" / $0.detail })
    }
}
