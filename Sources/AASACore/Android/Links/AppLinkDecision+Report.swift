extension AppLinkDecision {
    /// What one host's assetlinks.json grants `app` (docs/rules/android-app-links.md D5): the first statement that gives
    /// `handle_all_urls` to the package with one of the app's fingerprints. Without fingerprints
    /// the key cannot be checked, and that is said instead of a grant.
    package static func grant(in list: StatementList, to app: AndroidApp, host: String) -> HostGrant {
        let shown = PrintableText.escaped(host)
        let statements = list.statements(granting: .handleAllURLs, to: app.packageName)
        guard !statements.isEmpty else {
            return .refused(
                reason: "\(shown)'s assetlinks.json grants \(AndroidRelation.handleAllURLs.rawValue) to no statement "
                    + "for \(PrintableText.escaped(app.packageName))")
        }
        guard !app.fingerprints.isEmpty else {
            return .unknown(
                reason: "\(shown) grants the package; the signing key was not checked (give --android-app "
                    + "\(PrintableText.escaped(app.packageName)):<SHA-256 of the app signing key>)")
        }
        let wanted = Set(app.fingerprints.map(\.text))
        guard
            let statement = statements.first(where: { statement in
                guard case .androidApp(_, let listed) = statement.target else { return false }
                return listed.contains(where: wanted.contains)
            })
        else {
            return .refused(
                reason: "\(shown)'s assetlinks.json lists \(PrintableText.escaped(app.packageName)) with other "
                    + "signing keys")
        }
        let index = list.statements.firstIndex { $0.path == statement.path } ?? 0
        return .granted(dynamicRules: statement.dynamicRules, statement: index)
    }

    /// What the file grants when every one of `apps` (one app, or a generation's several keys,
    /// each of which its devices compare) must be granted: the first refusal, else the grant.
    package static func grant(in list: StatementList, to apps: [AndroidApp], host: String) -> HostGrant {
        var granted: HostGrant?
        for app in apps {
            let grant = grant(in: list, to: app, host: host)
            guard case .granted = grant else { return grant }
            granted = granted ?? grant
        }
        return granted ?? .unknown(reason: "no key of the app to compare")
    }

    /// `url`'s answer for `app`, as `match` reports it: a verdict over the generations the app
    /// runs on, and each generation's answer.
    package func result(
        _ url: String, uri: AndroidURI, app: AndroidApp, grant: ((String, AndroidBand) -> HostGrant)?
    ) -> MatchReport.URLResult {
        let answers = answers(for: uri, grant: grant)
        let verdict = Self.verdict(answers)
        return MatchReport.URLResult(
            url: url, verdict: verdict,
            apps: [MatchReport.AppResult(appID: app.packageName, verdict: verdict, rule: nil, android: answers)],
            platform: .android)
    }
}
