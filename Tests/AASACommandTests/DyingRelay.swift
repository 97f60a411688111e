import Foundation
import Testing

/// Tests/Fixtures/proxy/dying_proxy.py, started for one test: a CONNECT proxy (or, with
/// `--forward PORT`, a plain relay) on loopback that stops listening after a number of tunnels.
struct DyingRelay {
    let process: Process
    let port: Int

    init(_ arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [AASABinary.fixture("proxy/dying_proxy.py"), "--lifetime", "60"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        port = try #require(Int(line.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) ?? ""))
    }

    /// SIGKILL, not `terminate()`: a child started from the test process inherits its blocked
    /// SIGTERM and would linger until its lifetime ends.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
