import AASACore
import AASAFetch
import FoundationEssentials

/// The domain names a streamed run has reported, for `--baseline` to tell which earlier domains
/// are gone once the stream ends. Names only: memory grows with the domain count, not reports.
final class SeenDomains: @unchecked Sendable {
    private let lock = Lock()
    private var names = Set<ReportKey>()

    func insert(_ name: ReportKey) {
        lock.lock()
        names.insert(name)
        lock.unlock()
    }

    var all: Set<ReportKey> {
        lock.lock()
        defer { lock.unlock() }
        return names
    }
}
