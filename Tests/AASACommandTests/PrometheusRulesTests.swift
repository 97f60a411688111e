import FixtureWorld
import Foundation
import Testing

/// The shipped alerting rules (docs/prometheus/aasa.rules.yml) under `promtool test rules`, fed
/// the series of real runs (issue 52, item 9): a host failing on both platforms is one alert; a
/// run that ended with its own error (exit 2) or by SIGTERM fires "audit incomplete" from the
/// metrics it still wrote; runs on schedule never look stale, and a missing one does.
@Suite(.serialized) struct PrometheusRulesTests {
    static var rules: String { AASABinary.repositoryRoot.appendingPathComponent("docs/prometheus/aasa.rules.yml").path }

    /// `samples` held for over three hours at five-minute steps, as promtool's input series; the
    /// run's timestamp moves with promtool's clock (a run every five minutes), or, `frozen`,
    /// stays at the first run's (no run since).
    static func inputSeries(_ samples: [PrometheusCheck.Sample], frozen: Bool = false) -> String {
        samples.map { sample in
            let labels = sample.labels.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value)\"" }
            let series = sample.name + (labels.isEmpty ? "" : "{" + labels.joined(separator: ",") + "}")
            // promtool's clock starts at 0: the run's own timestamp is replaced by its clock's.
            let values =
                sample.name == "aasa_run_timestamp_seconds" ? (frozen ? "0x40" : "0+300x40") : "\(sample.value)x40"
            return "      - series: '\(series)'\n        values: '\(values)'\n"
        }.joined()
    }

    static func alerts(_ name: String, at time: String, _ expected: [[String: String]]) -> String {
        var text = "      - eval_time: \(time)\n        alertname: \(name)\n"
        if expected.isEmpty { return text + "        exp_alerts: []\n" }
        text += "        exp_alerts:\n"
        for labels in expected {
            text +=
                "          - exp_labels: {" + labels.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}\n"
        }
        return text
    }

    /// Runs `promtool test rules` on `tests` (the YAML of its `tests:` list).
    static func promtool(_ tests: String) async throws -> (Int32, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).yml")
        try Data("rule_files:\n  - \(rules)\nevaluation_interval: 5m\ntests:\n\(tests)".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await AndroidAppFixtures.tool("/usr/bin/promtool", ["test", "rules", file.path])
    }

    @Test func theShippedRulesFireOncePerProblem() async throws {
        let world = try FixtureWorld.shared()
        let failing = try await AASABinary.run([
            "verify", "--format", "prometheus", "--connect-to", world.connectTo, "--cacert", world.caFile,
            "--app-id", "ABCDE12345.com.example.app", "--android-app",
            "com.example.app:14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:"
                + "44:E5",
            "applinks:redirect.aasa.test", "android:redirect.aasa.test", "applinks:good.aasa.test",
        ])
        #expect(failing.status == 1)
        let samples = try #require(try await PrometheusCheck.parse(failing.stdout))
        // The run that could not start: its own error, and the metrics it still wrote.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("health-\(UUID().uuidString).prom")
        defer { try? FileManager.default.removeItem(at: file) }
        let broken = try await AASABinary.run([
            "verify", "--proxy", "http://127.0.0.1:9", "--format", "prometheus", "--output", file.path,
            "applinks:good.aasa.test",
        ])
        #expect(broken.status == 2)
        let health = try #require(try await PrometheusCheck.parse(String(contentsOf: file, encoding: .utf8)))
        #expect(health.contains { $0.name == "aasa_run_exit_status" && $0.value == 2 })
        let tests =
            "  - interval: 5m\n    input_series:\n" + Self.inputSeries(samples) + "    alert_rule_test:\n"
            + Self.alerts("AssociatedDomainFailing", at: "2h", [["domain": "redirect.aasa.test"]])
            + Self.alerts("AssociatedDomainAuditIncomplete", at: "2h", [])
            + Self.alerts("AssociatedDomainAuditStale", at: "2h", [])
            + Self.alerts("AssociatedDomainCertificateExpiring", at: "2h", [])
            + "  - interval: 5m\n    input_series:\n" + Self.inputSeries(health) + "    alert_rule_test:\n"
            + Self.alerts("AssociatedDomainAuditIncomplete", at: "10m", [[:]])
            + Self.alerts("AssociatedDomainFailing", at: "2h", [])
            + "  - interval: 5m\n    input_series:\n" + Self.inputSeries(samples, frozen: true)
            + "    alert_rule_test:\n"
            + Self.alerts("AssociatedDomainAuditStale", at: "1h55m", [])
            + Self.alerts("AssociatedDomainAuditStale", at: "2h5m", [[:]])
        let (status, output) = try await Self.promtool(tests)
        #expect(status == 0, "\(output)")
    }

    /// SIGTERM mid-run: a message, exit 2, and the run-health series in the Prometheus report.
    @Test func sigtermLeavesTheRunHealthMetrics() async throws {
        let world = try FixtureWorld.shared()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("term-\(UUID().uuidString).prom")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("old\n".utf8).write(to: file)
        let (status, errorText) = try await AASABinary.offPool { () throws -> (Int32, String) in
            let process = Process()
            process.executableURL = AASABinary.executable
            process.arguments = [
                "verify", "--format", "prometheus", "--output", file.path, "--timeout", "30", "--connect-to",
                world.connectTo, "--cacert", world.caFile, "applinks:slow.aasa.test", "applinks:good.aasa.test",
            ]
            let error = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            Thread.sleep(forTimeInterval: 1.5)
            process.terminate()
            process.waitUntilExit()
            let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, text)
        }
        #expect(status == 2)
        #expect(errorText.contains("SIGTERM"))
        let samples = try #require(try await PrometheusCheck.parse(String(contentsOf: file, encoding: .utf8)))
        #expect(samples.contains { $0.name == "aasa_run_exit_status" && $0.value == 2 })
        #expect(samples.contains { $0.name == "aasa_hosts_not_checked" && $0.value == 2 })
    }

    /// A run refused for naming its input as its report writes no metrics there: the input
    /// stays; a run that cannot read its input still writes them to its report.
    @Test func theRunHealthNeverReplacesAnInput() async throws {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("list-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: list) }
        try Data("applinks:good.aasa.test\n".utf8).write(to: list)
        let refused = try await AASABinary.run([
            "verify", "--domains", list.path, "--format", "prometheus", "--output", list.path,
            // Were the refusal to regress, nothing could leave this machine.
            "--connect-to", "::127.0.0.1:9",
        ])
        #expect(refused.status == 2)
        #expect(try String(contentsOf: list, encoding: .utf8) == "applinks:good.aasa.test\n")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString).prom")
        defer { try? FileManager.default.removeItem(at: report) }
        let unreadable = try await AASABinary.run([
            "verify", "--domains", "/nonexistent/list.txt", "--format", "prometheus", "--output", report.path,
            "--connect-to", "::127.0.0.1:9",
        ])
        #expect(unreadable.status == 2)
        #expect(try String(contentsOf: report, encoding: .utf8).contains("aasa_run_exit_status 2"))
    }
}
