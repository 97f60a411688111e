import AASACore
import AASAFetch
import Synchronization

/// How every platform's verifier fetches: the run's settings made into requests, and a request
/// tried again after a transient failure up to `--retry` times (the verdict comes from the last
/// attempt). Local failures (trust store, proxy credentials) are handed to the run's problems.
struct SiteFetcher: Sendable {
    var settings: VerificationSettings
    var engine: FetchEngine
    var problems: RunProblems
    /// `--deadline`'s moment: no request runs past it.
    var runDeadline: ContinuousClock.Instant? = nil
    /// Where a proxy's failure is noted for the run's message.
    var unchecked: UncheckedCount? = nil

    /// The scheme of the proxy a request to `url` goes through, or nil when it goes direct.
    func proxyScheme(for url: String) -> String? {
        guard let proxy = settings.effectiveProxy, settings.usesProxy(for: [Self.host(of: url)]) else { return nil }
        return ProxySetting.scheme(of: proxy)
    }

    func request(_ url: String, platform: Platform = .apple) -> FetchRequest {
        Self.request(url, platform: platform, settings: settings)
    }

    /// A request as the run's settings make it.
    static func request(_ url: String, platform: Platform = .apple, settings: VerificationSettings) -> FetchRequest {
        settings.request(url, bodyLimit: platform.bodyLimit)
    }

    /// The time a host's requests may take together, both platforms', includes and retries
    /// included: one host whose includes never answer, or that stalls every retry, must not hold
    /// the run for ten timeouts (unattended round two, item 8).
    var hostBudget: Duration { .seconds(3 * settings.timeout) }

    /// The budget of the host being verified, set by ``Verification`` for a host's platforms
    /// together: every request of the host (well-known file, legacy location, AASA-Bot's, the
    /// CDN's, Android's clients, includes) and every wait between retries spends it.
    @TaskLocal static var hostBudgetLeft: HostBudget?

    /// The host of a URL aasa fetches (`https://host[:port]/path`), as no-proxy rules name it.
    private static func host(of url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        rest = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") { return String(rest[...close]) }
        return String(rest.prefix { $0 != ":" })
    }

    /// `request` with its timeouts cut to what is left before `deadline`.
    static func bounded(_ request: FetchRequest, by deadline: ContinuousClock.Instant?) -> FetchRequest {
        guard let deadline else { return request }
        let seconds = max(0.001, ContinuousClock.now.duration(to: deadline).seconds)
        var request = request
        request.timeout = min(request.timeout, seconds)
        request.connectTimeout = min(request.connectTimeout, seconds)
        return request
    }

    /// A request's last record, the attempts made and the wall time they took with the waits.
    struct Attempted {
        var record: FetchRecord
        var attempts: Int
        var totalMs: Int
    }

    /// Every request aasa makes for a host (well-known, legacy location, AASA-Bot check, CDN,
    /// includes) is retried alike: a transient 503 on any of them must not become its finding.
    /// With a `deadline`, no attempt starts after it and none runs past it.
    func fetchRetrying(_ request: FetchRequest, deadline: ContinuousClock.Instant? = nil) async -> Attempted {
        let start = ContinuousClock.now
        let deadline = [deadline, runDeadline].compactMap { $0 }.min()
        let budget = Self.hostBudgetLeft
        // Whether the run's deadline shortened the last attempt's time (libcurl's timer may fire
        // a little before the instant itself, so this, not the clock after, says who cut it).
        var cutByRun = false
        func attempt() async -> FetchRecord {
            var bounded = Self.bounded(request, by: deadline)
            cutByRun = deadline != nil && deadline == runDeadline && bounded.timeout < request.timeout
            if let left = budget?.seconds {
                bounded.timeout = min(bounded.timeout, max(0.001, left))
                bounded.connectTimeout = min(bounded.connectTimeout, bounded.timeout)
            }
            let record = await engine.fetch(bounded)
            budget?.spend(Double(record.durationMs) / 1000)
            return record
        }
        var record = await attempt()
        var attempts = 1
        while attempts <= settings.retries,
            let delay = RetryPolicy.delay(
                after: record, attempt: attempts, limit: settings.timeout, jitter: Double.random(in: 0.5...1.5)),
            deadline.map({ ContinuousClock.now + .seconds(delay) < $0 }) ?? true,
            budget.map({ delay < $0.seconds }) ?? true
        {
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            budget?.spend(delay)
            record = await attempt()
            attempts += 1
        }
        problems.checkLocal(record)
        // A request that timed out in the time the run's deadline left it was cut by the run; one
        // that failed at the proxy, by this machine's proxy.
        if record.curlCode == CurlCode.operationTimedOut, cutByRun { LocalCut.current?.mark(.deadline) }
        if let scheme = proxyScheme(for: request.url), record.failedAtProxy(scheme: scheme) {
            LocalCut.current?.mark(.proxy)
            unchecked?.met(.proxy)
        }
        let totalMs = max((ContinuousClock.now - start).milliseconds, record.durationMs)
        return Attempted(record: record, attempts: attempts, totalMs: totalMs)
    }
}

/// What is left of one host's time (3 x `--timeout`): the transfers' own time and the waits
/// between retries, not the time a request waits for a free transfer slot, which a fleet of stalled
/// hosts would otherwise charge to the healthy ones behind them.
final class HostBudget: Sendable {
    private let left: Mutex<Double>

    init(seconds: Double) { left = Mutex(seconds) }

    var seconds: Double { left.withLock { $0 } }

    func spend(_ seconds: Double) { left.withLock { $0 -= seconds } }
}
