import AASACore
import AASAFetch

/// How every platform's verifier fetches: the run's settings made into requests, and a request
/// tried again after a transient failure up to `--retry` times (the verdict comes from the last
/// attempt). Local failures (trust store, proxy credentials) are handed to the run's problems.
struct SiteFetcher: Sendable {
    var settings: VerificationSettings
    var engine: FetchEngine
    var problems: RunProblems

    func request(_ url: String, platform: Platform = .apple) -> FetchRequest {
        FetchRequest(
            url: url, timeout: settings.timeout, connectTimeout: min(settings.timeout, 10),
            userAgent: settings.userAgent, connectTo: settings.connectTo, trustStore: settings.trustStore,
            proxy: settings.effectiveProxy, noProxy: settings.effectiveNoProxy, bodyLimit: platform.bodyLimit)
    }

    /// A request's last record, the attempts made and the wall time they took with the waits.
    struct Attempted {
        var record: FetchRecord
        var attempts: Int
        var totalMs: Int
    }

    /// The well-known request of a host: retried, and checked for what is this machine's fault.
    func fetchWellKnown(_ request: FetchRequest) async -> Attempted {
        let attempted = await fetchRetrying(request)
        problems.check(attempted.record)
        return attempted
    }

    /// Every request aasa makes for a host (well-known, legacy location, AASA-Bot check, CDN,
    /// includes) is retried alike: a transient 503 on any of them must not become its finding.
    func fetchRetrying(_ request: FetchRequest) async -> Attempted {
        let start = ContinuousClock.now
        var record = await engine.fetch(request)
        var attempts = 1
        while attempts <= settings.retries,
            let delay = RetryPolicy.delay(
                after: record, attempt: attempts, limit: settings.timeout, jitter: Double.random(in: 0.5...1.5))
        {
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            record = await engine.fetch(request)
            attempts += 1
        }
        problems.checkLocal(record)
        let elapsed = ContinuousClock.now - start
        let totalMs = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return Attempted(record: record, attempts: attempts, totalMs: max(totalMs, record.durationMs))
    }
}
