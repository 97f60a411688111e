import AASACore
import AASAVerification
import FixtureWorld
import Foundation
import Testing

@testable import AASACommand

#if canImport(Glibc)
    import Glibc
#endif

/// A low `RLIMIT_NOFILE` is this machine's limit, never a site's fault: `--concurrency` is
/// clamped to what the limit leaves room for (said once on standard error), a limit with no room
/// is the run's error, and a socket that fails with EMFILE anyway ends the run with exit 2.
@Suite(.serialized) struct DescriptorLimitTests {
    static func hosts(_ count: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-fd-\(UUID().uuidString).txt")
        let lines = (0..<count).map { "applinks:fd\($0).aasa.test" }.joined(separator: "\n")
        try Data(lines.utf8).write(to: path)
        return path.path
    }

    static func verify(nofile: Int, _ list: String) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        return try await AASABinary.run(
            [
                "verify", "--domains", list, "--concurrency", "600", "--timeout", "5", "--connect-to",
                world.connectTo, "--cacert", world.caFile, "--format", "jsonl",
            ], timeout: 120, launcher: ["/usr/bin/prlimit", "--nofile=\(nofile):\(nofile)"])
    }

    /// 64 descriptors, hard limit included, and 600 transfers asked for: every host is judged
    /// on what it served (the fixture world answers 404 for these names), none on a socket
    /// this process could not open.
    @Test func concurrencyIsClampedToTheLimitAndNoSiteIsBlamed() async throws {
        let list = try Self.hosts(400)
        defer { try? FileManager.default.removeItem(atPath: list) }
        let run = try await Self.verify(nofile: 64, list)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("--concurrency 600"), "\(run.stderr)")
        let reports = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["summary"] == nil }
        #expect(reports.count == 400)
        let ids = reports.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(ids.filter { $0.hasPrefix("net.") || $0.hasPrefix("tls.") }.isEmpty)
        #expect(ids.filter { $0 == "http.status" }.count == 400)
    }

    /// Healthy hosts that keep their connections open, both platforms each (red team 4, item 7):
    /// libcurl's connection cache keeps a connection per host it has seen, by default up to four
    /// times the transfers, so without `CURLMOPT_MAXCONNECTS` the run's descriptor budget was
    /// spent on idle connections and the report could not even be written (exit 2 or a crash).
    @Test func keptConnectionsStayWithinTheDescriptorBudget() async throws {
        let count = 400
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-keep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: path) }
        let list = path.appendingPathComponent("hosts.txt").path
        let lines = (0..<count).flatMap { ["applinks:keepalive-\($0).aasa.test", "android:keepalive-\($0).aasa.test"] }
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: list))
        let output = path.appendingPathComponent("report.jsonl").path
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            [
                "verify", "--domains", list, "--concurrency", "256", "--timeout", "10", "--connect-to",
                world.connectTo, "--cacert", world.caFile, "--format", "jsonl", "--output", output, "--no-progress",
                "--app-id", "ABCDE12345.com.example.app", "--android-app", AndroidVerifyTests.app,
            ], timeout: 300, launcher: ["/usr/bin/prlimit", "--nofile=256:256"])
        #expect(run.status == 0, "\(run.stderr)")
        let reports = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["domain"] != nil }
        #expect(reports.count == 2 * count)
        #expect(reports.allSatisfy { $0["status"] as? String == "pass" })
    }

    @Test func limitWithNoRoomForATransferIsTheRunsError() async throws {
        let list = try Self.hosts(3)
        defer { try? FileManager.default.removeItem(atPath: list) }
        let run = try await Self.verify(nofile: 24, list)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("ulimit -n 24"), "\(run.stderr)")
    }

    /// An address-space limit (`ulimit -v`) too low for a verify is the run's error, said before
    /// any fetch, instead of a crash or a hang part way (red team 4, item 13).
    @Test func aLowAddressSpaceLimitIsTheRunsError() async throws {
        let world = try FixtureWorld.shared()
        let limit = 200 << 20
        let run = try await AASABinary.run(
            [
                "verify", "--timeout", "5", "--connect-to", world.connectTo, "--cacert", world.caFile, "--format",
                "json", "--app-id", "ABCDE12345.com.example.app", "applinks:good.aasa.test",
            ], timeout: 60, launcher: ["/usr/bin/prlimit", "--as=\(limit):\(limit)"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("ulimit -v \(limit >> 10)"), "\(run.stderr)")
    }

    /// What libcurl records when `socket()` fails for want of descriptors is the run's problem.
    @Test func socketFailureForWantOfDescriptorsIsARunProblem() throws {
        let problems = RunProblems()
        var record = FetchRecord(url: "https://example.com/", curlCode: 7, curlError: "Couldn't connect to server")
        problems.checkLocal(record)
        let settings = try VerificationSettings()
        #expect(problems.message(settings) == nil)
        record.osError = EMFILE
        problems.checkLocal(record)
        #expect(problems.message(settings)?.contains("file descriptors") == true)
    }
}
