import AASACore

/// Fetches over HTTPS with libcurl: one multi handle on a dedicated thread, at most `concurrency`
/// transfers in flight, results handed back as plain values.
///
/// Every transfer is HTTPS only, never follows a redirect, decodes content, caps body and header
/// bytes, and runs under connect and total timeouts. When the certificate fails verification, a
/// second, non-verifying request only describes the chain in ``TLSRecord/chain``; it never
/// changes the outcome (``TLSRecord/verified`` stays false).
package final class FetchEngine: Fetcher {
    private let loop: MultiLoop

    /// - Parameters:
    ///   - concurrency: transfers in flight at once.
    ///   - connectionsPerHost: transfers in flight to one host at once, whatever `concurrency` says.
    ///   - hostLimits: other limits for named authorities (`host`, lower case, with `:port` when the
    ///     URL names one): Apple's CDN serves every host's copy, so `--cdn` asks it at the run's
    ///     concurrency, not four at a time.
    package init(concurrency: Int, connectionsPerHost: Int = 4, hostLimits: [String: Int] = [:]) {
        loop = MultiLoop(concurrency: concurrency, perHost: connectionsPerHost, hostLimits: hostLimits)
    }

    deinit {
        loop.stop()
    }

    package func fetch(_ request: FetchRequest) async -> FetchRecord {
        var record = await perform(request, verifying: true)
        if CurlCode.certificateFailures.contains(record.curlCode) {
            let look = await perform(request, verifying: false)
            record.tls = TLSRecord(
                verified: false, verifyResult: record.tls?.verifyResult ?? 0, chain: look.tls?.chain ?? [])
        }
        return record
    }

    /// Aborts queued and running transfers (their records carry libcurl code 42) and stops the
    /// thread. Later fetches fail at once the same way.
    package func shutdown() {
        loop.stop()
    }

    private func perform(_ request: FetchRequest, verifying: Bool) async -> FetchRecord {
        await withCheckedContinuation { continuation in
            loop.submit(FetchJob(request: request, verifying: verifying, continuation: continuation))
        }
    }
}
