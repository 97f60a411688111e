import AASACore
import Synchronization

/// One host's fetches, kept while the run makes them (`verify --record`) or handed back in their
/// place (`aasa judge`): the fetcher is where the run meets the network, so a replayed host is
/// judged by the very code that judged it live, with no request made. Set through ``current`` for
/// the task that verifies the host's platforms.
final class HostTape: Sendable {
    @TaskLocal static var current: HostTape?

    /// Replaying: the recording's fetches, each handed out once.
    let isReplaying: Bool
    private let fetches: Mutex<[RecordedFetch?]>
    /// The requests the host's budget left unmade.
    private let outOfTime: Mutex<[String]>

    /// A tape that records.
    init() {
        isReplaying = false
        fetches = Mutex([])
        outOfTime = Mutex([])
    }

    /// A tape that replays `recording`.
    init(replaying recording: HostRecording) {
        isReplaying = true
        fetches = Mutex(recording.fetches)
        outOfTime = Mutex(recording.outOfTime)
    }

    /// Whether `url` may still be fetched before `deadline`: the clock says live (and the tape
    /// notes a refusal), the recording says in a replay.
    func inTime(_ url: String, before deadline: ContinuousClock.Instant) -> Bool {
        if isReplaying { return !outOfTime.withLock { $0.contains(url) } }
        guard ContinuousClock.now < deadline else {
            outOfTime.withLock { $0.append(url) }
            return false
        }
        return true
    }

    var unmade: [String] { outOfTime.withLock { $0 } }

    func add(_ fetch: RecordedFetch) { fetches.withLock { $0.append(fetch) } }

    /// The first fetch not yet replayed of `url` asked with `userAgent`: a host's requests of one
    /// URL and agent come in the order they were made, whatever ran beside them (the CDN's).
    func take(url: String, userAgent: String) -> RecordedFetch? {
        fetches.withLock { fetches in
            guard let index = fetches.firstIndex(where: { $0?.url == url && $0?.userAgent == userAgent }) else {
                return nil
            }
            defer { fetches[index] = nil }
            return fetches[index]
        }
    }

    var recorded: [RecordedFetch] { fetches.withLock { $0.compactMap { $0 } } }
}
