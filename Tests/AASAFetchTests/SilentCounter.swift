import FixtureWorld
import Foundation
import Testing

/// Tests/Fixtures/servers/silent_counter.py, started for one test: a loopback server that never
/// answers, closes each connection itself after 1.5 s, and keeps count of the most connections
/// it held open at once.
struct SilentCounter {
    let process: Process
    let port: Int
    private let peakFile: URL

    init() throws {
        peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("silent-counter-\(UUID().uuidString)")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/servers/silent_counter.py").path,
            "--peak", peakFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        port = try #require(Int(line.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) ?? ""))
    }

    /// Stops the server and returns the most connections it held open at once. SIGKILL, not
    /// `terminate()`: a child started from the test process inherits its blocked SIGTERM.
    func stop() -> Int {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: peakFile) }
        let text = (try? String(contentsOf: peakFile, encoding: .utf8)) ?? ""
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}
