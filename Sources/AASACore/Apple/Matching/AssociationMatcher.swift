/// Says which apps a URL opens, according to one AASA file: the `applinks` rules, compiled once.
///
/// For each app the first details entry that lists it decides: its components (or legacy
/// paths) are tried in order and the first that holds gives `match`, or `block` when it
/// excludes; if none holds, `none`. Apps are independent of each other.
package struct AssociationMatcher: Sendable {
    /// The most work one pattern may take against one URL text before it counts as not matching.
    package static let defaultPatternStepLimit = 1_000_000
    /// The most work one evaluation may take across all of its patterns.
    package static let defaultTotalStepLimit = 20_000_000
    /// The device gives up on patterns with more `*`s and variables than about this.
    package static let complexityLimit = 60

    private struct Entry: Sendable {
        var appID: String
        /// ``comparisonKey(_:)`` of `appID`, made once.
        var key: String
        /// The details entry that decides for the app; `nil` for an app only in legacy `apps`.
        var detail: Int?

        init(_ appID: String, detail: Int?) {
            // A copy of its own, not the file's: matchers working on several threads (match
            // --urls) then never contend for one string's reference count.
            self.appID = String(decoding: Array(appID.utf8), as: UTF8.self)
            key = AssociationMatcher.comparisonKey(appID)
            self.detail = detail
        }
    }

    private let entries: [Entry]
    private let details: [CompiledDetail?]
    /// The rules of every deciding details entry, when there are enough to be worth indexing;
    /// entry d's rule i is number `firstRule[d] + i`.
    private let index: RuleIndex?
    private let firstRule: [Int32]
    /// A non-empty legacy `applinks.apps` and no details entry: those apps get every URL.
    private let legacyAppsClaimEverything: Bool
    private let patternStepLimit: Int
    private let totalStepLimit: Int
    /// Patterns with more `*`s and variables than ``complexityLimit``, in file order.
    package let complexPatterns: [JSONPath]

    package init(
        _ association: SiteAssociation, patternStepLimit: Int = defaultPatternStepLimit,
        totalStepLimit: Int = defaultTotalStepLimit
    ) {
        self.init(association, patternStepLimit: patternStepLimit, totalStepLimit: totalStepLimit, indexed: true)
    }

    /// - Parameter indexed: false tries every rule in turn, the reference ``RuleIndex`` is tested against.
    init(_ association: SiteAssociation, patternStepLimit: Int, totalStepLimit: Int, indexed: Bool) {
        self.patternStepLimit = patternStepLimit
        self.totalStepLimit = totalStepLimit
        let appLinks = association.appLinks ?? AppLinks()
        var entries: [Entry] = []
        var seen: Set<String> = []
        var deciding: Set<Int> = []
        for (index, detail) in appLinks.details.enumerated() {
            for appID in detail.appIDs where seen.insert(Self.comparisonKey(appID)).inserted {
                entries.append(Entry(appID, detail: index))
                deciding.insert(index)
            }
        }
        for appID in appLinks.apps ?? [] where seen.insert(Self.comparisonKey(appID)).inserted {
            entries.append(Entry(appID, detail: nil))
        }
        self.entries = entries
        // An entry whose apps were all listed earlier can never decide: no need to compile it.
        let details = appLinks.details.enumerated().map { index, detail in
            deciding.contains(index) ? CompiledDetail(detail, in: appLinks) : nil
        }
        self.details = details
        var keys: [(path: CompiledPattern?, form: RuleIndex.Form)] = []
        var firstRule: [Int32] = []
        for detail in details {
            firstRule.append(Int32(keys.count))
            keys += detail?.indexKeys ?? []
        }
        self.firstRule = firstRule
        index = indexed && keys.count >= RuleIndex.minimumRules ? RuleIndex(keys) : nil
        legacyAppsClaimEverything = appLinks.details.isEmpty && !(appLinks.apps ?? []).isEmpty
        var complex: [JSONPath] = []
        for pattern in details.flatMap({ $0?.patterns ?? [] })
        where pattern.complexity > Self.complexityLimit && !complex.contains(pattern.source) {
            complex.append(pattern.source)
        }
        complexPatterns = complex
    }

    /// One result per distinct app ID, in file order. With `domain`, a URL on another host
    /// opens no app.
    package func evaluate(_ url: UniversalLinkURL, domain: String? = nil) -> [MatchReport.AppResult] {
        var workspace = MatchWorkspace()
        return evaluation(of: url, domain: domain, workspace: &workspace).results
    }

    /// ``evaluate(_:domain:)`` with the patterns that were too costly and the work done.
    package func evaluation(of url: UniversalLinkURL, domain: String? = nil) -> MatchEvaluation {
        var workspace = MatchWorkspace()
        return evaluation(of: url, domain: domain, workspace: &workspace)
    }

    /// ``evaluation(of:domain:)`` in `workspace`, for checking many URLs.
    package func evaluation(of url: UniversalLinkURL, domain: String? = nil, workspace: inout MatchWorkspace)
        -> MatchEvaluation
    {
        if let domain, !Self.isSameHost(domain, url.host) {
            let results = entries.map { MatchReport.AppResult(appID: $0.appID, verdict: .none, rule: nil) }
            return MatchEvaluation(results: results, abortedPatterns: [], steps: 0)
        }
        var aborted: [JSONPath] = []
        var results: [MatchReport.AppResult] = []
        results.reserveCapacity(entries.count)
        let steps = decideEntries(url, &workspace, aborted: &aborted) { entry, detail, verdict, component in
            let rule = component.map {
                RuleReference(detail: detail, component: $0, isLegacyPath: details[detail]?.isLegacyPaths == true)
            }
            results.append(MatchReport.AppResult(appID: entries[entry].appID, verdict: verdict, rule: rule))
            return true
        }
        return MatchEvaluation(results: results, abortedPatterns: aborted, steps: steps)
    }

    /// The same verdict as `verdict(for: evaluate(url, domain: domain), appID: appID)`, without
    /// building the per-app results: the fast path for checking many URLs. It stops at the first
    /// app that settles the answer; the apps before it are decided as ``evaluation(of:domain:)``
    /// decides them, so the shared step budget runs out at the same place.
    package func verdict(for url: UniversalLinkURL, appID: String? = nil, domain: String? = nil) -> MatchVerdict {
        var workspace = MatchWorkspace()
        return verdict(for: url, appID: appID, domain: domain, workspace: &workspace)
    }

    /// ``verdict(for:appID:domain:)`` in `workspace`: checking many URLs this way allocates nothing per URL.
    package func verdict(
        for url: UniversalLinkURL, appID: String? = nil, domain: String? = nil, workspace: inout MatchWorkspace
    ) -> MatchVerdict {
        if let domain, !Self.isSameHost(domain, url.host) { return .none }
        let target = appID.map { key in
            let key = Self.comparisonKey(key)
            return entries.firstIndex { $0.key == key }
        }
        if case .some(.none) = target { return .none }
        var aborted: [JSONPath] = []
        var overall = MatchVerdict.none
        _ = decideEntries(url, &workspace, aborted: &aborted) { entry, _, verdict, _ in
            if let target {
                guard entry == target else { return true }
                overall = verdict
                return false
            }
            if verdict == .match {
                overall = .match
                return false
            }
            if verdict == .block { overall = .block }
            return true
        }
        return overall
    }

    /// Decides each app in file order and hands `body` the entry's index, its details entry, the
    /// verdict and the deciding rule, until `body` returns false. Returns the work done.
    private func decideEntries(
        _ url: UniversalLinkURL, _ workspace: inout MatchWorkspace, aborted: inout [JSONPath],
        _ body: (_ entry: Int, _ detail: Int, _ verdict: MatchVerdict, _ component: Int?) -> Bool
    ) -> Int {
        workspace.subject.reset(to: url)
        var evaluator = PatternEvaluator(patternStepLimit: patternStepLimit, totalStepLimit: totalStepLimit)
        // The index is walked once per URL, on the first entry that needs it, for every entry.
        var walked = false
        // The apps of one details entry are consecutive in `entries`: remembering the last
        // decision is enough to decide each entry once.
        var lastIndex = -1
        var lastDecision: (MatchVerdict, Int?) = (.none, nil)
        for position in entries.indices {
            guard let index = entries[position].detail, let detail = details[index] else {
                let verdict: MatchVerdict = legacyAppsClaimEverything ? .match : .none
                if !body(position, -1, verdict, nil) { break }
                continue
            }
            if lastIndex != index {
                var candidates: RuleCandidates?
                if let ruleIndex = self.index {
                    if !walked {
                        ruleIndex.candidates(&workspace.subject, into: &workspace.candidates)
                        walked = true
                    }
                    candidates = RuleCandidates(workspace.candidates, first: firstRule[index], count: detail.ruleCount)
                }
                lastDecision = detail.decide(&workspace.subject, &evaluator, aborted: &aborted, candidates: candidates)
                lastIndex = index
            }
            if !body(position, index, lastDecision.0, lastDecision.1) { break }
        }
        return evaluator.steps
    }

    /// A URL's overall verdict (the contract's rule): the given app's verdict when `appID` is
    /// set (`none` when the file does not list it); otherwise `match` if any app matches, else
    /// `block` if any app is blocked, else `none`.
    package static func verdict(for results: [MatchReport.AppResult], appID: String?) -> MatchVerdict {
        if let appID {
            // The same text first: the usual case, without a key made per result.
            if let same = results.first(where: { $0.appID == appID }) { return same.verdict }
            let key = comparisonKey(appID)
            return results.first { comparisonKey($0.appID) == key }?.verdict ?? .none
        }
        if results.contains(where: { $0.verdict == .match }) { return .match }
        if results.contains(where: { $0.verdict == .block }) { return .block }
        return .none
    }

    /// The system upper-cases an app ID's prefix and compares the bundle ID exactly (observed).
    static func comparisonKey(_ appID: String) -> String {
        guard let dot = appID.firstIndex(of: ".") else { return appID.uppercased() }
        return appID[..<dot].uppercased() + appID[dot...]
    }

    /// Host names compare without letter case and without a final dot.
    static func isSameHost(_ one: String, _ other: String) -> Bool {
        // This runs once per URL of a sitemap, whose URLs usually name the domain as given.
        if one == other { return true }
        var left = one.utf8[...]
        var right = other.utf8[...]
        if left.last == UInt8(ascii: ".") { left = left.dropLast() }
        if right.last == UInt8(ascii: ".") { right = right.dropLast() }
        if left.allSatisfy({ $0 < 0x80 }) && right.allSatisfy({ $0 < 0x80 }) {
            return left.elementsEqual(right) { ASCIIByte.lowercased($0) == ASCIIByte.lowercased($1) }
        }
        return hostKey(one) == hostKey(other)
    }

    private static func hostKey(_ host: String) -> String {
        let lowered = host.lowercased()
        return lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered
    }
}
