import AASACore
import AASAFetch
import Foundation

/// Failures that are this machine's, not a site's, noticed while fetching: the trust store
/// could not be loaded (libcurl's code 77), or the proxy rejected its credentials (407). The
/// run then ends with exit 2 naming the cause, whatever the domains' reports say.
final class RunProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var first: String?

    /// Notes the record's local failure, if it has one.
    func check(_ record: FetchRecord, settings: VerificationSettings) {
        let problem: String?
        if record.curlCode == CurlCode.sslCACertBadFile {
            problem = "the trust store \(settings.trustStore.path) could not be loaded (\(record.curlError))"
        } else if record.proxyStatus == 407 {
            problem = "the proxy \(settings.effectiveProxy.map(ProxyProbe.shown) ?? "") rejected the credentials (407)"
        } else {
            problem = nil
        }
        guard let problem else { return }
        lock.lock()
        if first == nil { first = problem }
        lock.unlock()
    }

    /// The first local failure, for the run's error.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }
}
