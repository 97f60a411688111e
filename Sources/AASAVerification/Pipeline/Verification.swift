import AASACore
import AASAFetch

/// Runs a ``VerificationPlan``: hosts are fetched and judged concurrently (the engine bounds the
/// transfers in flight; this bounds the tasks waiting for it, so memory does not grow with the
/// number of domains), then the URL expectations are checked across hosts.
package struct Verification: Sendable {
    package var plan: VerificationPlan
    package var settings: VerificationSettings
    package var engine: FetchEngine
    /// Local failures met while fetching, for the run's exit status.
    package var problems = RunProblems()
    /// The hosts the run left unchecked (`--deadline`, a proxy) and the CDN copies it could not
    /// compare, for the run's exit status and message (the report is written).
    package var unchecked = UncheckedCount()
    /// `verify --record`: handed each host's fetches once the host is done (from the host's task).
    package var recorder: (@Sendable (HostRecording) -> Void)?
    /// `aasa judge`: each host's recorded fetches, by host, replayed in place of the network.
    package var replay: [String: HostRecording]?

    package init(plan: VerificationPlan, settings: VerificationSettings, engine: FetchEngine) {
        self.plan = plan
        self.settings = settings
        self.engine = engine
    }

    /// Reports in input order, or, when `stream` is given, each report handed to it with its
    /// place in that order as soon as it is final, and none kept (only without URL expectations,
    /// which need every host's rules at once).
    package func run(progress: (any VerificationProgress)?, stream: (@Sendable (Int, DomainReport) -> Void)?) async
        -> VerifiedRun
    {
        precondition(stream == nil || plan.expectations.isEmpty, "expectations need every report at the end")
        var fetcher = SiteFetcher(settings: settings, engine: engine, problems: problems)
        let deadline = settings.deadline.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
        fetcher.runDeadline = deadline
        fetcher.unchecked = unchecked
        let judging = HostJudging(
            probe: HostProbe(fetcher: fetcher), apple: AppleRules(settings: settings),
            android: AndroidRules(settings: settings), forExpectations: !plan.expectations.isEmpty)
        let hostCount = plan.hosts.count
        var outcomes = [DomainOutcome?](repeating: nil, count: stream == nil ? hostCount : 0)
        let window = max(8, settings.concurrency * 2)
        progress?.start(total: hostCount)
        // Kept reports share their repeated values: a fleet's domains mostly say the same things.
        var shared = SharedValues()
        await withTaskGroup(of: [(Int, DomainOutcome)].self) { tasks in
            var next = 0
            // Hosts already submitted with their other platform's host.
            var companions = Set<Int>()
            func submit() {
                while next < hostCount, companions.contains(next) { next += 1 }
                guard next < hostCount else { return }
                var indices = [next]
                if let companion = plan.companion(of: next) {
                    companions.insert(companion)
                    indices.append(companion)
                }
                let groups = indices.map { ($0, plan.plannedGroup($0)) }
                let run = RunBounds(deadline: deadline, unchecked: unchecked, strict: settings.strict)
                let budget = fetcher.hostBudget.seconds
                let recording = replay?[groups[0].1.fetchHost]
                let recorder = recorder
                tasks.addTask {
                    if let recording { return judging.judge(groups, recording: recording, run: run) }
                    // One budget for the host's requests, both platforms'.
                    return await SiteFetcher.$hostBudgetLeft.withValue(HostBudget(seconds: budget)) {
                        let (outcomes, made) = await judging.verify(groups, run: run)
                        recorder?(made)
                        return outcomes
                    }
                }
                next += 1
            }
            for _ in 0..<min(window, hostCount) { submit() }
            for await done in tasks {
                for (index, outcome) in done {
                    progress?.record(outcome.report.status)
                    if let stream {
                        stream(index, outcome.report)
                    } else {
                        var outcome = outcome
                        outcome.report.share(&shared)
                        outcomes[index] = outcome
                    }
                }
                submit()
            }
        }
        progress?.finish()
        let unfetchable = plan.unfetchable.map { entry, findings in
            DomainReport(
                domain: entry, entries: [entry], status: Status(findings: findings, strict: settings.strict),
                fetch: nil, findings: findings)
        }
        if let stream {
            for (offset, report) in unfetchable.enumerated() { stream(hostCount + offset, report) }
            return VerifiedRun(domains: [], urls: [])
        }
        let verified = outcomes.compactMap { $0 }
        let urls = ExpectationCheck(androidApps: plan.androidAppFiles).results(plan.expectations, outcomes: verified)
        return VerifiedRun(domains: verified.map(\.report) + unfetchable, urls: urls)
    }
}

/// What a run hands back when it keeps its reports: each host's, then each URL expectation's
/// result, judged apart from them.
package struct VerifiedRun: Sendable {
    package var domains: [DomainReport]
    package var urls: [URLReport]
}

extension Verification {
    /// How many reports `run` makes: one per host, one per entry that could not be fetched.
    package var reportCount: Int { plan.hosts.count + plan.unfetchable.count }

    /// Exit 2 when a failure was this machine's (trust store, proxy credentials), not a site's.
    package func checkLocalProblems() throws(VerificationError) {
        if let problem = problems.message(settings) { throw VerificationError(problem) }
    }
}

/// One host's report, and, when URLs are to be tested against them, its compiled rules and
/// domains (a long run without `--expect-url` keeps only the report).
struct DomainOutcome: Sendable {
    var report: DomainReport
    var domains: [AssociatedDomain]
    var matcher: AssociationMatcher?
    /// An Android host's statements, includes merged, kept for `--expect-url`.
    var statementList: StatementList? = nil
    /// The well-known request's record when the host could not be reached at all (no answer,
    /// no TLS session): its other platform's file is on the same unreachable host.
    var unreachable: FetchRecord? = nil
}
