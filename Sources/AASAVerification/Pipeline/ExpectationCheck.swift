import AASACore

/// `--expect-url` / `--expect-no-url`, judged once every host is: one result per (URL, platform,
/// app), never a finding on a host's report, so a URL expectation never changes a host's, an
/// app's or a device band's verification verdict (issue 50).
///
/// Apple, as the system picks rules (docs/rules/associated-domains.md 4, step 2): the URL's host must be covered by an
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
        let android = AndroidContext(apps: androidApps, outcomes: outcomes)
        let coverage = AppleCoverage(outcomes)
        // A URL on a host nothing in the run names is counted apart once per platform of the run.
        var platforms: [Platform] = []
        if outcomes.contains(where: { $0.report.platform == .apple }) { platforms.append(.apple) }
        if !android.apps.isEmpty || outcomes.contains(where: { $0.report.platform == .android }) {
            platforms.append(.android)
        }
        let uncoveredPlatforms = platforms.isEmpty ? [.apple] : platforms
        return expectations.mapInBatches {
            results(
                $0, outcomes: outcomes, android: android, coverage: coverage, uncoveredPlatforms: uncoveredPlatforms)
        }
    }

    /// One batch's results, in the URLs' order.
    private func results(
        _ expectations: ArraySlice<URLExpectation>, outcomes: [DomainOutcome], android: AndroidContext,
        coverage: AppleCoverage, uncoveredPlatforms: [Platform]
    ) -> [URLReport] {
        // One matcher workspace for the batch: a URL then allocates nothing to be matched.
        var workspace = MatchWorkspace()
        // A file has a few rules and a list many URLs: each rule's label is written once.
        var labels: [RuleReference: String] = [:]
        // Per host, not per URL: a list's URLs share a few hosts.
        var places: [String: HostPlace] = [:]
        func place(_ host: String) -> HostPlace {
            if let known = places[host] { return known }
            let candidates = coverage.outcomes(covering: host)
            let place = HostPlace(
                candidates: candidates, appIDs: claimingApps(of: host, in: candidates.prefix(1).map { outcomes[$0] }),
                coveredOnAndroid: android.names(host))
            places[host] = place
            return place
        }
        var results: [URLReport] = []
        results.reserveCapacity(expectations.count)
        for expectation in expectations {
            let expected = expectation.expected
            let hostPlace = place(expectation.url.host)
            if expected == nil, hostPlace.candidates.isEmpty, !hostPlace.coveredOnAndroid {
                // A URL of --urls on a host nothing in the run names: counted apart, not judged.
                results += uncoveredPlatforms.map { platform in
                    URLReport(url: expectation.text, platform: platform, expected: nil, verdict: .notCovered)
                }
                continue
            }
            var judged = false
            if coverage.hasApplinks {
                results.append(
                    apple(
                        expectation, expected: expected, facts: coverage.facts, place: hostPlace,
                        workspace: &workspace, labels: &labels))
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

    /// What a host's URLs read of the run, found once per host: the outcomes whose applinks
    /// entries cover it, most specific first, the apps that claim the most specific one, and
    /// whether an Android host or app file of the run names it.
    struct HostPlace {
        var candidates: [Int]
        var appIDs: [String]
        var coveredOnAndroid: Bool
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
        _ expectation: URLExpectation, expected: URLReport.Expected?, facts: [AppleCoverage.Facts], place: HostPlace,
        workspace: inout MatchWorkspace, labels: inout [RuleReference: String]
    ) -> URLReport {
        let (candidates, appIDs) = (place.candidates, place.appIDs)
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
        let decider = facts[index]
        let domain = decider.domain
        result.host = domain
        if let reason = decider.notCheckedBy {
            result.verdict = .notChecked
            result.finding = Self.notChecked(expectation, host: domain, reason: reason)
            return result
        }
        // The most specific entry's file alone; an unreadable one opens nothing.
        let apps =
            decider.matcher.map {
                relevantApps($0.evaluation(of: expectation.url, workspace: &workspace).results, appIDs: appIDs)
            } ?? []
        let verdict = AssociationMatcher.verdict(for: apps, appID: app)
        result.verdict = URLReport.appleVerdict(expected, opens: verdict == .match)
        if let rule = apps.first(where: { $0.verdict == verdict })?.rule {
            if labels[rule] == nil { labels[rule] = rule.label }
            result.rule = labels[rule]
        }
        if result.verdict == .fail {
            result.finding = finding(expectation, verdict: verdict, apps: apps, app: app)
        }
        // A wider entry whose file would answer otherwise: people expect a fall-through Apple
        // does not document (TN3155), so the answer says which file decided.
        for other in candidates.dropFirst() where facts[other].domain != domain {
            guard let wider = facts[other].matcher else { continue }
            let widerApps = relevantApps(
                wider.evaluation(of: expectation.url, workspace: &workspace).results, appIDs: appIDs)
            let widerVerdict = AssociationMatcher.verdict(for: widerApps, appID: app)
            guard (widerVerdict == .match) != (verdict == .match) else { continue }
            result.notes = [
                FindingKind.urlEntriesDisagree(
                    "\(expectation.text) is decided by \(PrintableText.escaped(domain))'s file "
                        + "(\(verdict == .match ? "opens" : "does not open")); the wildcard entry's file at "
                        + "\(PrintableText.escaped(facts[other].domain)) would "
                        + (widerVerdict == .match ? "open it" : "not open it")
                        + ", but Apple does not fall through to it.",
                    hint:
                        "Put the rule in the file of \(PrintableText.escaped(domain)), the most specific "
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

    /// Which outcomes' applinks entries cover a host, made once per run: a URL list of 100,000
    /// asks it for every URL, and walking every entry of every outcome each time (copying each
    /// entry) was most of `verify --urls`' time.
    struct AppleCoverage {
        /// Outcome indices by the exact host their entries name, in outcome order.
        private var exact: [String: [Int]] = [:]
        /// Wildcard entries' hosts (`*.example.com` as `example.com`), longest first.
        private var wildcards: [(host: String, index: Int)] = []
        /// What a URL's answer reads of each outcome, taken out once: reading it through the
        /// outcome copied the whole host report per URL, on every core at once.
        private(set) var facts: [Facts] = []
        /// Whether any outcome holds an applinks entry: only then is a URL answered for Apple.
        private(set) var hasApplinks = false

        /// A class, so that a URL's answer reads the matcher in place rather than copying its
        /// tables (a copy per URL was a tenth of `verify --urls`, `make bench-core`).
        final class Facts: Sendable {
            let domain: String
            let notCheckedBy: String?
            let matcher: AssociationMatcher?

            init(domain: String, notCheckedBy: String?, matcher: AssociationMatcher?) {
                self.domain = domain
                self.notCheckedBy = notCheckedBy
                self.matcher = matcher
            }
        }

        init(_ outcomes: [DomainOutcome]) {
            facts = outcomes.map {
                Facts(domain: $0.report.domain, notCheckedBy: $0.report.notCheckedBy, matcher: $0.matcher)
            }
            for (index, outcome) in outcomes.enumerated() {
                for domain in outcome.domains where domain.service == .applinks {
                    hasApplinks = true
                    if domain.isWildcard {
                        wildcards.append((domain.host, index))
                    } else if exact[domain.host]?.last != index {
                        exact[domain.host, default: []].append(index)
                    }
                }
            }
            // Stable: among wildcards of one length, outcome order.
            wildcards = wildcards.enumerated().sorted {
                ($0.element.host.count, -$0.offset) > ($1.element.host.count, -$1.offset)
            }.map(\.element)
        }

        /// Indices of the outcomes whose applinks entries cover `host`: exact hosts first, then
        /// wildcards by decreasing suffix length.
        func outcomes(covering host: String) -> [Int] {
            var ordered = exact[host] ?? []
            for wildcard in wildcards where Self.host(host, isUnder: wildcard.host) && !ordered.contains(wildcard.index)
            {
                ordered.append(wildcard.index)
            }
            return ordered
        }

        /// `shop.example.com` under `example.com`, or `example.com` itself (what a wildcard covers).
        private static func host(_ host: String, isUnder suffix: String) -> Bool {
            guard host.hasSuffix(suffix) else { return false }
            let rest = host.utf8.dropLast(suffix.utf8.count)
            return rest.isEmpty || rest.last == UInt8(ascii: ".")
        }
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
