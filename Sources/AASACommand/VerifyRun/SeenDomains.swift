import AASACore
import Synchronization

/// The domain names a streamed run has reported, for `--baseline` to tell which earlier domains
/// are gone once the stream ends. Names only: memory grows with the domain count, not reports.
final class SeenDomains: Sendable {
    private let names = Mutex(Set<ReportKey>())

    func insert(_ name: ReportKey) { names.withLock { _ = $0.insert(name) } }

    var all: Set<ReportKey> { names.withLock { $0 } }
}
