import AASACore
import AASAFetch
import FoundationEssentials
import Synchronization

/// `--deadline`: the moment the run stops checking hosts. A host not checked by then is reported
/// as such (`run.deadline`), never as a site's timeout, and counted for the run's exit status.
struct RunBounds: Sendable {
    var deadline: ContinuousClock.Instant?
    var unchecked: DeadlineCount
    var strict: Bool

    var isPast: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// The report of a host the deadline left unchecked: its entries and apps, no fetch.
    func notChecked(_ group: PlannedGroup) -> DomainOutcome {
        unchecked.add()
        let report: DomainReport
        switch group {
        case .apple(let group, let findings):
            let all = findings + [Self.finding(group.fetchHost)]
            report = DomainReport(
                domain: group.fetchHost, entries: group.entries, appIDs: group.appIDs,
                appsByEntry: group.appIDsByEntry, claims: group.claims, status: Status(findings: all, strict: strict),
                fetch: nil, findings: all)
        case .android(let group, let findings):
            let all = findings + [Self.finding(group.fetchHost)]
            report = DomainReport(
                domain: group.fetchHost, platform: .android, entries: group.entries, appIDs: group.apps,
                appsByEntry: group.appsByEntry, claims: group.claims, status: Status(findings: all, strict: strict),
                fetch: nil, findings: all)
        }
        return DomainOutcome(report: report, domains: [], matcher: nil)
    }

    static func finding(_ host: String) -> Finding {
        FindingKind.runDeadline(
            "The run's --deadline passed before \(PrintableText.escaped(host, limit: 253)) was checked, so nothing is "
                + "known of it this run.",
            hint: "Raise --deadline, lower the hosts per run (--shard), or raise --concurrency.")
    }
}

/// Whether `--deadline` cut a request of the host being verified short: any of them (the
/// well-known file, the legacy location, AASA-Bot's, the CDN's, Android's device and ordinary
/// clients, includes), so the report never blames the site for the run's own limit (a timeout,
/// `http.user-agent` for AASA-Bot, `cdn.failure`). Set through ``current`` by the fetcher, read by
/// ``Verification`` once the host is done.
final class DeadlineCut: Sendable {
    @TaskLocal static var current: DeadlineCut?

    private let cut = Mutex(false)

    func mark() { cut.withLock { $0 = true } }

    var happened: Bool { cut.withLock { $0 } }
}

/// How many hosts `--deadline` left unchecked, counted from every task.
package final class DeadlineCount: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0

    package init() {}

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    package var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
