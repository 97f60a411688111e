/// Whether a URL opens an Android app, generation by generation: a filter must take the URL
/// (``IntentFilterRouter``), the URL's host must be one the generation verifies for the app
/// (``AppLinkHosts``) and its assetlinks.json must grant the app (all hosts together on 6-11),
/// and on Android 15+ the granting statement's dynamic rules decide last (spec A1-A3, A11, DY1-DY5).
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

    package init(_ manifest: AppLinksManifest) {
        router = IntentFilterRouter(manifest)
        hosts = AppLinkHosts(manifest)
        minimumSDK = manifest.minSdkVersion
        maximumSDK = manifest.maxSdkVersion
    }

    /// Each generation's answer for `uri`, newest first. With `grant` nil, only the filters are
    /// judged (`accepted`); with it, verification too, from the host as the manifest writes it and
    /// the generation asking (each compares its own key: `AndroidAppInput.apps(for:)`).
    package func answers(for uri: AndroidURI, grant: ((String, AndroidGeneration) -> HostGrant)?)
        -> [AndroidLinkAnswer]
    {
        // The router's answer depends on the API level only through API 31's attributes: asked
        // once per level that reads differently, not once per generation.
        var acceptances: [(level: Int, answer: IntentFilterRouter.Acceptance?)] = []
        let subject = IntentFilterRouter.Subject(uri)
        func accepting(_ level: Int) -> IntentFilterRouter.Acceptance? {
            let key = router.dependsOnAPILevel ? level : 0
            if let known = acceptances.first(where: { $0.level == key }) { return known.answer }
            let found = router.accepting(subject, apiLevel: level)
            acceptances.append((key, found))
            return found
        }
        return AndroidGeneration.allCases.sorted().map { generation in
            guard generation.isApplicable(minimum: minimumSDK, maximum: maximumSDK) else {
                return AndroidLinkAnswer(
                    generation: generation, verdict: .notApplicable,
                    reason: "the app installs on API \(minimumSDK ?? 1)-\(maximumSDK.map(String.init) ?? "") only")
            }
            guard let acceptance = accepting(generation.apiLevels.lowerBound) else {
                return AndroidLinkAnswer(
                    generation: generation, verdict: .noFilter, reason: "no activity's intent filter takes the URL")
            }
            var answer = AndroidLinkAnswer(generation: generation, verdict: .accepted, acceptance: acceptance)
            guard let grant, let urlHost = uri.host else {
                answer.reason = "a filter takes it; the host's verification was not checked"
                return answer
            }
            let verified = generation.verifiesEachHost ? hosts.android12 : hosts.legacy
            guard let declared = Self.covering(urlHost, among: verified) else {
                answer.verdict = .unverified
                answer.reason =
                    "\(PrintableText.escaped(urlHost)) is not among the hosts \(generation.title) verifies for the app, "
                    + "so the link opens the browser or asks"
                return answer
            }
            // Android 6-11 verifies every host of the app in one request: all must grant it.
            let together = generation.verifiesEachHost ? [declared] : [declared] + verified.filter { $0 != declared }
            var own: HostGrant = .unknown(reason: "")
            for host in together {
                let result = grant(host, generation)
                if host == declared { own = result }
                let failure: (AndroidLinkAnswer.Verdict, String, String)
                switch result {
                case .granted: continue
                case .refused(let reason): failure = (.unverified, "fails", reason)
                case .unknown(let reason): failure = (.unchecked, "was not checked", reason)
                }
                answer.verdict = failure.0
                answer.reason =
                    host == declared
                    ? failure.2
                    : "\(generation.title) verifies the app's hosts together; \(PrintableText.escaped(host)) "
                        + "\(failure.1): \(failure.2)"
                return answer
            }
            answer.verdict = .opens
            answer.reason = nil
            if generation == .android15, case .granted(let rules?, let statement) = own {
                Self.applyDynamicRules(rules, statement: statement, to: uri, answer: &answer)
            }
            return answer
        }
    }

    /// Android 15+: the granting statement's dynamic rules decide last (spec DY4): the first rule
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

    /// The declared host that covers `host`: itself, or `*.parent` for a subdomain of parent.
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
        AndroidGeneration.allCases.sorted().map { generation in
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
                guard generation == .android15, let rules else { break }
                applyDynamicRules(rules, statement: statement, to: uri, answer: &answer)
            }
            return answer
        }
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
    }

    package var generation: AndroidGeneration
    package var verdict: Verdict
    package var reason: String?
    /// The activity, filter and `<data>` rule that take the URL.
    package var activity: String?
    package var filter: Int?
    package var host: String?
    package var path: String?
    /// The dynamic rule that decided on Android 15+, by its JSON path.
    package var dynamicRule: String?

    package init(
        generation: AndroidGeneration, verdict: Verdict, reason: String? = nil,
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
