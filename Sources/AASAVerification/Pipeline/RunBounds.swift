import AASACore
import AASAFetch
import FoundationEssentials
import Synchronization

/// `--deadline`: the moment the run stops checking hosts. A host not checked by then is reported
/// as such (`run.deadline`), never as a site's timeout, and counted for the run's exit status.
struct RunBounds: Sendable {
    var deadline: ContinuousClock.Instant?
    var unchecked: UncheckedCount
    var strict: Bool

    var isPast: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// The report of a host the deadline (or the proxy) left unchecked: its entries and apps, no fetch.
    func notChecked(_ group: PlannedGroup, cause: LocalCut.Cause = .deadline) -> DomainOutcome {
        unchecked.add(cause)
        let report: DomainReport
        func finding(_ host: String) -> Finding {
            cause == .deadline ? Self.finding(host) : Self.proxyFinding(host)
        }
        switch group {
        case .apple(let group, let findings):
            let all = findings + [finding(group.fetchHost)]
            report = DomainReport(
                domain: group.fetchHost, entries: group.entries, appIDs: group.appIDs,
                appsByEntry: group.appIDsByEntry, claims: group.claims, status: Status(findings: all, strict: strict),
                fetch: nil, findings: all)
        case .android(let group, let findings):
            let all = findings + [finding(group.fetchHost)]
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

    static func proxyFinding(_ host: String) -> Finding {
        FindingKind.runProxy(
            "The proxy stopped carrying this run's requests before \(PrintableText.escaped(host, limit: 253)) was "
                + "checked, so nothing is known of it this run.",
            hint: "Check the proxy (is it running, does it accept this machine?) and run again.")
    }
}

/// Whether a request of the host being verified was cut short by the run itself rather than the
/// site: `--deadline` (any of its requests: the well-known file, the legacy location, AASA-Bot's,
/// the CDN's, Android's device and ordinary clients, includes), or a proxy that stopped carrying
/// requests. The report then never blames the site (a timeout, `http.user-agent` for AASA-Bot,
/// `cdn.failure`, a connection the proxy's port refused). Set through ``current`` by the fetcher,
/// read by ``Verification`` once the host is done.
final class LocalCut: Sendable {
    enum Cause: Sendable { case deadline, proxy }

    @TaskLocal static var current: LocalCut?

    private let cause = Mutex<Cause?>(nil)

    func mark(_ cause: Cause) { self.cause.withLock { $0 = $0 ?? cause } }

    var happened: Cause? { cause.withLock { $0 } }
}

/// How many hosts the run left unchecked (`--deadline`, a proxy that stopped) or whose CDN copy it
/// could not compare (Apple's CDN unreached), counted from every task, and when each fault began.
package final class UncheckedCount: Sendable {
    private struct Counts {
        var deadline = 0
        var proxy = 0
        var proxyFailedAt: ContinuousClock.Instant?
        var cdn = 0
        var cdnFailedAt: ContinuousClock.Instant?
    }

    private let counts = Mutex(Counts())
    private let started = ContinuousClock.now

    package init() {}

    func add(_ cause: LocalCut.Cause = .deadline) {
        counts.withLock { counts in
            switch cause {
            case .deadline: counts.deadline += 1
            case .proxy: counts.proxy += 1
            }
        }
    }

    /// Notes that a request failed at the proxy now: the first such moment is the run's to say.
    func proxyFailed() {
        let now = ContinuousClock.now
        counts.withLock { $0.proxyFailedAt = $0.proxyFailedAt ?? now }
    }

    /// Notes a host whose CDN copy could not be read: Apple's CDN gave no answer.
    func cdnFailed() {
        let now = ContinuousClock.now
        counts.withLock { counts in
            counts.cdn += 1
            counts.cdnFailedAt = counts.cdnFailedAt ?? now
        }
    }

    /// Every host left unchecked, whatever the cause, and every CDN copy not compared: each makes
    /// the run exit 2.
    package var value: Int { counts.withLock { $0.deadline + $0.proxy + $0.cdn } }

    /// Hosts whose CDN copy was not compared, and how far into the run the CDN first gave no answer.
    package var byCDN: (hosts: Int, after: Duration?) {
        counts.withLock { ($0.cdn, $0.cdnFailedAt.map { $0 - started }) }
    }

    /// Hosts the deadline left unchecked.
    package var byDeadline: Int { counts.withLock { $0.deadline } }

    /// Hosts the proxy left unchecked, and how far into the run it first failed.
    package var byProxy: (hosts: Int, after: Duration?) {
        counts.withLock { ($0.proxy, $0.proxyFailedAt.map { $0 - started }) }
    }
}
