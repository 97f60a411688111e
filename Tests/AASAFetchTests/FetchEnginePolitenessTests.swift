import AASACore
import AASAFetch
import Foundation
import Testing

/// At most a few transfers to one host at once, whatever `concurrency` allows.
@Suite struct FetchEnginePolitenessTests {
    /// `slow.aasa.test` never answers within 1 s, so each transfer holds its slot for exactly its
    /// timeout. Eight of them with two per host must run in four waves: at least ~4 s, where an
    /// unlimited engine finishes in ~1 s. Other hosts are not held up meanwhile.
    @Test func transfersToOneHostAreCapped() async throws {
        let engine = FetchEngine(concurrency: 16, connectionsPerHost: 2)
        defer { engine.shutdown() }
        let slow = try WorldFetch.request("slow.aasa.test", timeout: 1)
        let good = try WorldFetch.request("good.aasa.test", timeout: 5)
        let start = Date()
        let (slowDurations, goodDuration) = await withTaskGroup(of: (Bool, TimeInterval).self) { group in
            for _ in 0..<8 {
                group.addTask { (true, await WorldFetch.fetch(slow, on: engine).1) }
            }
            group.addTask { (false, await WorldFetch.fetch(good, on: engine).1) }
            var slow: [TimeInterval] = []
            var good: TimeInterval = 0
            for await (isSlow, duration) in group {
                if isSlow { slow.append(Date().timeIntervalSince(start)) } else { good = duration }
            }
            return (slow, good)
        }
        #expect(slowDurations.count == 8)
        #expect((slowDurations.max() ?? 0) >= 3.5, "finished after \(slowDurations.sorted())")
        // Relative, not absolute: the other host's transfer ends long before the last wave of
        // the capped host does, however busy the machine is.
        #expect(goodDuration < (slowDurations.max() ?? 0) - 1.5, "another host waited \(goodDuration) s")
    }

    /// A host with a limit of its own (Apple's CDN under `--cdn`, asked for every host's copy) runs
    /// at that limit: eight transfers that each hold their slot for the whole 1 s timeout end in
    /// one wave, where the default two per host take four (unattended round two, item 10). Both
    /// engines run side by side, so a busy machine slows both alike.
    @Test func aHostWithItsOwnLimitIsNotHeldToTheDefault() async throws {
        let own = FetchEngine(concurrency: 16, connectionsPerHost: 2, hostLimits: ["slow.aasa.test": 8])
        let capped = FetchEngine(concurrency: 16, connectionsPerHost: 2)
        defer {
            own.shutdown()
            capped.shutdown()
        }
        let slow = try WorldFetch.request("slow.aasa.test", timeout: 1)
        // Each transfer's own start and end: a pool stalled by other suites delays when a task
        // starts, which must not count as the engine's time.
        let spans = await withTaskGroup(of: (Bool, Date, Date).self) { group in
            for engine in [own, capped] {
                for _ in 0..<8 {
                    group.addTask {
                        let start = Date()
                        _ = await WorldFetch.fetch(slow, on: engine)
                        return (engine === own, start, Date())
                    }
                }
            }
            var spans: (own: [(Date, Date)], capped: [(Date, Date)]) = ([], [])
            for await (isOwn, start, end) in group {
                if isOwn { spans.own.append((start, end)) } else { spans.capped.append((start, end)) }
            }
            return spans
        }
        #expect(spans.own.count == 8 && spans.capped.count == 8)
        func span(_ transfers: [(Date, Date)]) -> TimeInterval {
            guard let first = transfers.map(\.0).min(), let last = transfers.map(\.1).max() else { return 0 }
            return last.timeIntervalSince(first)
        }
        let ownLast = span(spans.own)
        let cappedLast = span(spans.capped)
        #expect(ownLast < cappedLast - 1.5, "own limit took \(ownLast) s, the default \(cappedLast) s")
    }
}
