import Foundation
import Testing

/// Issue 53, item 3, judged from the recording of Tests/Fixtures/records: a file Google's fetcher
/// may keep 30 days is a warning Google's reader sees and devices' own verifiers do not; a day is
/// information; a file without cache headers says nothing.
@Suite struct GoogleCacheTests {
    static func domain(_ host: String) async throws -> [String: Any] {
        let run = try await AASABinary.run([
            "judge", OneJudgeTests.recording, "--format", "json", "--android-app",
            "com.example.app:\(OneJudgeTests.release)", "android:\(host)",
        ])
        return try #require((try run.json()["domains"] as? [[String: Any]])?.first, "\(run.stderr)")
    }

    static func ids(_ domain: [String: Any]) -> [String] {
        (domain["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    static func readers(_ domain: [String: Any]) -> [String: String] {
        var verdicts: [String: String] = [:]
        for reader in domain["readers"] as? [[String: Any]] ?? [] {
            verdicts[reader["reader"] as? String ?? ""] = reader["status"] as? String
        }
        return verdicts
    }

    @Test func aMonthsCacheIsAWarningForGooglesReaderOnly() async throws {
        let long = try await Self.domain("longcache.aasa.test")
        #expect(Self.ids(long) == ["android.cache-long"])
        #expect(
            Self.readers(long)
                == ["android-12+": "pass", "android-9-11": "pass", "android-6-8": "pass", "google-api": "warn"])
        // The lifetime is kept with the file, for a later run's change.file to say.
        #expect((long["file"] as? [String: Any])?["cacheSeconds"] as? Int == 2_592_000)
        let day = try await Self.domain("daycache.aasa.test")
        #expect(Self.ids(day) == ["android.cache-age"])
        #expect(day["status"] as? String == "pass")
        let good = try await Self.domain("good.aasa.test")
        #expect(Self.ids(good).isEmpty)
        #expect((good["file"] as? [String: Any])?["cacheSeconds"] == nil)
    }

    /// Issue 53, items 1 and 2, from the same recording: a host that turns Google's fetcher away
    /// and one that labels the file a web page fail Google's reader, which phones with Google Play
    /// services read through, and no device reader; the recording holds Google's fetch.
    @Test(arguments: [("googlebot.aasa.test", "http.user-agent"), ("jsonhtml.aasa.test", "http.content-type")])
    func recordedHostsGooglesReaderRefuses(_ host: String, _ id: String) async throws {
        let domain = try await Self.domain(host)
        #expect(Self.ids(domain) == [id])
        #expect(
            Self.readers(domain)
                == ["android-12+": "pass", "android-9-11": "pass", "android-6-8": "pass", "google-api": "fail"])
        let recording = try String(contentsOfFile: OneJudgeTests.recording, encoding: .utf8)
        let line = try #require(recording.split(separator: "\n").first { $0.contains("\"host\":\"\(host)\"") })
        #expect(line.contains(#""role":"google""#) && line.contains(#""userAgent":"GoogleAssociationService""#))
    }
}
