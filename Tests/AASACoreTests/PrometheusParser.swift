import FixtureWorld
import Foundation
import Testing

/// Parses Prometheus text with the reference parser, `prometheus_client` (Python), from Debian's
/// `python3-prometheus-client`, which `Scripts/install-deps.sh` installs. A parse error, or a series written twice, fails the test.
enum PrometheusParser {
    struct Sample: Decodable, Hashable {
        var name: String
        var labels: [String: String]
        var value: Double
    }

    /// Tests/Fixtures/prometheus-check.py, shared with the other test target's Prometheus tests.
    static var script: String {
        FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/prometheus-check.py").path
    }

    /// The samples of `text`, or a recorded issue and nil when it does not parse.
    static func parse(_ text: String) throws -> [Sample]? {
        let directory = FileManager.default.temporaryDirectory
        let input = directory.appendingPathComponent("aasa-prometheus-\(UUID().uuidString).prom")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        // The script names Debian's interpreter, which sees Debian's package.
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [input.path]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("prometheus_client refused the text: \(String(decoding: errorData, as: UTF8.self))")
            return nil
        }
        return try JSONDecoder().decode([Sample].self, from: outputData)
    }
}
