import AASACore

/// `--expect-url` / `--expect-no-url` across hosts, as the system picks rules (spec 4, step 2):
/// the URL's host must be covered by an applinks entry; an exact host is tried first, then
/// covering wildcards from the longest suffix; the first file whose rules match or block decides.
struct ExpectationCheck: Sendable {
    var appIDs: [String]
    var strict: Bool

    func apply(_ expectations: [URLExpectation], to outcomes: inout [DomainOutcome], unmatched: inout [DomainReport]) {
        for expectation in expectations {
            let candidates = coveringOutcomes(for: expectation.url.host, in: outcomes)
            var decided: (index: Int, apps: [MatchReport.AppResult])?
            for index in candidates {
                guard let matcher = outcomes[index].matcher else { continue }
                let apps = relevantApps(matcher.evaluate(expectation.url))
                if decided == nil { decided = (index, apps) }
                if apps.contains(where: { $0.verdict != .none }) {
                    decided = (index, apps)
                    break
                }
            }
            let verdict = AssociationMatcher.verdict(for: decided?.apps ?? [], appID: appIDs.first)
            guard expectation.mustOpen ? verdict != .match : verdict == .match else { continue }
            let finding = self.finding(
                expectation, verdict: verdict, apps: decided?.apps ?? [], covered: !candidates.isEmpty)
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

    /// Indices of the outcomes whose applinks entries cover `host`: exact hosts first, then
    /// wildcards by decreasing suffix length.
    private func coveringOutcomes(for host: String, in outcomes: [DomainOutcome]) -> [Int] {
        var exact: [Int] = []
        var wildcards: [(index: Int, length: Int)] = []
        for (index, outcome) in outcomes.enumerated() {
            for domain in outcome.group.domains where domain.service == .applinks {
                if !domain.isWildcard, domain.host == host {
                    exact.append(index)
                } else if domain.isWildcard, host.hasSuffix("." + domain.host) || host == domain.host {
                    wildcards.append((index, domain.host.count))
                }
            }
        }
        let ordered = exact + wildcards.sorted { $0.length > $1.length }.map(\.index)
        var seen = Set<Int>()
        return ordered.filter { seen.insert($0).inserted }
    }

    private func relevantApps(_ apps: [MatchReport.AppResult]) -> [MatchReport.AppResult] {
        guard !appIDs.isEmpty else { return apps }
        return apps.filter { app in appIDs.contains { AppID.sameApp($0, app.appID) } }
    }

    private func finding(
        _ expectation: URLExpectation, verdict: MatchVerdict, apps: [MatchReport.AppResult], covered: Bool
    ) -> Finding {
        let app = appIDs.first ?? "any app"
        guard covered else {
            return FindingKind.urlUnexpected(
                "\(expectation.text) cannot open \(app): no applinks entry covers \(expectation.url.host).",
                hint: "Add applinks:\(expectation.url.host) to the Associated Domains entitlement.")
        }
        let rule = apps.first { $0.verdict == verdict }?.rule
        let ruleText = rule.map { " (details[\($0.detail)], rule \($0.component))" } ?? ""
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
