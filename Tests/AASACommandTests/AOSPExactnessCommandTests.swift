import Foundation
import Testing

/// Issue 57 through the binary, in the three forms an app is read from: the source manifest
/// (Tests/Fixtures/android/escapes), the APK Debian's aapt2 compiles from it, and the bundle of
/// aapt2's protobuf manifest (raw text). Phones hold the text after aapt2's escapes (A15a), so all
/// three must answer every URL alike, as the compiled APK's strings say.
@Suite struct AOSPExactnessCommandTests {
    static let urls = [
        "https://escapes.links.test/a.b", "https://escapes.links.test/axb", "https://escapes.links.test/a%5Czb",
        "https://escapes.links.test/c.d", "https://escapes.links.test/cxd",
        "https://escapes.links.test/q%23@%3F%22%27x", "https://escapes.links.test/u/A",
        "https://escapes.links.test/u/%5Cu0041",
    ]

    /// Newest first: 15+, 12-14, 6-11 (minSdk 24). `/a\.b` on the phone: an escaped dot, any
    /// character on Android 6-15 (PatternMatcher.matchGlobPattern @01a7983f).
    static let expected: [String: [String]] = [
        "https://escapes.links.test/a.b": ["accepted", "accepted", "accepted"],
        "https://escapes.links.test/axb": ["accepted", "accepted", "accepted"],
        "https://escapes.links.test/a%5Czb": ["no-filter", "no-filter", "no-filter"],
        "https://escapes.links.test/c.d": ["accepted", "accepted", "accepted"],
        "https://escapes.links.test/cxd": ["accepted", "accepted", "accepted"],
        "https://escapes.links.test/q%23@%3F%22%27x": ["accepted", "accepted", "accepted"],
        "https://escapes.links.test/u/A": ["accepted", "accepted", "accepted"],
        "https://escapes.links.test/u/%5Cu0041": ["no-filter", "no-filter", "no-filter"],
    ]

    @Test func compiledAPKHoldsTheTextAfterTheEscapes() async throws {
        let apk = try await AndroidAppFixtures.path("escapes.apk")
        let (status, dump) = try await AndroidAppFixtures.tool(
            "/usr/bin/aapt2", ["dump", "xmltree", apk, "--file", "AndroidManifest.xml"])
        #expect(status == 0)
        #expect(dump.contains(#"pathPattern(0x0101002c)="/a\.b""#), "\(dump)")
        #expect(dump.contains(#"pathPattern(0x0101002c)="/c.d""#))
        #expect(dump.contains(#"path(0x0101002a)="/u/A""#))
        // The bundle keeps the raw text, which bundletool's aapt2 convert compiles.
        let (_, proto) = try await AndroidAppFixtures.tool(
            "/usr/bin/unzip",
            ["-p", try await AndroidAppFixtures.path("escapes.aab"), "base/manifest/AndroidManifest.xml"])
        #expect(proto.contains(#"/a\\.b"#))
    }

    @Test(arguments: ["--apk", "--aab", "--android-manifest"])
    func everyFormAnswersAsThePhone(option: String) async throws {
        let input =
            option == "--android-manifest"
            ? AASABinary.fixture("android/escapes/AndroidManifest.xml")
            : try await AndroidAppFixtures.path(option == "--apk" ? "escapes.apk" : "escapes.aab")
        let run = try await AASABinary.run(["match", "--format", "json", option, input] + Self.urls)
        let answers = try AndroidURLMatchTests.answers(run)
        for url in Self.urls {
            #expect(answers[url]?.generations == Self.expected[url], "\(option) \(url)")
        }
        // `/axb` opens on Android 15 by the escaped dot; newer releases would not, and json says so.
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        let axb = try #require(results.first { $0["url"] as? String == "https://escapes.links.test/axb" })
        let android = try #require(((axb["apps"] as? [[String: Any]])?.first?["android"]) as? [[String: Any]])
        #expect(android.first?["note"] is String)
        #expect(android.dropFirst().allSatisfy { $0["note"] == nil })
    }

    /// A refused pathAdvancedPattern: the app does not install on API 31+ (an error), and 6-11,
    /// which ignore the attribute, take every path of the host.
    @Test func refusedPatternIsAnInstallFailure() async throws {
        let manifest = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.aasa.fixture.broken">
              <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="34"/>
              <application><activity android:name=".BrokenActivity">
                <intent-filter>
                  <action android:name="android.intent.action.VIEW"/>
                  <category android:name="android.intent.category.DEFAULT"/>
                  <category android:name="android.intent.category.BROWSABLE"/>
                  <data android:scheme="https" android:host="broken.links.test" android:pathAdvancedPattern="/[a-z"/>
                </intent-filter>
              </activity></application>
            </manifest>
            """
        let path = try AndroidLintMatchTests.temporary("AndroidManifest.xml", Array(manifest.utf8))
        let run = try await AASABinary.run([
            "match", "--format", "json", "--android-manifest", path, "https://broken.links.test/a",
        ])
        let answers = try AndroidURLMatchTests.answers(run)
        #expect(answers["https://broken.links.test/a"]?.generations == ["not-installed", "not-installed", "accepted"])
        #expect(answers["https://broken.links.test/a"]?.verdict == "none")
        #expect(run.status == 1)
        #expect(run.stderr.contains("android-app.path-pattern"))
    }
}
