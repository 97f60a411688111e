import FixtureWorld
import Foundation

/// Tests/Fixtures/servers/silent_counter.py, started for one test: a loopback server that never
/// answers, closes each connection itself after 1.5 s, and keeps count of the most connections
/// it held open at once.
struct SilentCounter {
    private let server: FixtureServer
    private let peakFile: URL

    var port: Int { server.port }

    init() throws {
        peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("silent-counter-\(UUID().uuidString)")
        server = try FixtureServer("servers/silent_counter.py", ["--peak", peakFile.path])
    }

    /// Stops the server and returns the most connections it held open at once.
    func stop() -> Int {
        server.stop()
        defer { try? FileManager.default.removeItem(at: peakFile) }
        let text = (try? String(contentsOf: peakFile, encoding: .utf8)) ?? ""
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}
