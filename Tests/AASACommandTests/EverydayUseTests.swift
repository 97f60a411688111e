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
