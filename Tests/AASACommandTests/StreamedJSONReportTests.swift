import FixtureWorld
import Foundation
import Testing

/// `--format json` written as the run goes: the domains keep input order however the hosts
/// finish, and a replaced `--output` file appears whole at the end, never half written or beside
/// a temporary file, even when the run is killed.
@Suite(.serialized) struct StreamedJSONReportTests {
    static func arguments(_ entries: [String], timeout: String) throws -> [String] {
        let world = try FixtureWorld.shared()
        return [
            "verify", "--format", "json", "--timeout", timeout, "--no-progress", "--connect-to", world.connectTo,
            "--cacert", world.caFile, "--app-id", VerifyCommandTests.app,
        ] + entries
    }

    /// tmpfs has unnamed temporary files on every kernel aasa runs on.
    static func scratch() throws -> URL {
        let shm = URL(fileURLWithPath: "/dev/shm")
        let base = FileManager.default.fileExists(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        let directory = base.appendingPathComponent("aasa-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func domainsKeepInputOrderWhenTheFirstHostFinishesLast() async throws {
        let entries = [
            "applinks:slow.aasa.test", "applinks:good.aasa.test", "applinks:missing.aasa.test",
            "foolinks:good.aasa.test", "applinks:html.aasa.test",
        ]
        let run = try await AASABinary.run(try Self.arguments(entries, timeout: "2"))
        #expect(run.status == 1, "\(run.stderr)")
        let root = try run.json()
        let domains = try #require(root["domains"] as? [[String: Any]])
        // Hosts in input order, then the entry that could not be fetched.
        #expect(
            domains.compactMap { $0["domain"] as? String }.prefix(4) == [
                "slow.aasa.test", "good.aasa.test", "missing.aasa.test", "html.aasa.test",
            ])
        #expect(domains.last?["entries"] as? [String] == ["foolinks:good.aasa.test"])
        let statuses = domains.compactMap { $0["status"] as? String }
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary["domains"] == domains.count && domains.count == 5)
        for status in ["pass", "warn", "fail"] {
            #expect(summary[status] == statuses.count { $0 == status }, "\(status)")
        }
    }

    /// The names in `directory`, and whether `pid` has a file of it open, as `/proc` shows it.
    static func entries(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    static func holdsFile(in directory: URL, pid: Int32) -> Bool {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return descriptors.contains { name in
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(name)")
            return target?.hasPrefix(directory.path + "/") == true
        }
    }

    @Test func replacedReportAppearsOnlyWholeAndAKilledRunLeavesTheOldOne() async throws {
        let directory = try Self.scratch()
        let report = directory.appendingPathComponent("report.json")
        try Data("old".utf8).write(to: report)
        let arguments =
            try Self.arguments(["slow.aasa.test", "good.aasa.test"], timeout: "8") + ["--output", report.path]

        let process = Process()
        process.executableURL = AASABinary.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The report is being written once aasa holds a file in the directory.
        var writing = false
        for _ in 0..<100 where !writing {
            try await Task.sleep(for: .milliseconds(50))
            writing = Self.holdsFile(in: directory, pid: process.processIdentifier)
        }
        #expect(writing, "aasa never opened its report")
        #expect(try Self.entries(directory) == ["report.json"])
        process.terminate()
        try await AASABinary.offPool { process.waitUntilExit() }
        #expect(try Self.entries(directory) == ["report.json"])
        #expect(try String(contentsOf: report, encoding: .utf8) == "old")

        let run = try await AASABinary.run(
            try Self.arguments(["good.aasa.test"], timeout: "2") + ["--output", report.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.entries(directory) == ["report.json"])
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        #expect((written?["domains"] as? [Any])?.count == 1)
    }
}
