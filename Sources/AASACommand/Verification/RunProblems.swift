import AASACore
import AASAFetch
import Foundation

/// Failures that are this machine's, not a site's, noticed while fetching: the trust store
/// could not be loaded (libcurl's code 77), the proxy rejected its credentials (407), or it
/// refused the tunnel to every host of a run of several. The run then ends with exit 2 naming
/// the cause, whatever the domains' reports say. (One host refused is that domain's `net.proxy`.)
final class RunProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var first: String?
    private var proxy = ""
    private var fetched = 0
    private var refusedTunnels: [Int] = []

    /// Notes the well-known fetch of one host.
    func check(_ record: FetchRecord, settings: VerificationSettings) {
        let proxy = settings.effectiveProxy.map(ProxyProbe.shown) ?? ""
        var problem: String?
        if record.curlCode == CurlCode.sslCACertBadFile {
            problem = "the trust store \(settings.trustStore.path) could not be loaded (\(record.curlError))"
        } else if record.proxyStatus == 407 {
            problem = "the proxy \(proxy) rejected the credentials (407)"
        }
        lock.lock()
        defer { lock.unlock() }
        self.proxy = proxy
        fetched += 1
        if let status = record.proxyStatus, status != 200 { refusedTunnels.append(status) }
        if first == nil { first = problem }
    }

    /// The local failure, for the run's error; nil when there was none.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        if let first { return first }
        guard fetched >= 2, refusedTunnels.count == fetched else { return nil }
        let statuses = Set(refusedTunnels).sorted().map(String.init).joined(separator: ", ")
        return
            "the proxy \(proxy) refused the tunnel to every host (\(statuses)); check which hosts and ports it allows"
    }
}
