import AASACore
import AASAFetch

extension Verification {
    /// With `--cdn`, Apple's CDN must be reachable from this machine before any host is judged by
    /// it: one request, the first Apple host's copy, through the run's routes, proxy and trust
    /// store. No answer at all (DNS, connection, TLS, timeout) is this machine's problem (exit
    /// 2, one line), never `cdn.failure` on every domain; an answer of any status is reachability,
    /// and each host's copy is judged on its own.
    package func probeCDN() async throws(VerificationError) {
        guard settings.cdn,
            let host = (0..<plan.hosts.count).lazy.compactMap({ index -> String? in
                if case .apple(let group, _) = plan.plannedGroup(index) { return group.fetchHost }
                return nil
            }).first
        else { return }
        let fetcher = SiteFetcher(settings: settings, engine: engine, problems: problems)
        let record = await fetcher.fetchRetrying(fetcher.request(CDNClassifier.url(for: host))).record
        guard record.httpStatus == nil, record.curlCode != CurlCode.ok else { return }
        let reason = record.curlError.isEmpty ? "libcurl error \(record.curlCode)" : record.curlError
        throw VerificationError(
            "Apple's CDN (\(CDNClassifier.host)) cannot be reached from this machine "
                + "(\(PrintableText.escaped(reason, limit: 200))); allow it through the firewall or proxy, or run "
                + "without --cdn")
    }
}
