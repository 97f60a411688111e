import FixtureWorld
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a hostile server sends can neither drive the operator's terminal, break the machine
/// formats, nor make aasa grow or hang.
@Suite struct HostileServerTests {
    static let hosts = [
        "ctlheaders.aasa.test", "ctlredirect.aasa.test", "badutf8.aasa.test", "trailing.aasa.test", "deep.aasa.test",
        "privateredirect.aasa.test", "nested.aasa.test",
    ]

    static func run(_ host: String, format: String) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        return try await AASABinary.run(
            [
                "verify", "--format", format, "--timeout", "3", "--connect-to", world.connectTo, "--cacert",
                world.caFile,
                "applinks:\(host)",
            ])
    }

    @Test(arguments: hosts)
    func textOutputCarriesNoControlCharacters(_ host: String) async throws {
        let run = try await Self.run(host, format: "text")
        #expect(run.status == 1 || run.status == 0, "\(host): \(run.stderr)")
        let controls = run.stdout.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty, "\(host): \(controls.map { $0.value })")
    }

    /// Scalars that act on a terminal or reorder what it shows: C0 but newline, DEL and C1, bidi
    /// embeddings, overrides, isolates and marks, line and paragraph separators, invisible ones.
    static func isActive(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
            || [0x2028, 0x2029, 0x200B, 0x200E, 0x200F, 0x061C, 0xFEFF].contains(value)
    }

    /// C1 controls, bidi overrides and separators sent raw in header values (`bidiredirect`) and in
    /// the file's strings (`bidifile`) leave every format escaped, byte for byte.
    @Test(
        arguments: ["bidifile.aasa.test", "bidiredirect.aasa.test"], ["text", "json", "jsonl", "junit", "prometheus"])
    func everyFormatEscapesActiveScalars(_ host: String, _ format: String) async throws {
        let run = try await Self.run(host, format: format)
        #expect(run.status == 1, "\(host) \(format): \(run.stderr)")
        // Output that was not UTF-8 shows as U+FFFD here, which none of these formats write raw.
        let active = run.stdout.unicodeScalars.filter { Self.isActive($0) || $0 == "\u{FFFD}" }
        #expect(active.isEmpty, "\(host) \(format): \(active.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: hosts)
    func jsonOutputParses(_ host: String) async throws {
        let run = try await Self.run(host, format: "json")
        let domains = try run.json()["domains"] as? [[String: Any]]
        #expect(domains?.count == 1)
    }

    @Test(arguments: hosts)
    func junitOutputParses(_ host: String) async throws {
        let run = try await Self.run(host, format: "junit")
        let parser = XMLParser(data: Data(run.stdout.utf8))
        #expect(parser.parse(), "\(host): \(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// Peak resident memory of one `aasa verify` run, in KiB, measured by the kernel for the
    /// child alone (Python's resource module reads it after the child exits).
    /// Also returns the process's wall time, measured on the thread that waited for it (an async
    /// test's own clock would add the time it waited to be resumed).
    static func peakMemoryKiB(_ arguments: [String]) async throws -> (kib: Int, seconds: TimeInterval) {
        let script =
            "import resource,subprocess,sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let (data, seconds) = try await AASABinary.offPool { () throws -> (Data, TimeInterval) in
            let start = Date()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, AASABinary.executable.path] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (data, Date().timeIntervalSince(start))
        }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return (try #require(Int(text), "no measurement: \(text)"), seconds)
    }

    /// Memory is the kernel's peak for the process. Time is the fetch's own duration in the
    /// report (`durationMs`, libcurl's clock) against `--timeout` plus a second; the wall clock
    /// of the whole process only has to show it ended (it also counts start-up and scheduling
    /// on a machine whose two cores other tests keep busy).
    @Test(arguments: ["endless.aasa.test", "gzipbomb.aasa.test", "hugeheaders.aasa.test", "trickle.aasa.test"])
    func endlessAnswerStaysSmallAndEndsInTime(_ host: String) async throws {
        let world = try FixtureWorld.shared()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-hostile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let (peak, seconds) = try await Self.peakMemoryKiB(
            [
                "verify", "--format", "json", "--timeout", "3", "--connect-to", world.connectTo, "--cacert",
                world.caFile,
                "--output", output.path, "applinks:\(host)",
            ])
        #expect(peak < 64 * 1024, "\(host): peak \(peak) KiB")
        #expect(seconds < 3 + 30, "\(host) did not end")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        let domain = try #require((report["domains"] as? [[String: Any]])?.first)
        let duration = try #require((domain["fetch"] as? [String: Any])?["durationMs"] as? Int)
        #expect(duration <= (3 + 1) * 1000, "\(host): the fetch took \(duration) ms")
    }
}
