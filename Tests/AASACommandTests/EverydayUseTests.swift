import FixtureWorld
import Foundation
import Testing

/// What a user notices first: the version says what aasa runs with, `-v` and `version` are not
/// errors, a misspelt option is suggested, the shell completes format names, and `--quiet` keeps
/// a fleet's text report to what needs attention.
@Suite struct EverydayUseTests {
    @Test(arguments: ["--version", "-v", "version"])
    func versionNamesAasaLibcurlAndTheTrustStore(_ word: String) async throws {
        let run = try await AASABinary.run([word])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("aasa ") == true)
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.contains("libcurl/") == true)
        #expect(lines.dropFirst().first?.contains("OpenSSL/") == true)
        #expect(lines.last?.hasPrefix("trust store: ") == true)
    }

    @Test func misspeltRetryIsSuggested() async throws {
        let run = try await AASABinary.run(["verify", "--retries", "2", "example.com"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("did you mean '--retry'?"), "\(run.stderr)")
    }

    @Test func bashCompletesFormatNames() async throws {
        let script = try await AASABinary.run(["completions", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-completion-\(UUID().uuidString)")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let reply = try await AASABinary.offPool { () throws -> String in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [
                "-c",
                ". '\(file.path)'; COMP_WORDS=(aasa verify --format j); COMP_CWORD=3; _aasa; echo \"${COMPREPLY[*]}\"",
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(reply.trimmingCharacters(in: .whitespacesAndNewlines) == "json jsonl junit")
    }

    /// Into a file or a pipe the JSON report is compact, stamped with the run's time and settings;
    /// `--pretty` indents it for people.
    @Test func jsonIsCompactIntoPipesAndCarriesTheRun() async throws {
        let world = try FixtureWorld.shared()
        let base = [
            "verify", "--format", "json", "--connect-to", world.connectTo, "--cacert", world.caFile, "--retry", "1",
            "--app-id", "ABCDE12345.com.example.app", "good.aasa.test",
        ]
        let compact = try await AASABinary.run(base)
        #expect(compact.stdout.split(separator: "\n").count == 1)
        let run = try #require(try compact.json()["run"] as? [String: Any])
        #expect(run["retries"] as? Int == 1)
        #expect((run["startedAt"] as? String)?.hasSuffix("Z") == true)
        let pretty = try await AASABinary.run(base + ["--pretty"])
        #expect(pretty.stdout.contains("\n  \"domains\" : ["))
        #expect(try pretty.json()["run"] != nil)
    }

    @Test func quietListsOnlyWhatWarnsOrFails() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--quiet", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "good.aasa.test", "missing.aasa.test",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL  missing.aasa.test"))
        #expect(!run.stdout.contains("PASS"))
        #expect(run.stdout.contains("2 domains: 1 pass, 0 warn, 1 fail"))
    }
}

/// `verify --list` says what a run would check without fetching; `--resolve` pins a host to an
/// address as curl's does; bad values of both are usage errors.
@Suite struct PlanAndPinningTests {
    @Test func listShowsHostsEntriesAndAppsWithoutFetching() async throws {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-list-\(UUID().uuidString).txt")
        try Data(
            "applinks:shop.example ABCDE12345.com.example.app\nandroid:shop.example com.example.shop\napplinks:$(HOST)\n"
                .utf8
        ).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        // No --connect-to and no network: a fetch would fail; --list never makes one.
        let run = try await AASABinary.run(["verify", "--list", "--domains", list.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let hosts = try #require(try run.json()["hosts"] as? [[String: Any]])
        #expect(
            hosts.map { "\($0["domain"] ?? "") \($0["platform"] ?? "")" } == [
                "shop.example apple", "shop.example android",
            ])
        #expect(
            (hosts[0]["appsByEntry"] as? [String: [String]]) == [
                "applinks:shop.example": ["ABCDE12345.com.example.app"]
            ])
        // Each claim names the list line that wrote it.
        let sources = hosts.compactMap { ($0["claims"] as? [[String: Any]])?.first?["source"] as? String }
        #expect(sources == ["\(list.path):1", "\(list.path):2"])
        let unfetchable = try #require(try run.json()["unfetchable"] as? [[String: Any]])
        #expect(unfetchable.first?["findings"] as? [String] == ["entitlement.placeholder"])
        let text = try await AASABinary.run(["verify", "--list", "--domains", list.path])
        #expect(text.stdout.contains("shop.example (Android)\n  android:shop.example  com.example.shop"))
        #expect(try await AASABinary.run(["verify", "--list", "--format", "junit", "x.example"]).status == 2)
    }

    /// An entry the run would fail as written (an IP address outside developer mode) is listed,
    /// and the listing's status is 2, as an input mistake (issue 42, item 8).
    @Test func listOfAnUnusableEntryExitsTwo() async throws {
        let run = try await AASABinary.run([
            "verify", "--list", "--app-id", "ABCDE12345.com.example.app", "applinks:127.0.0.2", "good.example",
        ])
        #expect(run.status == 2)
        #expect(run.stdout.contains("entitlement.host"))
        #expect(run.stderr.contains("1 entry cannot be checked"))
    }

    @Test func resolvePinsAHostToAnAddress() async throws {
        // Port 443 of 127.0.0.9 has no server: the refusal names the pinned address.
        let run = try await AASABinary.run([
            "verify", "--format", "json", "--timeout", "2", "--resolve", "pinned.example:443:127.0.0.9",
            "pinned.example",
        ])
        let findings = try #require(
            (try run.json()["domains"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        let connect = findings.first { $0["id"] as? String == "net.connect" }
        #expect((connect?["message"] as? String)?.contains("127.0.0.9") == true, "\(findings)")
    }

    @Test(arguments: ["example.com:443", "example.com:0:127.0.0.1", "example.com:443:host.name", ":443:127.0.0.1"])
    func malformedResolveIsAUsageError(_ rule: String) async throws {
        let run = try await AASABinary.run(["verify", "--resolve", rule, "example.com"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--resolve takes HOST:PORT:ADDRESS"), "\(run.stderr)")
    }
}

/// Ctrl-C during a run clears the progress line before aasa ends, so the shell's prompt does not
/// land after a half-drawn line.
@Suite struct InterruptTests {
    @Test func interruptClearsTheProgressLine() async throws {
        let world = try FixtureWorld.shared()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-interrupt-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let (status, said) = try await AASABinary.offPool { () throws -> (Int32, String) in
            let process = Process()
            process.executableURL = AASABinary.executable
            process.arguments = [
                "verify", "--progress", "--timeout", "30", "--connect-to", world.connectTo, "--cacert", world.caFile,
                "slow.aasa.test",
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            // Interrupt once the line is drawn (polled, bounded), not after a guessed delay.
            for _ in 0..<600 {
                let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                if text.contains("0/1 domains") { break }
                usleep(50_000)
            }
            process.interrupt()
            process.waitUntilExit()
            return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        }
        #expect(status == SIGINT, "ended with \(status)")
        #expect(said.contains("0/1 domains"))
        #expect(said.hasSuffix("\r\u{1B}[K"), "\(said.debugDescription)")
    }
}
