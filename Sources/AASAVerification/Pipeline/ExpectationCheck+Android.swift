import AASACore

/// `--expect-url` on Android, for the apps read from files (`--apk`, `--aab`, `--android-manifest`):
/// each generation the app installs on must open the URL (or none may), as `match` answers it —
/// the app's intent filters take the URL, the host is one the generation verifies, and the
/// fetched assetlinks.json grants the app (with Android 15's dynamic rules). An app named only by
/// `--android-app` has no filters to judge: its hosts' reports say the URL was not checked.
extension ExpectationCheck {
    /// What every Android expectation of a run reads, made once: each app file with its decision
    /// (its filters compiled), and each Android host's statements by the host its file was fetched at.
    struct AndroidContext {
        var apps: [(input: AndroidAppInput, decision: AppLinkDecision)]
        var lists: [String: StatementList]

        init(apps: [AndroidAppInput], outcomes: [DomainOutcome]) {
            self.apps = apps.map { ($0, AppLinkDecision($0.file.manifest, hosts: $0.hosts)) }
            lists = [:]
            for outcome in outcomes where outcome.report.platform == .android {
                if let list = outcome.statementList { lists[outcome.report.domain] = list }
            }
        }
    }

    /// Judges `expectation` for every app file that declares its host; true when some app did.
    func applyAndroid(
        _ expectation: URLExpectation, context: AndroidContext, to outcomes: inout [DomainOutcome],
        unmatched: inout [DomainReport]
    ) -> Bool {
        guard let uri = AndroidURI.webLink(expectation.text), let host = uri.host else { return false }
        var judged = false
        let lists = context.lists
        for (input, decision) in context.apps {
            let declared = decision.hosts.android12 + decision.hosts.legacy
            guard AppLinkDecision.covering(host, among: declared) != nil else { continue }
            judged = true
            let answers = decision.answers(for: uri) { written, generation in
                let fetched = AppLinkHosts.fileHost(written)
                guard let list = lists[fetched] else {
                    return .unknown(reason: "\(PrintableText.escaped(fetched))'s assetlinks.json was not read")
                }
                return AppLinkDecision.grant(in: list, to: input.apps(for: generation), host: fetched)
            }
            let opens = AppLinkDecision.verdict(answers) == .match
            guard expectation.mustOpen != opens else { continue }
            let finding = androidFinding(expectation, app: input.app.packageName, answers: answers)
            let fetched = AppLinkDecision.covering(host, among: declared).map(AppLinkHosts.fileHost)
            if let index = outcomes.firstIndex(where: { $0.report.platform == .android && $0.report.domain == fetched })
            {
                outcomes[index].report.findings.append(finding)
                outcomes[index].report.status = Status(findings: outcomes[index].report.findings, strict: strict)
            } else {
                unmatched.append(
                    DomainReport(
                        domain: host, platform: .android, entries: [],
                        status: Status(findings: [finding], strict: strict), fetch: nil, findings: [finding]))
            }
        }
        return judged
    }

    /// The answers that decide, generation by generation, in one sentence.
    private func androidFinding(_ expectation: URLExpectation, app: String, answers: [AndroidLinkAnswer]) -> Finding {
        let applicable = answers.filter { $0.verdict != .notApplicable }
        if expectation.mustOpen {
            let failing = applicable.filter { ![.opens, .accepted, .granted].contains($0.verdict) }
            let reasons = failing.map {
                "\($0.generation.title): \($0.verdict.rawValue)" + ($0.reason.map { ", \($0)" } ?? "")
            }
            return FindingKind.urlUnexpected(
                "\(expectation.text) does not open \(app) on Android (\(reasons.joined(separator: "; "))).",
                hint: "Give an autoVerify filter of the app this host and a path that takes the URL, and list the app "
                    + "with its signing key in the host's assetlinks.json; run aasa match with the app for each answer."
            )
        }
        let opening = applicable.map(\.generation.title).joined(separator: ", ")
        return FindingKind.urlUnexpected(
            "\(expectation.text) opens \(app) on Android (\(opening)), but it must not.",
            hint: "Narrow the filter's path, or add an exclude dynamic rule for it (Android 15+).")
    }
}
