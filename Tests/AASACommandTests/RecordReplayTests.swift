import FixtureWorld
import Foundation
import Testing

/// `verify --record` and `aasa judge` (issue 50, item 5): every host of the fixture world, both
/// platforms and Apple's CDN, recorded live and judged again offline, gives the live run's json
/// report byte for byte but the run's duration; and the judge makes no request at all.
@Suite(.serialized) struct RecordReplayTests {
    static let apple = [
        "good", "wild", "www", "stale", "expired", "notyet", "selfsigned", "wronghost", "incomplete", "cnonly",
        "rsa1024", "sha1", "clientauth", "longlived", "expiredca", "redirect", "found", "ctlredirect",
        "privateredirect", "missing", "broken", "html", "octet", "large", "exact", "over", "gzip", "invalidjson",
        "empty", "otherapp", "utf16", "useragent", "twolengths", "bidifile", "bidiredirect", "markup", "markuptype",
        "deep", "nested", "dupkeys", "giantheader", "badutf8", "trailing", "ctlheaders", "endless", "gzipbomb",
        "slow", "slowbot", "trickle", "hugeheaders",
    ]
    static let android = [
        "good", "wild", "www", "uploadkey", "lowercase", "badstatement", "markupapp", "dynamic", "include",
        "includeloop", "includehttp", "includeslow", "objectroot", "ssrf", "devicebot", "deviceonly", "pathskey",
        "apkshop", "rotation", "modern", "bom", "octet", "html", "redirect", "found", "expired", "incomplete",
    ]
    static let app =
        "com.example.app:14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:"
        + "CF:44:E5"

    /// The entries and judging options both runs share.
    static var entries: [String] {
        apple.map { "applinks:\($0).aasa.test" } + android.map { "android:\($0).aasa.test" }
            + [
                "--app-id", "ABCDE12345.com.example.app", "--android-app", app, "--expect-url",
                "https://good.aasa.test/buy/1", "--expect-no-url", "https://www.aasa.test/nothing",
            ]
    }

    /// A report's text with its one timing field taken out.
    static func untimed(_ json: String) -> String {
        json.replacing(#/"durationSeconds":[0-9.]+,/#, with: "")
    }

    @Test func judgingARecordingGivesTheLiveReport() async throws {
        let world = try FixtureWorld.shared()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = directory.appendingPathComponent("run.jsonl").path
        let live = try await AASABinary.run(
            [
                "verify", "--format", "json", "--timeout", "2", "--cdn", "--connect-to", world.connectTo, "--cacert",
                world.caFile, "--record", recording,
            ] + Self.entries)
        #expect(live.status == 1, "\(live.stderr)")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        // A header, then a line per host (Apple's and Android's of one host together).
        #expect(lines.first?.hasPrefix(#"{"recording":"#) == true)
        #expect(lines.count == 1 + Set(Self.apple + Self.android).count)
        // Judged with no route to the world and no trust store: nothing is fetched.
        let judged = try await AASABinary.run(["judge", recording, "--format", "json"] + Self.entries)
        #expect(judged.status == live.status, "\(judged.stderr)")
        #expect(Self.untimed(judged.stdout) == Self.untimed(live.stdout))
        #expect(judged.stdout.contains(#""urls":["#))
        // Judged again another way: an acceptance changes the verdicts, not the fetches.
        let accepted = try await AASABinary.run(
            ["judge", recording, "--format", "json", "--accept", "http.redirect"] + Self.entries)
        let redirect = try #require(
            (try accepted.json()["domains"] as? [[String: Any]])?.first {
                $0["domain"] as? String == "found.aasa.test" && $0["platform"] as? String == "apple"
            })
        let findings = redirect["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["id"] as? String == "http.redirect" && $0["accepted"] as? Bool == true })
    }

    /// An entry the recording never fetched is the judge's error (exit 2), never a verdict.
    @Test func anEntryTheRecordingLacksIsAnError() async throws {
        let world = try FixtureWorld.shared()
        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: recording) }
        _ = try await AASABinary.run([
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--record", recording,
            "applinks:good.aasa.test",
        ])
        let judged = try await AASABinary.run(["judge", recording, "applinks:good.aasa.test", "applinks:www.aasa.test"])
        #expect(judged.status == 2)
        #expect(judged.stderr.contains("www.aasa.test"), "\(judged.stderr)")
        let cut = try await AASABinary.run(["judge", "/dev/null", "applinks:good.aasa.test"])
        #expect(cut.status == 2)
    }
}
