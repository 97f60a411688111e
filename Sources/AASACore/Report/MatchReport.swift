/// `aasa match`'s report.
package struct MatchReport: Codable, Sendable, Hashable {
    package var schemaVersion: Int = 1
    package var results: [URLResult]
    /// `match --device-state`: what the phone says of the file's host for each package that lists
    /// it, reconciled with the file (`device.*`); nil otherwise.
    package var device: [Finding]?

    package init(results: [URLResult]) {
        self.results = results
    }

    package struct URLResult: Codable, Sendable, Hashable {
        package var url: String
        package var verdict: MatchVerdict
        package var apps: [AppResult]
        /// Whose system decided: Apple's (AASA rules) or Android's (intent filters, verification).
        /// Reports written before it existed are Apple's.
        @ReadAbsentAs<ReportDefaults.Apple> package var platform: Platform

        package init(url: String, verdict: MatchVerdict, apps: [AppResult], platform: Platform = .apple) {
            self.url = url
            self.verdict = verdict
            self.apps = apps
            self.platform = platform
        }

        /// An Android answer that could not be judged for a band (a host's file not given) and is
        /// refused by none: counted apart, never as a URL that opens nothing.
        package var isNotChecked: Bool {
            platform == .android && apps.contains { $0.android.map(AppLinkDecision.isNotChecked) ?? false }
        }
    }

    package struct AppResult: Codable, Sendable, Hashable {
        package var appID: String
        package var verdict: MatchVerdict
        /// `"rule": null` when no rule decided, so every app object has the same keys.
        @WrittenAsNull package var rule: RuleReference?
        /// For an Android app, each generation's answer, newest first.
        package var android: [AndroidLinkAnswer]?

        package init(appID: String, verdict: MatchVerdict, rule: RuleReference?, android: [AndroidLinkAnswer]? = nil) {
            self.appID = appID
            self.verdict = verdict
            self.rule = rule
            self.android = android
        }
    }
}

/// What the system does with a URL for one app.
package enum MatchVerdict: String, Codable, Sendable, Hashable {
    /// The URL opens the app.
    case match
    /// An `exclude` rule (or `NOT ` path) stops it.
    case block
    /// No rule decides: the URL opens in the browser.
    case none
}

/// Which rule decided: the index of the details entry and of the component (or legacy path)
/// within it, both counted in file order.
package struct RuleReference: Codable, Sendable, Hashable {
    package var detail: Int
    package var component: Int
    /// True when the rule is a legacy `paths` string, not a component (reports written before it
    /// existed read as components).
    @ReadAbsentAs<ReportDefaults.False> package var isLegacyPath: Bool
    /// For an assetlinks.json rule, its JSON path (`detail` is then the statement, `component`
    /// the dynamic rule); nil for an AASA rule.
    package var jsonPath: String?

    package init(detail: Int, component: Int, isLegacyPath: Bool = false, jsonPath: String? = nil) {
        self.detail = detail
        self.component = component
        self.isLegacyPath = isLegacyPath
        self.jsonPath = jsonPath
    }

    /// `details[0].components[2]` or `details[0].paths[2]`: where the rule is written; an
    /// assetlinks.json rule's JSON path.
    package var label: String {
        jsonPath ?? "details[\(detail)].\(isLegacyPath ? "paths" : "components")[\(component)]"
    }
}

extension MatchReport {
    /// One URL's verdict over the platforms it was answered on, or not checked.
    package enum URLVerdict: Sendable, Hashable {
        case checked(MatchVerdict)
        case notChecked
    }

    /// Each URL's verdict, in order: a URL answered on both platforms (its results follow each
    /// other) opens when it opens on both; a block on either blocks it; an answer not checked
    /// leaves it not checked when nothing else already refuses it.
    package var urlVerdicts: [URLVerdict] {
        var verdicts: [URLVerdict] = []
        var index = results.startIndex
        while index < results.endIndex {
            let next = results.index(after: index)
            let pairs =
                next < results.endIndex && results[next].url == results[index].url
                && results[next].platform != results[index].platform
            verdicts.append(Self.verdict(results[index], pairs ? results[next] : nil))
            index += pairs ? 2 : 1
        }
        return verdicts
    }

    /// One URL's verdict from its answer on one platform, or on both (`match --urls` counts a
    /// URL at a time: no array per URL).
    static func verdict(_ first: URLResult, _ second: URLResult? = nil) -> URLVerdict {
        let other = second ?? first
        if first.verdict == .match, other.verdict == .match { return .checked(.match) }
        if first.verdict == .block || other.verdict == .block { return .checked(.block) }
        let refused =
            (first.verdict != .match && !first.isNotChecked) || (other.verdict != .match && !other.isNotChecked)
        return refused ? .checked(.none) : .notChecked
    }
}
