import Foundation
import Testing

/// Parses Prometheus text with the reference parser, `prometheus_client` (Python), which
/// `Scripts/install-deps.sh` installs. A parse error, or a series written twice, fails the test.
enum PrometheusCheck {
    struct Sample: Decodable {
        var name: String
        var labels: [String: String]
        var value: Double
    }

    static let script = """
        import json, sys
        from prometheus_client.parser import text_string_to_metric_families
        text = open(sys.argv[1], encoding="utf-8", newline="").read()
        samples, seen = [], set()
        for family in text_string_to_metric_families(text):
            for s in family.samples:
                key = (s.name, tuple(sorted(s.labels.items())))
                if key in seen:
                    sys.exit("duplicate series: %r" % (key,))
                seen.add(key)
                samples.append({"name": s.name, "labels": s.labels, "value": s.value})
        print(json.dumps(samples))
        """

    /// The samples of `text`, or a recorded issue and nil when it does not parse.
    static func parse(_ text: String) async throws -> [Sample]? {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-check-\(UUID().uuidString).prom")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let path = input.path
        let (status, outputData, errorData) = try await AASABinary.offPool { () throws -> (Int32, Data, Data) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, path]
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
