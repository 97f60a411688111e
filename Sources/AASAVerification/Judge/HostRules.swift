import AASACore
import AASAFetch

/// One platform's rules for a host, behind one protocol: which request the probe makes next, a
/// pure function of the host's fetches so far, and the verdict, a pure function of all of them
/// (no clock, no network: `aasa judge` calls it on a recording). ``AppleRules`` and
/// ``AndroidRules`` hold each platform's well-known path, limits, redirect rule, linter,
/// cross-check and severities.
protocol HostRules: Sendable {
    associatedtype Group: Sendable
    var settings: VerificationSettings { get }
    /// Requests made beside the others, whatever those answer (Apple's CDN copy).
    func alongside(_ group: Group) -> [ProbeRequest]
    /// The next request, or nil when the host is done.
    func next(after fetches: [RecordedFetch], group: Group, context: HostContext) -> ProbeRequest?
    /// The host's report from its fetches.
    func judge(_ fetches: [RecordedFetch], group: Group, entryFindings: [Finding], context: HostContext)
        -> DomainOutcome
}

/// What a platform's rules know of the host beyond its own fetches.
struct HostContext: Sendable {
    /// Apple's well-known request when it reached no host: Android's file is on the same
    /// unreachable host, so it is not asked for and that answer stands for it.
    var unreachable: FetchRecord?
    /// Another platform's request follows on the host: leave the connection open for it.
    var keepsConnection = false
    /// The requests the host's budget left unmade (an include past 3 x `--timeout`).
    var outOfTime: [String] = []
    /// Keep what `--expect-url` needs (compiled rules, statements), otherwise dropped.
    var forExpectations = false
}

/// A request the probe makes for a host: what it is for, and how it is asked.
struct ProbeRequest: Sendable {
    var role: FetchRole
    var request: FetchRequest
    /// Spends the host's own deadline (an ordinary client after the device, includes), not only
    /// the run's.
    var hostBounded = false
}

extension FetchSummary {
    /// What a report shows of a recorded request and its retries.
    init(_ fetch: RecordedFetch) {
        self.init(fetch.record, attempts: fetch.attempts, totalMs: fetch.totalMs)
    }

    /// What a report shows of a fetch.
    init(_ record: FetchRecord, attempts: Int = 1, totalMs: Int? = nil) {
        let leaf = record.tls?.chain.first
        let isRedirect = (300..<400).contains(record.httpStatus ?? 0)
        self.init(
            url: record.url, httpStatus: record.httpStatus, contentType: record.header("Content-Type"),
            bytes: record.body.count, redirectLocation: isRedirect ? record.header("Location") : nil,
            tls: record.tls.map {
                TLSSummary(
                    verified: $0.verified, subject: leaf?.subject, issuer: leaf?.issuer, notAfter: leaf?.notAfter)
            },
            durationMs: record.durationMs, attempts: attempts, totalMs: totalMs)
    }
}

extension [RecordedFetch] {
    /// The fetch of `role`, or, when a recording lacks it, a transfer that never started.
    func required(_ role: FetchRole, url: String) -> RecordedFetch {
        first(role, url: url)
            ?? RecordedFetch(
                role: role, url: url, userAgent: "", attempts: 1, totalMs: 0,
                record: FetchRecord(
                    url: url, curlCode: CurlCode.failedInit,
                    curlError: "not in the recording: the recorded run made no such request"))
    }
}
