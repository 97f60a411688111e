import AASACore
import AASAFetch

/// Runs a ``VerificationPlan``: every host is fetched and judged concurrently (the engine bounds
/// how many transfers are in flight), then the URL expectations are checked across hosts.
struct Verification: Sendable {
    var plan: VerificationPlan
    var settings: VerificationSettings
    var engine: FetchEngine

    func run() async -> [DomainReport] {
        let verifier = DomainVerifier(
            settings: settings, engine: engine, appIDs: plan.appIDs, keepMatcher: !plan.expectations.isEmpty)
        var outcomes = [DomainOutcome?](repeating: nil, count: plan.groups.count)
        await withTaskGroup(of: (Int, DomainOutcome).self) { tasks in
            for (index, group) in plan.groups.enumerated() {
                let findings = (plan.entryFindings[group.fetchHost] ?? []) + group.findings
                tasks.addTask { (index, await verifier.verify(group, entryFindings: findings)) }
            }
            for await (index, outcome) in tasks {
                outcomes[index] = outcome
            }
        }
        var verified = outcomes.compactMap { $0 }
        var extra = plan.unfetchable.map { entry, findings in
            DomainReport(
                domain: entry, entries: [entry], status: Status(findings: findings, strict: settings.strict),
                fetch: nil, findings: findings)
        }
        ExpectationCheck(appIDs: plan.appIDs, strict: settings.strict)
            .apply(plan.expectations, to: &verified, unmatched: &extra)
        return verified.map(\.report) + extra
    }
}

/// One host's report, and its compiled rules when URLs are to be tested against them.
struct DomainOutcome: Sendable {
    var report: DomainReport
    var group: DomainGroup
    var matcher: AssociationMatcher?
}
