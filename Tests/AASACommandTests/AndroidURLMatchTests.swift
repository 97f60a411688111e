import Foundation
import Testing

/// `aasa match` with an Android app: which activity's intent filter takes each URL, per Android
/// generation, as AOSP's `IntentFilter.matchData` and `PatternMatcher` decide (spec A11), for an
/// APK built by `build-apps.sh` (`app-links.apk`, Tests/Fixtures/android/links) and for a source
/// manifest with API 31's path attributes (Tests/Fixtures/android/links-source).
@Suite struct AndroidURLMatchTests {
    /// The key build-apps.sh signs app-links.apk with (keys/release.jks).
    static let release =
        "5E:9B:47:0E:5E:B2:F7:DF:33:02:06:05:D4:D0:CB:55:D4:0A:EE:6F:BE:15:FE:6F:5B:1F:9D:4B:38:0F:FA:E8"

    /// Each generation's answer of one URL, newest first.
    struct Answer {
        var verdict: String
        var generations: [String]
        var activities: [String?]
    }

    static func answers(_ run: AASABinary.Run) throws -> [String: Answer] {
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        var answers: [String: Answer] = [:]
        for result in results {
            #expect(result["platform"] as? String == "android")
            let app = try #require((result["apps"] as? [[String: Any]])?.first)
            let generations = try #require(app["android"] as? [[String: Any]])
            answers[try #require(result["url"] as? String)] = Answer(
                verdict: result["verdict"] as? String ?? "",
                generations: generations.map { $0["verdict"] as? String ?? "" },
                activities: generations.map { $0["activity"] as? String })
        }
        return answers
    }

    /// The APK's manifest holds the attributes the test relies on, as aapt itself reads them.
    @Test func fixtureHoldsEveryCompiledDataAttribute() async throws {
        let (status, dump) = try await AndroidAppFixtures.tool(
            "/usr/bin/aapt",
            ["dump", "xmltree", try await AndroidAppFixtures.path("app-links.apk"), "AndroidManifest.xml"])
        #expect(status == 0)
        for attribute in [
            "path(0x0101002a)", "pathPrefix(0x0101002b)", "pathPattern(0x0101002c)", "port(0x01010029)",
            "mimeType(0x01010026)",
        ] {
            #expect(dump.contains("android:\(attribute)"), "aapt shows no \(attribute)")
        }
    }

    /// Each URL's answer from the filters alone (no assetlinks.json: `accepted` or `no-filter`).
    @Test func filtersDecideAsIntentFilterMatchDataDoes() async throws {
        let expected: [(String, String?)] = [
            ("https://shop.links.test/products/1", ".ProductActivity"),
            // <data> attributes merge: m.links.test takes shop's prefix, shop takes m's glob.
            ("https://m.links.test/products/2", ".ProductActivity"),
            ("https://shop.links.test/p/x.html", ".ProductActivity"),
            ("https://m.links.test/p/a.htm", nil),
            ("https://shop.links.test/exact", ".ProductActivity"),
            ("https://shop.links.test/exact/no", nil),
            // The filter names https only, and schemes compare exactly.
            ("http://shop.links.test/products/1", nil),
            // A port in the filter must be in the URL (Uri.getPort() is -1 without one).
            ("https://port.links.test/", nil),
            ("https://port.links.test:8443/a", ".PortActivity"),
            ("https://typed.links.test/a", nil),
            ("https://nodefault.links.test/a", nil),
            ("https://a.links.test/wild/1", ".WildAlias"),
            ("https://links.test/wild/1", nil),
            ("https://receiver.links.test/", nil),
            // The path is compared decoded, without query or fragment.
            ("https://shop.links.test/%70roducts/1?q=1#f", ".ProductActivity"),
        ]
        let apk = try await AndroidAppFixtures.path("app-links.apk")
        let run = try await AASABinary.run(["match", "--format", "json", "--apk", apk] + expected.map(\.0))
        #expect(run.status == 1, "some URLs open no activity")
        let answers = try Self.answers(run)
        for (url, activity) in expected {
            let answer = try #require(answers[url], "\(url) has no answer")
            // minSdk 26: every generation applies.
            #expect(
                answer.generations == Array(repeating: activity == nil ? "no-filter" : "accepted", count: 3), "\(url)")
            #expect(answer.activities == Array(repeating: activity, count: 3), "\(url)")
            #expect(answer.verdict == (activity == nil ? "none" : "match"), "\(url)")
        }
        let accepted = try await AASABinary.run(["match", "--apk", apk, "https://shop.links.test/products/9"])
        #expect(accepted.status == 0)
    }

    /// API 31's pathAdvancedPattern and pathSuffix exist on Android 12+ only: older devices drop
    /// them and take every path. (A pattern PatternMatcher refuses is AOSPExactnessTests'.)
    @Test func api31PathAttributesDifferByGeneration() async throws {
        let manifest = AASABinary.fixture("android/links-source/AndroidManifest.xml")
        let run = try await AASABinary.run([
            "match", "--format", "json", "--android-manifest", manifest, "https://docs.links.test/item/123",
            "https://docs.links.test/item/1", "https://docs.links.test/a.pdf",
        ])
        let answers = try Self.answers(run)
        #expect(answers["https://docs.links.test/item/123"]?.generations == ["accepted", "accepted", "accepted"])
        #expect(answers["https://docs.links.test/item/1"]?.generations == ["no-filter", "no-filter", "accepted"])
        #expect(answers["https://docs.links.test/a.pdf"]?.generations == ["accepted", "accepted", "accepted"])
        #expect(run.status == 1)
        #expect(!run.stderr.contains("android-app.path-pattern"))
    }

    /// With the host's assetlinks.json, a URL opens where the host grants the app's key; Android
    /// 15's dynamic rules narrow what the filters take, and 12-14 ignore them.
    @Test func assetLinksAndDynamicRulesDecideVerification() async throws {
        let apk = try await AndroidAppFixtures.path("app-links.apk")
        let rules =
            #"{"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": "#
            + #"[{"/": "/products/secret*", "exclude": true}, {"/": "*"}]}}"#
        let file =
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "relation_extensions": \#(rules), "#
            + #""target": {"namespace": "android_app", "package_name": "dev.aasa.fixture.links", "#
            + #""sha256_cert_fingerprints": ["\#(Self.release)"]}}]"#
        let path = try AndroidLintMatchTests.temporary("assetlinks.json", Array(file.utf8))
        let run = try await AASABinary.run([
            "match", "--format", "json", "--apk", apk, "--file", path, "--domain", "shop.links.test",
            "https://shop.links.test/products/1", "https://shop.links.test/products/secret",
            "https://shop.links.test/help",
        ])
        let answers = try Self.answers(run)
        // 6-11 verifies shop, m and *.links.test together; only shop's file was given.
        #expect(answers["https://shop.links.test/products/1"]?.generations == ["opens", "opens", "unchecked"])
        #expect(answers["https://shop.links.test/products/secret"]?.generations == ["excluded", "opens", "unchecked"])
        #expect(answers["https://shop.links.test/products/secret"]?.verdict == "block")
        #expect(answers["https://shop.links.test/help"]?.generations == ["no-filter", "no-filter", "no-filter"])
        #expect(run.status == 1)
        // A file listing another key grants nothing; on 12+ the app's verified *.links.test would
        // still approve shop.links.test (A15d), and links.test's file was not given.
        let other = try AndroidLintMatchTests.temporary(
            "assetlinks.json", Array(file.replacingOccurrences(of: "5E:9B", with: "5E:9C").utf8))
        let refused = try await AASABinary.run([
            "match", "--format", "json", "--apk", apk, "--file", other, "https://shop.links.test/products/1",
        ])
        #expect(
            try Self.answers(refused)["https://shop.links.test/products/1"]?.generations == [
                "unchecked", "unchecked", "unverified",
            ])
    }

    /// `--urls` answers a list for the app, and jsonl carries each generation.
    @Test func urlListIsAnsweredPerGeneration() async throws {
        let apk = try await AndroidAppFixtures.path("app-links.apk")
        let list = try AndroidLintMatchTests.temporary(
            "urls.txt", Array("https://shop.links.test/products/1\nhttps://shop.links.test/nope\nnot a url\n".utf8))
        let run = try await AASABinary.run(["match", "--apk", apk, "--urls", list, "--format", "jsonl"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "two URL lines and the summary: \(run.stdout)")
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(first?["platform"] as? String == "android")
        #expect(run.status == 1)
    }
}

/// Both platforms per URL (issue 39, item 3): an AASA file and an Android app with its host's
/// assetlinks.json answer each URL of a list for Apple and for Android, and the summary names
/// the URLs that open on one platform only.
@Suite struct BothPlatformsMatchTests {
    static let aasa =
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.dev.aasa.fixture.links"], "components": "#
        + #"[{"/": "/products/*"}, {"/": "/help"}]}]}}"#
    static let assetLinks =
        #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "#
        + #""package_name": "dev.aasa.fixture.links", "sha256_cert_fingerprints": ["\#(AndroidURLMatchTests.release)"]}}]"#

    /// One host, so that every generation's answer is known from its one file; API 31+.
    static let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.aasa.fixture.links">
          <uses-sdk android:minSdkVersion="31" android:targetSdkVersion="34"/>
          <application><activity android:name=".ProductActivity">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW"/>
              <category android:name="android.intent.category.DEFAULT"/>
              <category android:name="android.intent.category.BROWSABLE"/>
              <data android:scheme="https" android:host="shop.links.test"/>
              <data android:pathPrefix="/products"/>
              <data android:path="/exact"/>
            </intent-filter>
          </activity></application>
        </manifest>
        """

    static func arguments() async throws -> [String] {
        [
            "match", "--android-manifest",
            try AndroidLintMatchTests.temporary("AndroidManifest.xml", Array(Self.manifest.utf8)),
            "--android-app", "dev.aasa.fixture.links:\(AndroidURLMatchTests.release)", "--file",
            try AndroidLintMatchTests.temporary("apple-app-site-association", Array(Self.aasa.utf8)), "--file",
            try AndroidLintMatchTests.temporary("assetlinks.json", Array(Self.assetLinks.utf8)), "--domain",
            "shop.links.test",
        ]
    }

    /// `/products/1` opens on both (Apple's rule, the app's product filter), `/help` on Apple
    /// only (no filter takes it), `/exact` on Android only (no AASA rule).
    static let list =
        "https://shop.links.test/products/1\nhttps://shop.links.test/help\nhttps://shop.links.test/exact\n"

    @Test func aListIsAnsweredForEachPlatformWithTheOnePlatformURLs() async throws {
        let run = try await AASABinary.run(
            try await Self.arguments() + ["--urls", "-", "--format", "json"], stdin: Data(Self.list.utf8))
        #expect(run.status == 1, "\(run.stderr)")
        let coverage = try run.json()
        #expect(coverage["urls"] as? Int == 3)
        #expect(coverage["matched"] as? Int == 1, "a URL matches when it opens on both")
        let parity = try #require(coverage["platforms"] as? [String: Any], "\(run.stdout)")
        #expect(parity["both"] as? Int == 1)
        #expect(parity["appleOnlyURLs"] as? [String] == ["https://shop.links.test/help"])
        #expect(parity["androidOnlyURLs"] as? [String] == ["https://shop.links.test/exact"])

        let lines = try await AASABinary.run(
            try await Self.arguments() + ["--urls", "-", "--format", "jsonl"], stdin: Data(Self.list.utf8))
        let objects = lines.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(
            objects.dropLast().map { $0["platform"] as? String } == [
                "apple", "android", "apple", "android", "apple", "android",
            ])

        let text = try await AASABinary.run(try await Self.arguments() + ["--urls", "-"], stdin: Data(Self.list.utf8))
        #expect(text.stdout.contains("1 on Apple only"), "\(text.stdout)")
    }

    /// URLs given as arguments: an answer per platform, each naming it; exit 0 only when every URL
    /// opens on both.
    @Test func urlsAsArgumentsGetAnAnswerPerPlatform() async throws {
        let run = try await AASABinary.run(
            try await Self.arguments() + ["--format", "json", "https://shop.links.test/products/1"])
        #expect(run.status == 0, "\(run.stdout)")
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        #expect(results.map { $0["platform"] as? String } == ["apple", "android"])
        #expect(results.allSatisfy { $0["verdict"] as? String == "match" })
    }
}
