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
        let verifier = DomainVerifier(fetcher: fetcher, forExpectations: !plan.expectations.isEmpty)
        let androidVerifier = AndroidVerifier(fetcher: fetcher, forExpectations: !plan.expectations.isEmpty)
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
                let host = groups[0].1.fetchHost
                let recording = replay?[host]
                let tape = recording.map(HostTape.init(replaying:)) ?? (recorder == nil ? nil : HostTape())
                let recorder = recorder
                tasks.addTask {
                    // One budget for the host's requests, both platforms'.
                    await SiteFetcher.$hostBudgetLeft.withValue(HostBudget(seconds: budget)) {
                        await HostTape.$current.withValue(tape) {
                            let outcomes = await Self.verify(
                                groups, apple: verifier, android: androidVerifier, run: run, replayed: recording)
                            if let recorder, let tape {
                                recorder(Self.recording(of: host, tape: tape, outcomes: outcomes))
                            }
                            return outcomes
                        }
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
    package var urls: [URLExpectationResult]
}

extension Verification {
    /// One host's groups, Apple's first: its last request leaves the connection open for
    /// Android's. (libcurl reports a reused connection's own certificate chain.) A host that
    /// could not be reached for Apple's file is not asked again for Android's: the connection
    /// fails alike, so a dead host costs one timeout per attempt, not two.
    static func verify(
        _ groups: [(Int, PlannedGroup)], apple: DomainVerifier, android: AndroidVerifier, run: RunBounds,
        replayed: HostRecording? = nil
    ) async -> [(Int, DomainOutcome)] {
        let ordered = groups.sorted { first, _ in if case .apple = first.1 { true } else { false } }
        var outcomes: [(Int, DomainOutcome)] = []
        var unreachable: FetchRecord?
        for (index, group) in ordered {
            if run.isPast {
                outcomes.append((index, run.notChecked(group)))
                continue
            }
            // A platform the recorded run left unchecked is not checked again from the recording.
            if let left = replayed?.notChecked.first(where: { $0.platform == group.platform }) {
                outcomes.append((index, run.notChecked(group, cause: left.cause == "proxy" ? .proxy : .deadline)))
                continue
            }
            var outcome: DomainOutcome
            let cut = LocalCut()
            switch group {
            case .apple(let group, let findings):
                outcome = await LocalCut.$current.withValue(cut) {
                    await apple.verify(group, entryFindings: findings, keepsConnection: ordered.count > 1)
                }
                unreachable = outcome.unreachable
            case .android(let group, let findings):
                outcome = await LocalCut.$current.withValue(cut) {
                    await android.verify(group, entryFindings: findings, unreachable: unreachable)
                }
            }
            // A request the deadline cut short, or the proxy failed, whichever of the host's it
            // was, is this run's fault, never the site's timeout, crawler answer or CDN copy.
            if let cause = cut.happened {
                outcome = run.notChecked(group, cause: cause)
            }
            outcomes.append((index, outcome))
        }
        return outcomes
    }

    /// What `verify --record` writes of a host: its fetches, and which platforms the run left
    /// unchecked (their reports say so: no fetch, a `run.*` finding).
    static func recording(of host: String, tape: HostTape, outcomes: [(Int, DomainOutcome)]) -> HostRecording {
        let left = outcomes.compactMap { _, outcome -> HostRecording.NotChecked? in
            let report = outcome.report
            guard report.fetch == nil, let id = report.notCheckedBy else { return nil }
            let cause = id == FindingKind.runProxy.id ? "proxy" : "deadline"
            return HostRecording.NotChecked(platform: report.platform, cause: cause)
        }
        return HostRecording(host: host, fetches: tape.recorded, notChecked: left, outOfTime: tape.unmade)
    }

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
