import AASACore
import AASAFetch

/// One host's platforms, probed then judged, or (`aasa judge`) judged from their recording.
/// Apple's go first: its last request leaves the connection open for Android's (libcurl reports
/// a reused connection's own certificate chain). A host that could not be reached for Apple's
/// file is not asked again for Android's: the connection fails alike, so a dead host costs one
/// timeout per attempt, not two.
struct HostJudging: Sendable {
    var probe: HostProbe
    var apple: AppleRules
    var android: AndroidRules
    var forExpectations: Bool

    /// Probes and judges `groups` (one host's platforms), and what was fetched, for `--record`.
    func verify(_ groups: [(Int, PlannedGroup)], run: RunBounds) async
        -> (outcomes: [(Int, DomainOutcome)], recording: HostRecording)
    {
        let ordered = Self.appleFirst(groups)
        var outcomes: [(Int, DomainOutcome)] = []
        var all: [RecordedFetch] = []
        var outOfTime: [String] = []
        var notChecked: [HostRecording.NotChecked] = []
        var context = HostContext(keepsConnection: ordered.count > 1, forExpectations: forExpectations)
        for (index, group) in ordered {
            if run.isPast {
                outcomes.append((index, run.notChecked(group)))
                notChecked.append(.init(platform: group.platform, cause: .deadline))
                continue
            }
            let cut = LocalCut()
            let (fetches, unmade) = await LocalCut.$current.withValue(cut) { await probe(group, context: context) }
            all += fetches
            outOfTime += unmade
            context.outOfTime = unmade
            // A request the deadline cut short, or the proxy failed, whichever of the host's it
            // was, is this run's fault, never the site's timeout, crawler answer or CDN copy.
            if let cause = cut.happened {
                outcomes.append((index, run.notChecked(group, cause: cause)))
                notChecked.append(.init(platform: group.platform, cause: cause))
                continue
            }
            let outcome = judge(group, fetches: fetches, context: context)
            if case .apple = group { context.unreachable = outcome.unreachable }
            outcomes.append((index, outcome))
        }
        let recording = HostRecording(
            host: groups[0].1.fetchHost, fetches: all, notChecked: notChecked, outOfTime: outOfTime)
        return (outcomes, recording)
    }

    /// `groups` judged from `recording` alone: no request, no clock.
    func judge(_ groups: [(Int, PlannedGroup)], recording: HostRecording, run: RunBounds) -> [(Int, DomainOutcome)] {
        let ordered = Self.appleFirst(groups)
        var context = HostContext(
            keepsConnection: ordered.count > 1, outOfTime: recording.outOfTime, forExpectations: forExpectations)
        return ordered.map { index, group in
            if let left = recording.notChecked.first(where: { $0.platform == group.platform }) {
                return (index, run.notChecked(group, cause: left.cause))
            }
            let fetches = recording.fetches.filter { $0.role.platform == group.platform }
            let outcome = judge(group, fetches: fetches, context: context)
            if case .apple = group { context.unreachable = outcome.unreachable }
            return (index, outcome)
        }
    }

    private func probe(_ group: PlannedGroup, context: HostContext) async
        -> (fetches: [RecordedFetch], outOfTime: [String])
    {
        switch group {
        case .apple(let group, _): await probe.run(apple, group: group, context: context)
        case .android(let group, _): await probe.run(android, group: group, context: context)
        }
    }

    private func judge(_ group: PlannedGroup, fetches: [RecordedFetch], context: HostContext) -> DomainOutcome {
        switch group {
        case .apple(let group, let findings):
            apple.judge(fetches, group: group, entryFindings: findings, context: context)
        case .android(let group, let findings):
            android.judge(fetches, group: group, entryFindings: findings, context: context)
        }
    }

    private static func appleFirst(_ groups: [(Int, PlannedGroup)]) -> [(Int, PlannedGroup)] {
        groups.sorted { first, _ in first.1.platform == .apple }
    }
}
