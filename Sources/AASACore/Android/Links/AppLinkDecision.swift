/// Whether a URL opens an Android app, generation by generation: a filter must take the URL
/// (``IntentFilterRouter``), the URL's host must be one the generation verifies for the app
/// (``AppLinkHosts``) and its assetlinks.json must grant the app (all hosts together on 6-11),
/// and on Android 15+ the granting statement's dynamic rules decide last (docs/rules/android-app-links.md A1-A3, A11, DY1-DY5).
package struct AppLinkDecision: Sendable {
    /// What a host's assetlinks.json says of the app, as far as the caller knows it.
    package enum HostGrant: Sendable {
        /// The file grants `handle_all_urls` to the app; `dynamicRules` are the granting
        /// statement's (nil without any), `statement` its index for reports.
        case granted(dynamicRules: [DynamicRule]?, statement: Int)
        case refused(reason: String)
        /// Not known: no file was given or read for the host.
        case unknown(reason: String)
    }

    package let router: IntentFilterRouter
    package let hosts: AppLinkHosts
    package let minimumSDK: Int?
    package let maximumSDK: Int?

    /// `hosts` are the manifest's, when the caller has them already (an app input does): a
    /// manifest of 40,000 hosts is then read as hosts once.
    package init(_ manifest: AppLinksManifest, hosts: AppLinkHosts? = nil) {
        router = IntentFilterRouter(manifest)
        self.hosts = hosts ?? AppLinkHosts(manifest)
        minimumSDK = manifest.minSdkVersion
        maximumSDK = manifest.maxSdkVersion
    }

    /// Each generation's answer for `uri`, newest first. With `grant` nil, only the filters are
    /// judged (`accepted`); with it, verification too, from the host as the manifest writes it and
    /// the generation asking (each compares its own key: `AndroidAppInput.apps(for:)`).
    package func answers(for uri: AndroidURI, grant: ((String, AndroidBand) -> HostGrant)?)
        -> [AndroidLinkAnswer]
    {
        // The router's answer depends on the API level only through API 31's attributes, and on
        // the framework's glob matcher only through `\.`: asked once per reading that differs.
        var acceptances: [(level: Int, escapedDot: PatternMatcher.EscapedDot, answer: IntentFilterRouter.Acceptance?)] =
            []
        let subject = IntentFilterRouter.Subject(uri)
        let candidates = router.candidates(for: subject)
        func accepting(_ level: Int, _ escapedDot: PatternMatcher.EscapedDot) -> IntentFilterRouter.Acceptance? {
            let key = (router.dependsOnAPILevel ? level : 0, router.dependsOnEscapedDot ? escapedDot : .anyCharacter)
            if let known = acceptances.first(where: { $0.level == key.0 && $0.escapedDot == key.1 }) {
                return known.answer
            }
            let found = router.accepting(subject, apiLevel: level, escapedDot: escapedDot, candidates: candidates)
            acceptances.append((key.0, key.1, found))
            return found
        }
        return AndroidBand.linkRules.map { generation in
            guard generation.installs(minimum: minimumSDK, maximum: maximumSDK) else {
                return AndroidLinkAnswer(
                    generation: generation, verdict: .notApplicable,
                    reason:
                        "the app installs on \(AppLinksManifest.installRange(minimum: minimumSDK, maximum: maximumSDK)) only"
                )
            }
            if let failure = router.installFailure, generation.apiLevels.lowerBound >= failure.minimumAPI {
                return AndroidLinkAnswer(
                    generation: generation, verdict: .notInstalled,
                    reason: "the app does not install on API \(failure.minimumAPI)+: \(failure.description)")
            }
            // Android 6-15 read `\.` as any character; 15+ also holds newer releases that do not.
            var answer = judge(uri, generation, accepting(generation.apiLevels.lowerBound, .anyCharacter), grant)
            if generation.appliesDynamicRules, router.dependsOnEscapedDot {
                let newer = judge(uri, generation, accepting(generation.apiLevels.lowerBound, .literal), grant)
                if newer.verdict != answer.verdict {
                    answer.note =
                        "this is Android 15's answer; newer releases whose PatternMatcher reads \\. in a pathPattern "
                        + "as a dot answer \(newer.verdict.rawValue)" + (newer.reason.map { " (\($0))" } ?? "")
                }
            }
            return answer
        }
    }

    /// One generation's answer once its filters have spoken (`acceptance`).
    private func judge(
        _ uri: AndroidURI, _ generation: AndroidBand, _ acceptance: IntentFilterRouter.Acceptance?,
        _ grant: ((String, AndroidBand) -> HostGrant)?
    ) -> AndroidLinkAnswer {
        guard let acceptance, !acceptance.blocked else {
            var answer = AndroidLinkAnswer(
                generation: generation, verdict: .noFilter, reason: "no activity's intent filter takes the URL")
            // Android 15's group that blocked it, named: the filter's other rules would have taken it.
            if let acceptance {
                answer = AndroidLinkAnswer(generation: generation, verdict: .noFilter, acceptance: acceptance)
                answer.reason =
                    "the \(acceptance.pathRule ?? "uri-relative-filter-group") of "
                    + "\(PrintableText.escaped(acceptance.component, limit: 120)) blocks it"
            }
            return answer
        }
        var answer = AndroidLinkAnswer(generation: generation, verdict: .accepted, acceptance: acceptance)
        guard let grant, let urlHost = uri.host else {
            answer.reason = "a filter takes it; the host's verification was not checked"
            return answer
        }
        let verified = generation.verifiesEachHost ? hosts.android12 : hosts.legacy
        // 6-11 verify the package as a whole: a host a filter takes is one of the hosts verified.
        let keys =
            generation.verifiesEachHost
            ? Self.approvingKeys(urlHost, among: verified) : Self.covering(urlHost, among: verified).map { [$0] } ?? []
        guard let first = keys.first else {
            answer.verdict = .unverified
            let caseOnly = Self.covering(urlHost, among: verified)
            answer.reason =
                caseOnly.map {
                    "a filter takes \(PrintableText.escaped(urlHost)) in any case, but \(generation.title) approves a "
                        + "host only as the manifest writes it (\(PrintableText.escaped($0))), so the link opens the "
                        + "browser or asks"
                }
                ?? "\(PrintableText.escaped(urlHost)) is not among the hosts \(generation.title) verifies for the app, "
                + "so the link opens the browser or asks"
            return answer
        }
        var approved: (key: String, rules: [DynamicRule]?, statement: Int)?
        var failure: (AndroidLinkAnswer.Verdict, String)?
        if generation.verifiesEachHost {
            // `approvalLevelForDomain`: the host's own state, then any verified `*.` key. A key
            // not checked leaves the answer unchecked, since it might have approved the host.
            var refused: String?
            var unknown: String?
            for key in keys where approved == nil {
                switch grant(key, generation) {
                case .granted(let rules, let statement): approved = (key, rules, statement)
                case .refused(let reason): refused = refused ?? reason
                case .unknown(let reason): unknown = unknown ?? reason
                }
            }
            failure = unknown.map { (.unchecked, $0) } ?? refused.map { (.unverified, $0) }
        } else {
            // Android 6-11 verifies every host of the app in one request: all must grant it.
            for host in [first] + verified.filter({ $0 != first }) {
                let result = grant(host, generation)
                let reason: String
                switch result {
                case .granted(let rules, let statement):
                    if host == first { approved = (host, rules, statement) }
                    continue
                case .refused(let why): (answer.verdict, reason) = (.unverified, why)
                case .unknown(let why): (answer.verdict, reason) = (.unchecked, why)
                }
                answer.reason =
                    host == first
                    ? reason
                    : "\(generation.title) verifies the app's hosts together; \(PrintableText.escaped(host)) "
                        + "\(answer.verdict == .unchecked ? "was not checked" : "fails"): \(reason)"
                return answer
            }
        }
        guard let approved else {
            let (verdict, reason) = failure ?? (.unverified, "")
            (answer.verdict, answer.reason) = (verdict, reason)
            return answer
        }
        answer.verdict = .opens
        answer.reason = nil
        if approved.key.hasPrefix("*."), Self.isSurprisingSuffix(urlHost, of: approved.key) {
            answer.note =
                "approved through the verified \(PrintableText.escaped(approved.key)), which Android 12+ matches as a "
                + "plain suffix of the host (android-app.wildcard-suffix)"
        }
        if generation.appliesDynamicRules, let rules = approved.rules {
            Self.applyDynamicRules(rules, statement: approved.statement, to: uri, answer: &answer)
        }
        return answer
    }

    /// Android 15+: the granting statement's dynamic rules decide last (docs/rules/android-app-links.md DY4): the first rule
    /// that matches opens or excludes; none matching excludes.
    private static func applyDynamicRules(
        _ rules: [DynamicRule], statement: Int, to uri: AndroidURI, answer: inout AndroidLinkAnswer
    ) {
        switch DynamicRuleMatcher.decide(rules, uri: uri) {
        case .opens(let index):
            (answer.verdict, answer.dynamicRule, answer.reason) = (.opens, rules[index].jsonPath.description, nil)
        case .excluded(let index):
            (answer.verdict, answer.dynamicRule) = (.excluded, rules[index].jsonPath.description)
            answer.reason = "dynamic rule \(index) of statement \(statement) excludes it"
        case .noRuleMatched:
            answer.verdict = .excluded
            answer.reason = "no dynamic rule of statement \(statement) matches it, so it is excluded"
        }
    }

    /// The verified keys that approve a link to `host` on Android 12+, in the order
    /// `DomainVerificationService.approvalLevelForDomain` asks them (A15d): the host's own key,
    /// compared as written (`stateMap.get(host)`), then every `*.` key whose text after `*.` ends
    /// the host, compared as written and with no dot boundary (`host.endsWith(domain.substring(2))`),
    /// so `*.example.test` approves `example.test` and `badexample.test` too.
    package static func approvingKeys(_ host: String, among declared: [String]) -> [String] {
        var keys = declared.filter { $0 == host }
        for written in declared where written.hasPrefix("*.") && written != host && host.hasSuffix(written.dropFirst(2))
        {
            keys.append(written)
        }
        return keys
    }

    /// Whether a `*.` key approves `host` other than as a subdomain: the host is not the key's
    /// parent and does not end with `.parent` (`badexample.test` for `*.example.test`).
    package static func isSurprisingSuffix(_ host: String, of key: String) -> Bool {
        let parent = key.dropFirst(2)
        return host != parent && !host.hasSuffix("." + parent)
    }

    /// The declared host that covers `host`, case aside: itself, or `*.parent` for a subdomain of
    /// parent. What a filter takes (``IntentFilterRouter``) and which host's file `--expect-url`
    /// reads; approval on Android 12+ is ``approvingKeys(_:among:)``'s.
    package static func covering(_ host: String, among declared: [String]) -> String? {
        let lowered = host.lowercased()
        return declared.first { $0.lowercased() == lowered }
            ?? declared.first { written in
                written.hasPrefix("*.") && lowered.hasSuffix(written.dropFirst(1).lowercased())
            }
    }

    /// Each generation's answer from a host's file alone, without the app's filters: whether the
    /// file grants the app and, on Android 15+, which dynamic rule decides.
    package static func answers(for uri: AndroidURI, grant: HostGrant) -> [AndroidLinkAnswer] {
        AndroidBand.linkRules.map { generation in
            var answer = AndroidLinkAnswer(generation: generation, verdict: .granted)
            switch grant {
            case .refused(let reason):
                (answer.verdict, answer.reason) = (.unverified, reason)
            case .unknown(let reason):
                (answer.verdict, answer.reason) = (.unchecked, reason)
            case .granted(let rules, let statement):
                answer.reason =
                    "the file grants the app; which paths open is the app's intent filters' to say (give --apk, "
                    + "--aab or --android-manifest)"
                guard generation.appliesDynamicRules, let rules else { break }
                applyDynamicRules(rules, statement: statement, to: uri, answer: &answer)
            }
            return answer
        }
    }

    /// Whether the answers leave the URL not checked rather than not opening: no band the app
    /// installs on refuses it, and one could not be judged (a host's file not given or not
    /// checked), so "does not open" would be a guess.
    package static func isNotChecked(_ answers: [AndroidLinkAnswer]) -> Bool {
        var unknown = false
        for answer in answers where answer.verdict != .notApplicable {
            switch answer.verdict {
            case .opens, .accepted, .granted: continue
            case .unchecked: unknown = true
            default: return false
            }
        }
        return unknown
    }

    /// The verdict over the generations the app runs on: the strictest of them.
    package static func verdict(_ answers: [AndroidLinkAnswer]) -> MatchVerdict {
        var applicable = false
        var opensAll = true
        var excluded = false
        for answer in answers where answer.verdict != .notApplicable {
            applicable = true
            switch answer.verdict {
            case .opens, .accepted, .granted: break
            case .excluded: (opensAll, excluded) = (false, true)
            default: opensAll = false
            }
        }
        if applicable, opensAll { return .match }
        return excluded ? .block : .none
    }
}

/// One generation's answer for one URL.
package struct AndroidLinkAnswer: Codable, Sendable, Hashable {
    package enum Verdict: String, Codable, Sendable, Hashable {
        /// A verified App Link: the app opens it.
        case opens
        /// A filter takes it; verification was not judged (no assetlinks.json given).
        case accepted
        /// The host's file grants the app; the app's filters were not given.
        case granted
        /// A filter takes it but the host is not verified for the app: the browser or a chooser.
        case unverified
        /// An Android 15 dynamic rule of the host excludes it.
        case excluded
        /// No activity's filter takes it.
        case noFilter = "no-filter"
        /// Verification could not be judged (a host's file was not read).
        case unchecked
        /// The app does not install on this generation.
        case notApplicable = "not-applicable"
        /// The app installs on no device of this generation: its manifest fails the package
        /// parser there (a refused pathAdvancedPattern, A15c).
        case notInstalled = "not-installed"
    }

    package var generation: AndroidBand
    package var verdict: Verdict
    package var reason: String?
    /// The activity, filter and `<data>` rule that take the URL.
    package var activity: String?
    package var filter: Int?
    package var host: String?
    package var path: String?
    /// The dynamic rule that decided on Android 15+, by its JSON path.
    package var dynamicRule: String?
    /// What a reader of the answer would not expect: devices of the band that answer otherwise
    /// (`\.` on Android 15+), or an approval through a `*.` key's plain suffix.
    package var note: String?

    package init(
        generation: AndroidBand, verdict: Verdict, reason: String? = nil,
        acceptance: IntentFilterRouter.Acceptance? = nil
    ) {
        self.generation = generation
        self.verdict = verdict
        self.reason = reason
        activity = acceptance?.component
        filter = acceptance?.filter
        host = acceptance?.host
        path = acceptance?.pathRule
    }
}
