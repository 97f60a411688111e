import AASACore
import AASAFetch

/// Makes a host's requests for one platform, as its rules say, one after another (the next
/// decided by the fetches so far) with the rules' side requests beside them, and returns them
/// all: the record the rules then judge. A request bounded by the host's own time is not made
/// past it, and the record says so (`outOfTime`), so judging it again decides alike.
struct HostProbe: Sendable {
    var fetcher: SiteFetcher

    func run<Rules: HostRules>(_ rules: Rules, group: Rules.Group, context: HostContext) async
        -> (fetches: [RecordedFetch], outOfTime: [String])
    {
        let deadline = ContinuousClock.now + fetcher.hostBudget
        async let beside = fetchAll(rules.alongside(group))
        var fetches: [RecordedFetch] = []
        var context = context
        while let next = rules.next(after: fetches, group: group, context: context) {
            if next.role == .include, ContinuousClock.now >= deadline {
                // An include past the host's time is left unmade: the rules skip it from now on.
                context.outOfTime.append(next.request.url)
                continue
            }
            fetches.append(await fetch(next, deadline: next.hostBounded ? deadline : nil))
        }
        return (fetches + (await beside), context.outOfTime)
    }

    private func fetchAll(_ requests: [ProbeRequest]) async -> [RecordedFetch] {
        var fetches: [RecordedFetch] = []
        for request in requests { fetches.append(await fetch(request, deadline: nil)) }
        return fetches
    }

    private func fetch(_ probe: ProbeRequest, deadline: ContinuousClock.Instant?) async -> RecordedFetch {
        let attempted = await fetcher.fetchRetrying(probe.request, deadline: deadline)
        // The well-known requests say what is this machine's fault (a trust store, a proxy's
        // credentials), for the run's exit status.
        if probe.role == .wellKnown || probe.role == .device { fetcher.problems.check(attempted.record) }
        if probe.role == .cdn { countUnreachedCDN(attempted.record) }
        return RecordedFetch(
            role: probe.role, url: probe.request.url, userAgent: probe.request.userAgent,
            attempts: attempted.attempts, totalMs: attempted.totalMs, record: attempted.record)
    }

    /// Apple's CDN unreached after the run's first probe reached it: the run's fault (exit 2),
    /// said with when it began.
    private func countUnreachedCDN(_ record: FetchRecord) {
        if record.httpStatus == nil, record.curlCode != CurlCode.ok, !record.bodyExceededLimit {
            fetcher.unchecked?.add(.cdn)
            fetcher.unchecked?.met(.cdn)
        }
    }
}
