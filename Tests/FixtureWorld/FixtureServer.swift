import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small server script of Tests/Fixtures started for one test (`servers/silent_counter.py`,
/// `proxy/dying_proxy.py`): it listens on 127.0.0.1 and prints its port as its first line.
public struct FixtureServer {
    public let port: Int
    private let processIdentifier: Int32
    private let process: Process

    /// Starts `python3 Tests/Fixtures/SCRIPT ARGUMENTS` and reads its port.
    public init(_ script: String, _ arguments: [String]) throws(FixtureWorldError) {
        let path = FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/" + script).path
        process = Process()
        process.executableURL = URL(fileURLWithPath: try WorldLauncher.findPython())
        process.arguments = [path] + arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw .launchFailed("\(script): \(error)")
        }
        processIdentifier = process.processIdentifier
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) ?? "") else {
            kill(processIdentifier, SIGKILL)
            throw .launchFailed("\(script) printed no port: '\(line)'")
        }
        self.port = port
    }

    /// SIGKILL, not `terminate()`: a child started from the test process inherits its blocked
    /// SIGTERM and would linger until its own lifetime ends.
    public func stop() {
        kill(processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
