import Foundation

/// The loopback HTTPS fixture world (`Scripts/fixture-world/world.py`), started once per test process.
///
/// Every host of the world lives on `127.0.0.1:httpsPort`; a client reaches `good.aasa.test` with
/// libcurl's `CURLOPT_CONNECT_TO` set to ``connectTo`` and trusts ``caFile``, so SNI and host-name
/// checks are real. The world exits by itself when this process ends.
public final class FixtureWorld: Sendable {
    /// The TLS server for every host (see ``Host``).
    public let httpsPort: Int
    /// Answers a TLS ClientHello with plain HTTP: the handshake fails.
    public let plainPort: Int
    /// Accepts TCP connections and never sends a byte: the handshake stalls.
    public let stallPort: Int
    /// The world's root CA in PEM, for `--cacert` / `CURLOPT_CAINFO`.
    public let caFile: String
    /// Where `world.json`, `world.log` and `world.stderr` are; look at `world.log` when a test fails.
    public let stateDirectory: String
    /// The world's process, for diagnostics.
    public let processIdentifier: Int32

    /// `CURLOPT_CONNECT_TO` entry sending every host and port to the world's HTTPS port.
    public var connectTo: String { "::127.0.0.1:\(httpsPort)" }

    init(description: WorldDescription, stateDirectory: String) {
        self.httpsPort = description.httpsPort
        self.plainPort = description.plainPort
        self.stallPort = description.stallPort
        self.caFile = description.caFile
        self.stateDirectory = stateDirectory
        self.processIdentifier = description.pid
    }

    /// The world of this test process, started on first use; later calls return the same world,
    /// or the same error when it could not start.
    public static func shared() throws -> FixtureWorld {
        try launched.get()
    }

    // A static `let` is initialised exactly once, thread-safely, on first access.
    private static let launched = Result { () throws(FixtureWorldError) -> FixtureWorld in
        try WorldLauncher(repositoryRoot: repositoryRoot).launch()
    }

    /// The package root: the nearest directory above this source file that holds `Package.swift`.
    public static var repositoryRoot: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<16 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The readable bodies the world serves (`good.json`, `stale.json`, `otherapp.json`, ...).
    public static var filesDirectory: URL {
        repositoryRoot.appendingPathComponent("Scripts/fixture-world/files")
    }
}
