import Foundation
import SignedFixtures
import Testing

/// Android 15's `<uri-relative-filter-group>` through the binary, in the three forms an app is
/// read from (issue 53, item 4). Debian's aapt and aapt2 cannot compile it (their framework-res
/// predates API 35: "attribute android:allow not found"), so the APK's binary XML and the bundle's
/// protobuf XML are written by the test's builders with the framework's real resource IDs, the APK
/// then zip-aligned and signed by Debian's zipalign and apksigner, and `aapt2 dump xmltree` must
/// read the attributes back by those IDs. The manifest is CTS `UriRelativeFilterGroupTest`'s
/// `testMachGroupsToUri_blockMatch` (platform.cts @b74438f5).
@Suite struct UriRelativeFilterGroupCommandTests {
    typealias Core = RelativeGroupManifests

    /// Newest first: 15+, 12-14, 6-11 (minSdk 24).
    static let expected: [String: [String]] = [
        Core.uri(Core.pathMask): ["no-filter", "accepted", "accepted"],
        Core.uri(Core.pathMask | Core.queryMask): ["no-filter", "accepted", "accepted"],
        Core.uri(Core.fragmentMask): ["accepted", "accepted", "accepted"],
    ]

    static func files() async throws -> (source: String, apk: String, bundle: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("groups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let manifest = Core.blockMatch
        let source = directory.appendingPathComponent("AndroidManifest.xml").path
        try Core.source(manifest).write(toFile: source, atomically: true, encoding: .utf8)
        let unsigned = directory.appendingPathComponent("unsigned.apk").path
        try Data(ZipBuilder([.init("AndroidManifest.xml", AndroidBinaryBuilder.xml(manifest))]).build())
            .write(to: URL(fileURLWithPath: unsigned))
        let aligned = directory.appendingPathComponent("aligned.apk").path
        let apk = directory.appendingPathComponent("groups.apk").path
        let (zipalign, zipped) = try await AndroidAppFixtures.tool("/usr/bin/zipalign", ["-f", "4", unsigned, aligned])
        #expect(zipalign == 0, "\(zipped)")
        let (signed, said) = try await AndroidAppFixtures.tool(
            "/usr/bin/apksigner",
            [
                "sign", "--in", aligned, "--out", apk, "--ks", AASABinary.fixture("android/keys/release.jks"),
                "--ks-pass", "pass:android", "--ks-key-alias", "release", "--v4-signing-enabled", "false",
                "--min-sdk-version", "24",
            ])
        #expect(signed == 0, "\(said)")
        let bundle = directory.appendingPathComponent("groups.aab").path
        try Data(ZipBuilder([.init("base/manifest/AndroidManifest.xml", ProtoXMLBuilder.xml(manifest))]).build())
            .write(to: URL(fileURLWithPath: bundle))
        return (source, apk, bundle)
    }

    @Test func everyFormAnswersAsAndroid15Does() async throws {
        let (source, apk, bundle) = try await Self.files()
        defer { try? FileManager.default.removeItem(atPath: (source as NSString).deletingLastPathComponent) }
        let (status, dump) = try await AndroidAppFixtures.tool(
            "/usr/bin/aapt2", ["dump", "xmltree", apk, "--file", "AndroidManifest.xml"])
        #expect(status == 0, "\(dump)")
        #expect(dump.contains("E: uri-relative-filter-group"), "\(dump)")
        #expect(dump.contains("allow(0x0101068e)"), "\(dump)")
        #expect(dump.contains("query(0x0101068f)=\"query=test\""), "\(dump)")
        #expect(dump.contains("fragment(0x010102e3)=\"testfragment\""), "\(dump)")
        for (option, input) in [("--android-manifest", source), ("--apk", apk), ("--aab", bundle)] {
            let run = try await AASABinary.run(
                ["match", "--format", "json", option, input] + Array(Self.expected.keys))
            let answers = try AndroidURLMatchTests.answers(run)
            for (url, verdicts) in Self.expected {
                #expect(answers[url]?.generations == verdicts, "\(option) \(url): \(run.stdout.prefix(3000))")
            }
            // The group that decided is named: the block for /testpath on Android 15+.
            let results = try #require(try run.json()["results"] as? [[String: Any]])
            let blocked = try #require(results.first { $0["url"] as? String == Core.uri(Core.pathMask) })
            let android = (blocked["apps"] as? [[String: Any]])?.first?["android"] as? [[String: Any]]
            #expect((android?.first?["path"] as? String)?.hasPrefix("uri-relative-filter-group 1 (block") == true)
        }
    }
}
