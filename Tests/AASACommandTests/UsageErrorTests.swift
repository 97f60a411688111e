import Foundation
import Testing

/// Operator mistakes get one `Error:` line (plus usage where it helps) and status 2, never a
/// stack trace.
@Suite struct UsageErrorTests {
    static let cases: [(String, [String])] = [
        ("missing file", ["lint", "/nonexistent/file.json"]),
        ("directory", ["lint", "/tmp"]),
        ("unknown option", ["lint", "--fromat", "json", "x"]),
        ("unknown command", ["lnt", "x"]),
        ("no files", ["lint"]),
        ("bad format", ["lint", "--format", "xml", "x"]),
        ("match without file", ["match", "https://example.com/"]),
        (
            "match bad URL",
            ["match", "--file", "corpus/5calls_5calls_static_.well-known_apple-app-site-association.json", "not a url"]
        ),
        ("verify nothing", ["verify"]),
        ("verify malformed entry", ["verify", "applinks:"]),
        ("verify bad timeout", ["verify", "--timeout", "-1", "example.com"]),
        ("missing value", ["verify", "--timeout"]),
        ("standard input twice", ["verify", "--domains", "-", "--domains", "-"]),
        (
            "empty match domain",
            [
                "match", "--file", "corpus/5calls_5calls_static_.well-known_apple-app-site-association.json",
                "--domain", "", "https://example.com/",
            ]
        ),
    ]

    @Test(arguments: cases)
    func mistakeExitsWithStatusTwo(_ name: String, _ arguments: [String]) async throws {
        let resolved = arguments.map { $0.hasPrefix("corpus/") ? AASABinary.fixture($0) : $0 }
        let run = try await AASABinary.run(resolved)
        #expect(run.status == 2, "\(name): status \(run.status)")
        #expect(run.stdout.isEmpty, "\(name): standard output must carry only reports")
        #expect(run.stderr.hasPrefix("Error: "), "\(name): \(run.stderr)")
        #expect(!run.stderr.contains("Fatal error"), "\(name)")
    }

    @Test func unknownOptionSuggestsTheIntendedOne() async throws {
        let run = try await AASABinary.run(["lint", "--fromat", "json", "x"])
        #expect(run.stderr.contains("--format"))
    }

    /// Reading /proc/self/mem from offset 0 fails with EIO for every user, root included.
    @Test func unreadableFileIsAUsageError() async throws {
        let run = try await AASABinary.run(["lint", "/proc/self/mem"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: "))
    }

    static func junkFile(_ name: String) throws -> URL {
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-junk-\(getpid())-\(name)")
        var bytes = [UInt8](repeating: 0, count: 4096)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 7919 &+ 13) }
        try Data(bytes).write(to: junk)
        return junk
    }

    @Test func binaryJunkIsAUsageErrorForMatch() async throws {
        let junk = try Self.junkFile("match")
        defer { try? FileManager.default.removeItem(at: junk) }
        let run = try await AASABinary.run(["match", "--file", junk.path, "https://example.com/"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// lint exits 2 only when a file cannot be read; bytes that are not JSON are the file's finding.
    @Test func binaryJunkIsASyntaxFindingForLint() async throws {
        let junk = try Self.junkFile("lint")
        defer { try? FileManager.default.removeItem(at: junk) }
        let run = try await AASABinary.run(["lint", "--format", "json", junk.path])
        #expect(run.status == 1)
        let findings = (try run.json()["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]]
        #expect(findings?.first?["id"] as? String == "json.syntax")
    }

    @Test func controlCharactersInArgumentsAreNotEchoed() async throws {
        let run = try await AASABinary.run(["lint", "/nonexistent/\u{1B}[2Jevil"])
        #expect(run.status == 2)
        #expect(!run.stderr.contains("\u{1B}"))
    }

    @Test func helpAndVersionSucceed() async throws {
        #expect(try await AASABinary.run(["--help"]).status == 0)
        #expect(try await AASABinary.run(["--version"]).stdout.hasPrefix("aasa "))
        for command in ["verify", "lint", "match"] {
            let run = try await AASABinary.run([command, "--help"])
            #expect(run.status == 0)
            #expect(run.stdout.contains("USAGE: aasa \(command)"))
        }
    }
}

extension UsageErrorTests {
    @Test func fileErrorsNameTheirRealCause() async throws {
        let closed = try await OutputFailureTests.shell(["lint", "-"], redirection: "<&-")
        #expect(closed.status == 2 && closed.stderr.contains("standard input is closed"), "\(closed.stderr)")
        let device = try await AASABinary.run(["lint", "/proc/self/mem"])
        #expect(device.stderr.contains("input/output error") && !device.stderr.contains("NSCocoaErrorDomain"))
    }
}
