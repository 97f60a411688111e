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
    func notChecked(_ group: PlannedGroup, cause: LocalFault = .deadline) -> DomainOutcome {
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
    @TaskLocal static var current: LocalCut?

    private let cause = Mutex<LocalFault?>(nil)

    func mark(_ cause: LocalFault) { self.cause.withLock { $0 = $0 ?? cause } }

    var happened: LocalFault? { cause.withLock { $0 } }
}

/// What the run left unchecked, by fault: hosts (`--deadline`, a proxy) or CDN copies (Apple's CDN
/// unreached), counted from every task, and how far into the run each fault was first met.
package final class UncheckedCount: Sendable {
    private struct Tally {
        var count = 0
        var firstAt: ContinuousClock.Instant?
    }

    private let tallies = Mutex([LocalFault: Tally]())
    private let started = ContinuousClock.now

    /// One more host (or CDN copy) `fault` left unchecked.
    func add(_ fault: LocalFault) {
        tallies.withLock { $0[fault, default: Tally()].count += 1 }
    }

    /// Notes that `fault` was met now: the first such moment is the run's to say.
    func met(_ fault: LocalFault) {
        let now = ContinuousClock.now
        tallies.withLock { $0[fault, default: Tally()].firstAt = $0[fault]?.firstAt ?? now }
    }

    /// Everything left unchecked, whatever the fault: each makes the run exit 2.
    package var value: Int { tallies.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// What `fault` left unchecked, and how far into the run it was first met.
    package func by(_ fault: LocalFault) -> (count: Int, after: Duration?) {
        tallies.withLock { ($0[fault]?.count ?? 0, $0[fault]?.firstAt.map { $0 - started }) }
    }
}
