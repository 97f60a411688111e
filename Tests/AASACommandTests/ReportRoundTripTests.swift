import FixtureWorld
import Foundation
import Testing

/// Every report aasa writes can be read back by the next run as its `--baseline`, whatever the
/// sites served (red-team round three: a valid file with 21,000 repeated keys once made a 6.5 MB
/// report that every later cron run refused with exit 2).
@Suite(.serialized) struct ReportRoundTripTests {
    /// The fixture world's hostile hosts, and an entry a megabyte long from a domain list.
    static let hosts = [
        "dupkeys", "bidifile", "bidiredirect", "ctlredirect", "ctlheaders", "deep", "nested", "badutf8", "trailing",
        "endless", "gzipbomb", "hugeheaders", "over", "invalidjson", "html",
    ].map { "applinks:\($0).aasa.test" }

    @Test(arguments: ["json", "jsonl"])
    func hostileRunsReportWhatTheNextRunReads(_ format: String) async throws {
        let world = try FixtureWorld.shared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("domains.txt")
        let longEntry = "applinks:" + String(repeating: "x", count: 1 << 20) + ".aasa.test"
        try Data((Self.hosts + [longEntry]).joined(separator: "\n").utf8).write(to: list)
        let report = folder.appendingPathComponent("report.\(format)")
        let common = [
            "verify", "--domains", list.path, "--app-id", "ABCDE12345.com.example.app", "--timeout", "3",
            "--connect-to", world.connectTo, "--cacert", world.caFile,
        ]
        let first = try await AASABinary.run(common + ["--format", format, "--output", report.path], timeout: 120)
        #expect(first.status == 1, "\(first.stderr)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: report.path)[.size] as? Int)
        #expect(size < 1 << 20, "the report is \(size) bytes")
        let second = try await AASABinary.run(
            common + ["--format", "json", "--baseline", report.path], timeout: 120)
        #expect(second.status == 1, "\(second.stderr)")
        let domains = try #require(try second.json()["domains"] as? [[String: Any]])
        #expect(domains.count == Self.hosts.count + 1)
        // Nothing was removed or added: every domain was found in the baseline under its key.
        let ids = domains.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(!ids.contains("change.removed-domain") && !ids.contains("change.new-domain"))
    }
}
