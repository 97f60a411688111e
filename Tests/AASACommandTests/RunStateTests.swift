import FixtureWorld
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `verify --state DIR` (issue 52): the baseline as guarded state, judged offline from the
/// recording of Tests/Fixtures/records.
@Suite struct RunStateTests {
    static let app = ["--app-id", "ABCDE12345.com.example.app"]

    static func directory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)").path
    }

    static func judge(_ arguments: [String], recording: String = OneJudgeTests.recording) async throws -> AASABinary.Run
    {
        try await AASABinary.run(["judge", recording] + app + arguments)
    }

    /// A domain that leaves the list is not checked and keeps its last file; when it returns with
    /// another file, the change is reported against that file, never as a new domain.
    @Test func aDomainThatLeavesAndReturnsIsComparedWithItsLastFile() async throws {
        let state = Self.directory()
        let first = try await Self.judge(["applinks:good.aasa.test", "applinks:otherapp.aasa.test", "--state", state])
        #expect(first.status == 1)
        #expect(first.stderr.contains("holds no earlier report"))
        #expect(FileManager.default.fileExists(atPath: state + "/last.json"))
        let without = try await Self.judge(["applinks:good.aasa.test", "--state", state, "--format", "json"])
        let otherapp = try #require(
            (try without.json()["domains"] as? [[String: Any]])?.first {
                $0["domain"] as? String == "otherapp.aasa.test"
            })
        #expect((otherapp["findings"] as? [[String: Any]])?.map { $0["id"] as? String } == ["change.removed-domain"])
        #expect((otherapp["file"] as? [String: Any])?["carried"] as? Bool == true)
        #expect((try without.json()["summary"] as? [String: Any])?["notChecked"] as? Int == 1)
        // Still out: still carried.
        _ = try await Self.judge(["applinks:good.aasa.test", "--state", state])
        let changed = try ReleaseChangeTests.recording(editing: [
            (
                "otherapp.aasa.test", "apple-app-site-association",
                { $0.replacingOccurrences(of: "com.other.app", with: "com.other.app2") }
            )
        ])
        let back = try await Self.judge(
            ["applinks:good.aasa.test", "applinks:otherapp.aasa.test", "--state", state, "--format", "json"],
            recording: changed)
        let returned = try #require(
            (try back.json()["domains"] as? [[String: Any]])?.first { $0["domain"] as? String == "otherapp.aasa.test" })
        let ids = (returned["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("change.file"), "\(ids)")
        #expect(!ids.contains("change.new-domain"))
    }

    /// A second run while one holds the state stops at once (exit 2), naming the holder, and
    /// asks nothing of the sites.
    @Test func overlappingRunsAreRefused() async throws {
        let state = Self.directory()
        _ = try await Self.judge(["applinks:good.aasa.test", "--state", state])
        let descriptor = open(state + "/lock", O_RDWR)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: state + "/last.json"))
        let second = try await Self.judge(["applinks:good.aasa.test", "--state", state])
        #expect(second.status == 2)
        #expect(second.stderr.contains("is in use by another aasa run (pid"), "\(second.stderr)")
        #expect(second.stdout.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: state + "/last.json")) == before)
    }

    /// A baseline that is a link, cut short, or unreadable is the run's error, never a run
    /// without one; a run that ends with its own error never advances the baseline.
    @Test func aBadBaselineOrAFailedRunNeverPassesSilently() async throws {
        let linked = Self.directory()
        try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: linked + "/last.json", withDestinationPath: "/nonexistent")
        let dangling = try await Self.judge(["applinks:good.aasa.test", "--state", linked])
        #expect(dangling.status == 2)
        #expect(dangling.stderr.contains("last.json is not a regular file"))

        let cut = Self.directory()
        _ = try await Self.judge(["applinks:good.aasa.test", "--state", cut])
        let whole = try Data(contentsOf: URL(fileURLWithPath: cut + "/last.json"))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut + "/last.json"))
        let truncated = try await Self.judge(["applinks:good.aasa.test", "--state", cut])
        #expect(truncated.status == 2, "\(truncated.stderr)")
        #expect(truncated.stderr.contains("as a baseline"))

        let kept = Self.directory()
        _ = try await Self.judge(["applinks:good.aasa.test", "--state", kept])
        let before = try Data(contentsOf: URL(fileURLWithPath: kept + "/last.json"))
        let failed = try await Self.judge([
            "applinks:good.aasa.test", "--state", kept, "--report", "json=/proc/aasa-no-such-dir/r.json",
        ])
        #expect(failed.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept + "/last.json")) == before)
        let both = try await Self.judge(["applinks:good.aasa.test", "--state", kept, "--baseline", kept + "/last.json"])
        #expect(both.status == 2)
    }

    /// A run's report files are one set: when one cannot be written, none is replaced.
    @Test func aRunsReportsAreWrittenAsASet() async throws {
        let directory = Self.directory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let junit = directory + "/junit.xml"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: junit))
        let run = try await Self.judge([
            "applinks:good.aasa.test", "--report", "junit=" + junit, "--output", "/proc/aasa-no-such-dir/report.json",
        ])
        #expect(run.status == 2)
        #expect(try String(contentsOfFile: junit, encoding: .utf8) == "old\n")
    }

    /// docs/large-runs.md's shard recipe with `--state`, as written but for the fixture world's
    /// address: eight slices, each with its own state, run twice; the second run of each slice
    /// compares with its own first (no domain is new to it).
    @Test func theDocumentedShardRecipeKeepsAStatePerShard() async throws {
        let world = try FixtureWorld.shared()
        let recipe = try #require(
            try DocumentedURLExamplesTests.commands(in: ["docs/large-runs.md"]).first {
                $0.contains("--state state-{}")
            })
        let directory = Self.directory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let hosts = ["good", "www", "octet", "exact", "gzip", "stale", "otherapp", "wild"]
        try Data(hosts.map { "applinks:\($0).aasa.test ABCDE12345.com.example.app\n" }.joined().utf8).write(
            to: URL(fileURLWithPath: directory + "/fleet.txt"))
        let command = recipe.replacingOccurrences(of: "'aasa verify ", with: "'\(AASABinary.executable.path) verify ")
            .replacingOccurrences(
                of: "--output shard-{}.jsonl'",
                with: "--output shard-{}.jsonl --connect-to \(world.connectTo) --cacert \(world.caFile)'")
        // The first run starts each slice's baseline (and says so); the second reads it.
        let (first, firstOutput) = try await AndroidAppFixtures.tool(
            "/bin/sh", ["-c", "cd '\(directory)' && \(command)"])
        #expect(first == 0 || first == 123, "\(firstOutput)")
        #expect(firstOutput.components(separatedBy: "holds no earlier report").count - 1 == 8, "\(firstOutput)")
        let (second, secondOutput) = try await AndroidAppFixtures.tool(
            "/bin/sh", ["-c", "cd '\(directory)' && \(command)"])
        #expect(second == 0 || second == 123, "\(secondOutput)")
        #expect(!secondOutput.contains("holds no earlier report"), "\(secondOutput)")
        var slices = 0
        for shard in 1...8 where FileManager.default.fileExists(atPath: "\(directory)/state-\(shard)/last.json") {
            slices += 1
            let lines = try String(contentsOfFile: "\(directory)/shard-\(shard).jsonl", encoding: .utf8)
            #expect(!lines.contains("change.new-domain"), "shard \(shard) compared with nothing")
        }
        #expect(slices == 8)
    }
}
