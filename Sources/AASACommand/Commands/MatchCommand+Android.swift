import AASACore

extension MatchCommand {
    /// `match --file assetlinks.json --android-app PACKAGE URL...`: which of the app's Android 15
    /// dynamic rules decides each URL (first match wins; no match excludes). Without dynamic rules
    /// the app's intent filters decide, which a file alone cannot tell: that is said, not guessed.
    static func runAndroid(
        _ bytes: [UInt8], file: String, format: (any MatchFormat)?, arguments: ParsedArguments, console: Console
    ) throws(UsageError) -> Int32 {
        guard let format else { throw UsageError("--urls works with AASA files only") }
        let written = arguments.value(.androidApp) ?? ""
        let app: AndroidApp
        switch AndroidApp.parse(written) {
        case .failure(let error):
            throw UsageError("--android-app '\(TerminalSafe(written))' is not an Android app: \(error.reason)")
        case .success(let parsed): app = parsed
        }
        let lint = AssetLinksLinter.lint(bytes)
        guard let list = lint.statementList else {
            let reason = lint.findings.first { $0.severity == .error }?.message ?? "it is not an assetlinks.json file"
            throw UsageError("cannot read '\(TerminalSafe(file))': \(TerminalSafe(reason))")
        }
        let wanted = Set(app.fingerprints.map(\.text))
        let granting = list.statements(granting: .handleAllURLs, to: app.packageName).filter { statement in
            guard !wanted.isEmpty, case .androidApp(_, let listed) = statement.target else { return true }
            return listed.contains(where: wanted.contains)
        }
        guard !granting.isEmpty else {
            throw UsageError(
                "'\(TerminalSafe(file))' has no statement granting \(AndroidRelation.handleAllURLs.rawValue) to "
                    + "\(TerminalSafe(app.description)): no URL opens it")
        }
        guard let statement = granting.first(where: { $0.dynamicRules != nil }), let rules = statement.dynamicRules
        else {
            throw UsageError(
                "'\(TerminalSafe(file))' has no dynamic_app_link_components for \(TerminalSafe(app.packageName)) "
                    + "(or aasa lint reports them discarded): the app's intent filters decide every URL")
        }
        let statementIndex = list.statements.firstIndex { $0.path == statement.path } ?? 0
        let domain = arguments.value(.domain)?.lowercased()
        var results: [MatchReport.URLResult] = []
        for url in arguments.positionals {
            guard let decision = DynamicRuleMatcher.decide(rules, url: url) else {
                throw UsageError("'\(TerminalSafe(url))' is not an http or https URL")
            }
            var verdict = MatchVerdict.none
            var rule: RuleReference?
            switch decision {
            case .opens(let index), .excluded(let index):
                verdict = decision == .opens(rule: index) ? .match : .block
                rule = RuleReference(
                    detail: statementIndex, component: index, jsonPath: rules[index].jsonPath.description)
            case .noRuleMatched:
                break
            }
            if let domain, DynamicRuleMatcher.host(of: url) != domain { (verdict, rule) = (.none, nil) }
            let result = MatchReport.AppResult(appID: app.packageName, verdict: verdict, rule: rule)
            results.append(MatchReport.URLResult(url: url, verdict: verdict, apps: [result]))
        }
        let report = MatchReport(results: results)
        let text = format.render(
            report, options: RenderOptions(colour: console.colours(output: arguments.value(.output))))
        try console.emitReport(text, to: arguments.value(.output))
        return ExitCode.forMatch(report)
    }
}
