import AASACore
import AASAFetch
import FoundationEssentials
import Synchronization

/// Failures that are this machine's, not a site's, noticed while fetching: the trust store
/// could not be loaded (libcurl's code 77), libcurl could not run transfers (code 2: no handle,
/// or its multi interface failed), the proxy rejected its credentials (407 or 401), or it
/// refused the tunnel to every host of a run of several, or the process ran out of file
/// descriptors (a socket could not be made). The run then ends with exit 2 naming
/// the cause, whatever the domains' reports say. (One host refused is that domain's `net.proxy`.)
package final class RunProblems: Sendable {
    private enum Local {
        case trustStore(curlError: String)
        case fetcher(curlError: String)
        case proxyCredentials(status: Int)
        case descriptors
    }

    private struct State {
        var first: Local?
        var fetched = 0
        var refusedTunnels: [Int] = []
    }

    private let state = Mutex(State())

    package init() {}

    /// Notes the well-known fetch of one host.
    package func check(_ record: FetchRecord) {
        state.withLock { state in
            state.fetched += 1
            if let status = record.proxyStatus, status != 200 { state.refusedTunnels.append(status) }
            guard state.first == nil else { return }
            if record.curlCode == CurlCode.sslCACertBadFile {
                state.first = .trustStore(curlError: record.curlError)
            } else if record.curlCode == CurlCode.failedInit {
                state.first = .fetcher(curlError: record.curlError)
            } else if let status = record.proxyStatus, status == 407 || status == 401 {
                state.first = .proxyCredentials(status: status)
            }
        }
    }

    /// Notes every request of a host (well-known file, legacy location, AASA-Bot check, CDN,
    /// include): whether it failed for want of descriptors, this machine's problem whichever it was.
    package func checkLocal(_ record: FetchRecord) {
        guard DescriptorBudget.ranOut(record.osError) else { return }
        state.withLock { $0.first = $0.first ?? .descriptors }
    }

    /// The run's error, or nil when every failure was a site's.
    package func message(_ settings: VerificationSettings) -> String? {
        let (first, fetched, refusedTunnels) = state.withLock { ($0.first, $0.fetched, $0.refusedTunnels) }
        let proxy = settings.effectiveProxy.map(Credentials.redactedProxy) ?? ""
        switch first {
        case .trustStore(let curlError)?:
            return "the trust store \(settings.trustStore.path) could not be loaded (\(curlError))"
        case .fetcher(let curlError)?:
            return "the fetcher could not run transfers: \(curlError)"
        case .proxyCredentials(let status)?:
            return "the proxy \(proxy) rejected the credentials (\(status)); check the user and password in the proxy "
                + "URL"
        case .descriptors?:
            return "this process ran out of file descriptors (ulimit -n), so transfers could not open sockets; "
                + "lower --concurrency or raise the limit"
        case nil:
            guard fetched >= 2, refusedTunnels.count == fetched else { return nil }
            let statuses = Set(refusedTunnels).sorted().map(String.init).joined(separator: ", ")
            return "the proxy \(proxy) refused the tunnel to every host (\(statuses)); check which hosts and ports "
                + "it allows"
        }
    }
}
