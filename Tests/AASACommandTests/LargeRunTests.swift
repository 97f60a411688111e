import AASACore
import AASAVerification
import FixtureWorld
import Foundation
import Testing

@testable import AASACommand

/// Large runs: JSON Lines streaming, deterministic shards, the progress line.
@Suite struct LargeRunTests {
    static let hosts = [
        "good.aasa.test", "wild.aasa.test", "octet.aasa.test", "gzip.aasa.test", "missing.aasa.test",
        "redirect.aasa.test", "found.aasa.test", "broken.aasa.test", "html.aasa.test", "otherapp.aasa.test",
        "legacy.aasa.test", "invalidjson.aasa.test", "expired.aasa.test", "selfsigned.aasa.test",
    ]

    static func jsonl(_ extra: [String]) async throws -> (AASABinary.Run, [[String: Any]]) {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            [
                "verify", "--format", "jsonl", "--timeout", "3", "--connect-to", world.connectTo, "--cacert",
                world.caFile,
                "--app-id", "ABCDE12345.com.example.app",
            ] + extra + hosts)
        var lines = run.stdout.split(separator: "\n")
        // A complete report ends with its summary line.
        let popped = lines.popLast()
        let summary = try #require(popped)
        let last = try #require(try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any])
        #expect((last["summary"] as? [String: Any])?["exitStatus"] as? Int == Int(run.status))
        let reports = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        return (run, reports)
    }

    /// A report without its timing, for comparing two runs.
    static func stable(_ report: [String: Any]) throws -> String {
        var report = report
        if var fetch = report["fetch"] as? [String: Any] {
            fetch["durationMs"] = nil
            fetch["totalMs"] = nil
            report["fetch"] = fetch
        }
        let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func jsonLinesCarryOneDomainReportPerLine() async throws {
        let (run, reports) = try await Self.jsonl([])
        #expect(reports.count == Self.hosts.count)
        #expect(Set(reports.compactMap { $0["domain"] as? String }) == Set(Self.hosts))
        #expect(run.status == 1, "some fixture hosts fail")
    }

    @Test func shardsTogetherEqualOneUnshardedRun() async throws {
        let (_, whole) = try await Self.jsonl([])
        var combined: [[String: Any]] = []
        for index in 1...3 {
            let (_, part) = try await Self.jsonl(["--shard", "\(index)/3"])
            combined += part
        }
        #expect(combined.count == whole.count)
        let left = try Set(whole.map(Self.stable))
        let right = try Set(combined.map(Self.stable))
        #expect(left == right)
    }

    @Test func shardIsDeterministicAndDisjoint() {
        let shards = (1...4).map { Shard(index: $0, count: 4) }
        for host in Self.hosts {
            #expect(shards.filter { $0.contains(host) }.count == 1, "\(host)")
        }
        // FNV-1a 64's published test vectors: the slices must not change between releases.
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1"])
    func malformedShardIsAUsageError(_ text: String) async throws {
        let run = try await AASABinary.run(["verify", "--shard", text, "example.com"])
        #expect(run.status == 2)
    }

    @Test func progressLineCountsToTheTotal() async throws {
        let (run, _) = try await Self.jsonl(["--progress"])
        #expect(run.stderr.contains("\(Self.hosts.count)/\(Self.hosts.count) domains"), "\(run.stderr)")
    }

    @Test func progressLineShowsRateAndTimeLeft() {
        let clock = ClockBox()
        let written = TextBox()
        let line = ProgressLine(write: { written.append($0) }, clock: { clock.now })
        line.start(total: 10)
        clock.now = 2
        line.record(.pass)
        line.record(.fail)
        #expect(line.text(at: 2) == "\r2/10 domains, 1 failed, 1/s, about 8 s left\u{1B}[K")
        line.finish()
    }

    /// On a narrow terminal the line is cut to its width, so redraws never wrap into new lines.
    @Test func progressLineFitsTheTerminal() {
        let clock = ClockBox()
        let line = ProgressLine(write: { _ in }, width: 20, clock: { clock.now })
        line.start(total: 1000)
        clock.now = 2
        line.record(.pass)
        #expect(line.text(at: 2) == "\r1/1000 domains, 0 f\u{1B}[K")
        line.finish()
    }
}

private final class ClockBox: @unchecked Sendable {
    var now = 0.0
}

private final class TextBox: @unchecked Sendable {
    var text = ""
    func append(_ more: String) { text += more }
}
