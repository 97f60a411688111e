import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts `world.py` as a child process and waits until it has written `world.json`.
struct WorldLauncher {
    let repositoryRoot: URL
    /// How long to wait for the world to be ready; generating certificates takes about a second.
    var readyTimeoutSeconds = 30
    /// An upper bound only: the world also exits as soon as this process does.
    var lifetimeSeconds = 3600

    func launch() throws(FixtureWorldError) -> FixtureWorld {
        let script = repositoryRoot.appendingPathComponent("Scripts/fixture-world/world.py").path
        guard FileManager.default.fileExists(atPath: script) else { throw .scriptNotFound(script) }
        let python = try Self.findPython()
        let stateDirectory = try makeStateDirectory()
        // Certificates are shared across runs (the directory is gitignored) so most runs skip openssl.
        let certificateDirectory = repositoryRoot.appendingPathComponent(".world/certs").path
        let stderrPath = stateDirectory + "/world.stderr"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            script, "--state-dir", stateDirectory, "--cert-dir", certificateDirectory,
            "--lifetime", String(lifetimeSeconds), "--parent-pid", String(getpid()),
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: stderrPath) ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .launchFailed("\(error)")
        }
        return try waitUntilReady(process, stateDirectory: stateDirectory, stderrPath: stderrPath)
    }

    private func waitUntilReady(
        _ process: Process, stateDirectory: String, stderrPath: String
    ) throws(FixtureWorldError) -> FixtureWorld {
        let readyFile = stateDirectory + "/world.json"
        let deadline = Date().addingTimeInterval(Double(readyTimeoutSeconds))
        while Date() < deadline {
            // world.json is written atomically, so a file that decodes is complete.
            if let data = FileManager.default.contents(atPath: readyFile),
                let description = try? JSONDecoder().decode(WorldDescription.self, from: data),
                description.pid == process.processIdentifier
            {
                return FixtureWorld(description: description, stateDirectory: stateDirectory)
            }
            if !process.isRunning {
                throw .exitedEarly(status: process.terminationStatus, stderr: Self.tail(of: stderrPath))
            }
            usleep(50_000)
        }
        process.terminate()
        throw .notReady(seconds: readyTimeoutSeconds, stateDirectory: stateDirectory)
    }

    private func makeStateDirectory() throws(FixtureWorldError) -> String {
        let name = "aasa-world-\(getpid())-\(UUID().uuidString.prefix(8))"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .launchFailed("cannot create \(directory): \(error)")
        }
        return directory
    }

    /// The first `python3` on `PATH`.
    static func findPython() throws(FixtureWorldError) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw .pythonNotFound(path: path)
    }

    /// The last few hundred bytes of the world's stderr, for the error message.
    static func tail(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "(no stderr)" }
        let text = String(decoding: data.suffix(600), as: UTF8.self)
        return text.isEmpty ? "(no stderr)" : text
    }
}
