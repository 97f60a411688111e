import FixtureWorld
import Foundation
import Testing

/// A host's two platforms at the cost of one, and the whole run bounded (issue 42, item 7).
@Suite struct RunBoundsTests {
    /// A host that never answers (the world's stall port: TCP, never a TLS byte) is not waited
    /// for twice: Android's report takes Apple's request's answer, with no request of its own.
    @Test func aDeadHostIsWaitedForOnce() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--format", "json", "--timeout", "2", "--connect-to",
            "dead.aasa.test:443:127.0.0.1:\(world.stallPort)", "--app-id", "ABCDE12345.com.example.app",
            "--android-app", AndroidVerifyTests.app, "applinks:dead.aasa.test", "android:dead.aasa.test",
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let domains = try #require(try run.json()["domains"] as? [[String: Any]])
        #expect(domains.map { $0["platform"] as? String } == ["apple", "android"])
        for domain in domains {
            let ids = (domain["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(ids.contains("net.timeout"), "\(ids)")
        }
        let android = try #require(domains.last?["fetch"] as? [String: Any])
        #expect(android["url"] as? String == "https://dead.aasa.test/.well-known/assetlinks.json")
        #expect(android["totalMs"] as? Int == 0, "no request of its own")
    }

    /// A host's requests (its file, Apple's crawler check, its assetlinks.json asked as a device
    /// and as Google's fetcher) share one connection, with more hosts than transfers: libcurl's
    /// connection cache must keep a finished transfer's connection for the host's next request.
    /// Both platforms cost two requests more than Apple's alone.
    @Test func aHostsRequestsShareOneConnection() async throws {
        let world = try FixtureWorld.shared()
        let base = Int.random(in: 1_000_000...9_000_000)
        let hosts = (0..<64).map { "keepalive-\(base + $0).aasa.test" }
        let run = try await AASABinary.run(
            [
                "verify", "--format", "json", "--concurrency", "8", "--connect-to", world.connectTo, "--cacert",
                world.caFile, "--app-id", "ABCDE12345.com.example.app", "--android-app", AndroidVerifyTests.app,
            ] + hosts.flatMap { ["applinks:\($0)", "android:\($0)"] })
        #expect(run.status == 0, "\(run.stdout.prefix(2000))")
        let log = try String(contentsOfFile: world.stateDirectory + "/world.log", encoding: .utf8)
        var connections: [String: Int] = [:]
        var requests: [String: Int] = [:]
        // The world logs each TLS handshake (`SNI 'host'`) and each request with its number on
        // its connection.
        for line in log.split(separator: "\n") where line.contains("keepalive-") {
            guard let host = hosts.first(where: { line.contains("'\($0)'") }) else { continue }
            if line.contains("SNI '") { connections[host, default: 0] += 1 }
            if line.contains("on this connection") { requests[host, default: 0] += 1 }
        }
        #expect(hosts.allSatisfy { requests[$0] == 4 }, "\(requests.values.sorted())")
        #expect(hosts.allSatisfy { connections[$0] == 1 }, "\(connections.values.sorted())")
    }

    /// `--deadline`: a host still unanswered when it passes is `run.deadline`, never the site's
    /// timeout; the report is still written, with the run's duration and exit status, and the run
    /// exits 2.
    @Test func theDeadlineBoundsTheRunAndTheReportIsWritten() async throws {
        let world = try FixtureWorld.shared()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("deadline-\(UUID().uuidString).prom")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try await AASABinary.run([
            "verify", "--format", "json", "--timeout", "20", "--deadline", "2", "--connect-to",
            "dead.aasa.test:443:127.0.0.1:\(world.stallPort)", "--connect-to", world.connectTo, "--cacert",
            world.caFile, "--app-id", "ABCDE12345.com.example.app", "good.aasa.test", "dead.aasa.test",
            "--report", "prometheus=\(output.path)",
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--deadline"), "\(run.stderr)")
        let json = try run.json()
        let domains = try #require(json["domains"] as? [[String: Any]])
        let dead = try #require(domains.first { $0["domain"] as? String == "dead.aasa.test" })
        let ids = (dead["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids == ["run.deadline"])
        #expect(domains.first { $0["domain"] as? String == "good.aasa.test" }?["status"] as? String == "pass")
        #expect((json["run"] as? [String: Any])?["exitStatus"] as? Int == 2)
        let metrics = try String(contentsOf: output, encoding: .utf8)
        #expect(metrics.contains("aasa_run_exit_status 2"))
        #expect(metrics.contains("aasa_run_duration_seconds "))
    }

    /// Unattended round two, item 8: a stalled host's requests, retries and waits between them, for
    /// both platforms, spend one budget of 3 x `--timeout` (transfer time and waits: 6 s here),
    /// where `--retry 5` alone would take about 19 s, and 39 s with Android's too.
    @Test func aStalledHostSpendsOneBudgetOfThreeTimeouts() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--format", "json", "--timeout", "2", "--retry", "5", "--connect-to",
            "dead.aasa.test:443:127.0.0.1:\(world.stallPort)", "--app-id", "ABCDE12345.com.example.app",
            "--android-app", AndroidVerifyTests.app, "applinks:dead.aasa.test", "android:dead.aasa.test",
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let domains = try #require(try run.json()["domains"] as? [[String: Any]])
        let apple = try #require(domains.first?["fetch"] as? [String: Any])
        let attempts = try #require(apple["attempts"] as? Int)
        let totalMs = try #require(apple["totalMs"] as? Int)
        #expect(attempts >= 2 && attempts < 6, "retries stop when the budget is spent: \(attempts)")
        #expect(totalMs <= 6_000 + 1_000, "\(totalMs) ms")
        #expect((domains.last?["fetch"] as? [String: Any])?["totalMs"] as? Int == 0)
    }

    /// Unattended round two, item 3: `--deadline` cutting the AASA-Bot request (the world's
    /// `slowbot` answers it only after a minute) leaves the host unchecked, `run.deadline` and exit
    /// 2, never `http.user-agent` blamed on the site.
    @Test func aDeadlineCuttingTheCrawlerRequestIsTheRunsLimit() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--format", "json", "--timeout", "20", "--deadline", "2", "--connect-to", world.connectTo,
            "--cacert", world.caFile, "--app-id", "ABCDE12345.com.example.app", "slowbot.aasa.test",
        ])
        #expect(run.status == 2, "\(run.stderr)")
        let domain = try #require((try run.json()["domains"] as? [[String: Any]])?.first)
        let ids = (domain["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids == ["run.deadline"], "\(ids)")
    }

    /// A streamed jsonl report's last line says the run's exit status as the process returns it:
    /// 2 when `--deadline` left a host unchecked, though no domain failed.
    @Test func aStreamedReportsSummaryHasTheRunsExitStatus() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--format", "jsonl", "--timeout", "20", "--deadline", "2", "--connect-to",
            "dead.aasa.test:443:127.0.0.1:\(world.stallPort)", "--connect-to", world.connectTo, "--cacert",
            world.caFile, "--app-id", "ABCDE12345.com.example.app", "good.aasa.test", "dead.aasa.test",
        ])
        #expect(run.status == 2)
        let last = try #require(run.stdout.split(separator: "\n").last)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let summary = try #require(line["summary"] as? [String: Any], "\(last)")
        #expect(summary["exitStatus"] as? Int == 2)
        #expect(summary["fail"] as? Int == 0)
    }
}
