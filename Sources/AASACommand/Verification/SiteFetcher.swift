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
            proxy: settings.proxy, noProxy: settings.noProxy, bodyLimit: platform.bodyLimit)
    }

    func fetch(_ request: FetchRequest) async -> FetchRecord {
        await engine.fetch(request)
    }

    func fetchRetrying(_ request: FetchRequest) async -> (FetchRecord, attempts: Int) {
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
        problems.check(record)
        return (record, attempts)
    }
}
