import AASACore

/// `--expect-url` / `--expect-no-url`, judged once every host is: one result per (URL, platform,
/// app), never a finding on a host's report, so a URL expectation never changes a host's, an
/// app's or a device band's verification verdict (issue 50).
///
/// Apple, as the system picks rules (spec 4, step 2): the URL's host must be covered by an
/// applinks entry, and the file of the most specific one decides (the exact host, else the
/// covering wildcard with the longest suffix), with no fall-through to a wider entry's file
/// (TN3155: "Each specific subdomain in your applinks should have its own matching AASA file
/// path"). The URL must open (or not open) the apps that claim that entry; with no app ID known,
/// any app. Android, for each app read from a file: `match`'s answer per device band from the
/// app's filters and each host's verdict for the app this run; every band the app installs on
/// must open it, and none may for `--expect-no-url`.
struct ExpectationCheck: Sendable {
    /// The Android apps read from files, whose filters decide URLs on Android.
    var androidApps: [AndroidAppInput] = []

    func results(_ expectations: [URLExpectation], outcomes: [DomainOutcome]) -> [URLReport] {
        let hasApple = outcomes.contains { $0.domains.contains { $0.service == .applinks } }
        let android = AndroidContext(apps: androidApps, outcomes: outcomes)
        var results: [URLReport] = []
        for expectation in expectations {
            let expected = expectation.expected
            if expected == nil, !covers(expectation.url.host, outcomes: outcomes, android: android) {
                // A URL of --urls on a host nothing in the run names: counted apart, not judged.
                results += Self.notCovered(expectation, outcomes: outcomes, android: android)
                continue
            }
            var judged = false
            if hasApple {
                results.append(apple(expectation, expected: expected, outcomes: outcomes))
                judged = true
            }
            let androidResults = self.android(expectation, expected: expected, context: android)
            results += androidResults
            judged = judged || !androidResults.isEmpty
            if let unjudged = android.keyOnly(expectation, expected: expected) {
                results.append(unjudged)
                judged = true
            }
            if !judged { results.append(Self.nothingCovers(expectation, expected: expected, outcomes: outcomes)) }
        }
        return results
    }

    /// Whether an applinks entry, an Android host or an Android app file of the run names `host`.
    private func covers(_ host: String, outcomes: [DomainOutcome], android: AndroidContext) -> Bool {
        !coveringOutcomes(for: host, in: outcomes).isEmpty
            || outcomes.contains { outcome in
                outcome.report.platform == .android && AndroidContext.covers(outcome.report, host: host)
            }
            || android.apps.contains { _, decision in
                AppLinkDecision.covering(host, among: decision.hosts.android12 + decision.hosts.legacy) != nil
            }
    }

    /// A URL of `--urls` whose host no entry or app of the run names, once per platform of the run.
    private static func notCovered(_ expectation: URLExpectation, outcomes: [DomainOutcome], android: AndroidContext)
        -> [URLReport]
    {
        var platforms: [Platform] = []
        if outcomes.contains(where: { $0.report.platform == .apple }) { platforms.append(.apple) }
        if !android.apps.isEmpty || outcomes.contains(where: { $0.report.platform == .android }) {
            platforms.append(.android)
        }
        return (platforms.isEmpty ? [.apple] : platforms).map { platform in
            URLReport(url: expectation.text, platform: platform, expected: nil, verdict: .notCovered)
        }
    }

    /// An expectation no entry or app of the run covers: not checked, with the reason.
    private static func nothingCovers(
        _ expectation: URLExpectation, expected: URLReport.Expected?, outcomes: [DomainOutcome]
    ) -> URLReport {
        let platform: Platform = outcomes.contains { $0.report.platform == .android } ? .android : .apple
        return URLReport(
            url: expectation.text, platform: platform, expected: expected, verdict: .notChecked,
            finding: FindingKind.urlUnchecked(
                "\(expectation.text) was not checked: no applinks entry and no Android app file of this run covers "
                    + "\(PrintableText.escaped(expectation.url.host)).",
                hint: "Add the app that should open it (--entitlements, --xcodeproj, --apk, --aab or "
                    + "--android-manifest), or drop the expectation."))
    }

    // MARK: Apple

    private func apple(
        _ expectation: URLExpectation, expected: URLReport.Expected?, outcomes: [DomainOutcome]
    ) -> URLReport {
        let candidates = coveringOutcomes(for: expectation.url.host, in: outcomes)
        let appIDs = claimingApps(of: expectation.url.host, in: candidates.prefix(1).map { outcomes[$0] })
        let app = appIDs.first
        var result = URLReport(
            url: expectation.text, platform: .apple, expected: expected, verdict: .pass, app: app)
        guard let index = candidates.first else {
            // No entry covers the host: nothing opens it.
            result.verdict = URLReport.appleVerdict(expected, opens: false)
            if result.verdict == .fail {
                result.finding = FindingKind.urlUnexpected(
                    "\(expectation.text) cannot open \(app ?? "any app"): no applinks entry covers "
                        + "\(PrintableText.escaped(expectation.url.host)).",
                    hint: "Add applinks:\(expectation.url.host) to the Associated Domains entitlement.")
            }
            return result
        }
        let outcome = outcomes[index]
        result.host = outcome.report.domain
        if let reason = outcome.report.notCheckedBy {
            result.verdict = .notChecked
            result.finding = Self.notChecked(expectation, host: outcome.report.domain, reason: reason)
            return result
        }
        // The most specific entry's file alone; an unreadable one opens nothing.
        let apps = outcome.matcher.map { relevantApps($0.evaluate(expectation.url), appIDs: appIDs) } ?? []
        let verdict = AssociationMatcher.verdict(for: apps, appID: app)
        result.verdict = URLReport.appleVerdict(expected, opens: verdict == .match)
        result.rule = apps.first { $0.verdict == verdict }?.rule?.label
        if result.verdict == .fail {
            result.finding = finding(expectation, verdict: verdict, apps: apps, app: app)
        }
        // A wider entry whose file would answer otherwise: people expect a fall-through Apple
        // does not document (TN3155), so the answer says which file decided.
        for other in candidates.dropFirst() where outcomes[other].report.domain != outcome.report.domain {
            guard let wider = outcomes[other].matcher else { continue }
            let widerApps = relevantApps(wider.evaluate(expectation.url), appIDs: appIDs)
            let widerVerdict = AssociationMatcher.verdict(for: widerApps, appID: app)
            guard (widerVerdict == .match) != (verdict == .match) else { continue }
            result.notes = [
                FindingKind.urlEntriesDisagree(
                    "\(expectation.text) is decided by \(PrintableText.escaped(outcome.report.domain))'s file "
                        + "(\(verdict == .match ? "opens" : "does not open")); the wildcard entry's file at "
                        + "\(PrintableText.escaped(outcomes[other].report.domain)) would "
                        + (widerVerdict == .match ? "open it" : "not open it")
                        + ", but Apple does not fall through to it.",
                    hint:
                        "Put the rule in the file of \(PrintableText.escaped(outcome.report.domain)), the most specific "
                        + "entry's.")
            ]
            break
        }
        return result
    }

    private static func notChecked(_ expectation: URLExpectation, host: String, reason: String) -> Finding {
        FindingKind.urlUnchecked(
            "\(expectation.text) was not checked: \(PrintableText.escaped(host))'s file was not checked this run "
                + "(\(reason)).",
            hint: "Run again when the host can be checked (see the host's report).")
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
        _ expectation: URLExpectation, verdict: MatchVerdict, apps: [MatchReport.AppResult], app appID: String?
    ) -> Finding {
        let app = appID ?? "any app"
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
