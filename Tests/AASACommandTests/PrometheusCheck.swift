import FixtureWorld
import Foundation
import Testing

/// Parses Prometheus text with the reference parser, `prometheus_client` (Python), from Debian's
/// `python3-prometheus-client`, which `Scripts/install-deps.sh` installs. A parse error, or a series written twice, fails the test.
enum PrometheusCheck {
    struct Sample: Decodable {
        var name: String
        var labels: [String: String]
        var value: Double
    }

    /// Tests/Fixtures/prometheus-check.py, shared with the other test target's Prometheus tests.
    static var script: String {
        FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/prometheus-check.py").path
    }

    /// The samples of `text`, or a recorded issue and nil when it does not parse.
    static func parse(_ text: String) async throws -> [Sample]? {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-check-\(UUID().uuidString).prom")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let path = input.path
        let (status, outputData, errorData) = try await AASABinary.offPool { () throws -> (Int32, Data, Data) in
            let process = Process()
            // The script names Debian's interpreter, which sees Debian's package.
            process.executableURL = URL(fileURLWithPath: script)
            process.arguments = [path]
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, outputData, errorData)
        }
        guard status == 0 else {
            Issue.record("prometheus_client refused the text: \(String(decoding: errorData, as: UTF8.self))")
            return nil
        }
        return try JSONDecoder().decode([Sample].self, from: outputData)
    }
}

extension PrometheusCheck {
    /// `promtool check metrics` (Debian's prometheus package) on `text`: its exit status and what it
    /// said. It exits non-zero on a parse error or a lint problem, such as a gauge named `_total`.
    static func promtool(_ text: String) async throws -> (status: Int32, output: String) {
        try await AASABinary.offPool { () throws -> (Int32, String) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["promtool", "check", "metrics"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = output
            try process.run()
            input.fileHandleForWriting.write(Data(text.utf8))
            try input.fileHandleForWriting.close()
            let said = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: said, as: UTF8.self))
        }
    }
}
