import Foundation
import Testing

/// `aasa lint` and `aasa match` on assetlinks.json files, through the real binary.
@Suite struct AndroidLintMatchTests {
    static let release =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func temporary(_ name: String, _ bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func ids(_ run: AASABinary.Run) throws -> [String] {
        let files = try #require(try run.json()["files"] as? [[String: Any]])
        return (files.first?["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func realFileIsReadAsAssetLinksByContent() async throws {
        // 047.json: a relation typo and a fingerprint without colons.
        let run = try await AASABinary.run(["lint", "--format", "json", AASABinary.fixture("assetlinks/047.json")])
        #expect(run.status == 1)
        #expect(try Self.ids(run) == ["android.relation-unknown", "android.fingerprint-format"])
    }

    @Test func nameOrKindDecidesForAnObjectRoot() async throws {
        let object = Array(#"{"applinks": {"details": []}}"#.utf8)
        let byName = try await AASABinary.run([
            "lint", "--format", "json", try Self.temporary("assetlinks.json", object),
        ])
        #expect(try Self.ids(byName) == ["json.root"])
        let other = try Self.temporary("statements.json", object)
        let byKind = try await AASABinary.run(["lint", "--format", "json", "--kind", "android", other])
        #expect(try Self.ids(byKind) == ["json.root"])
        let asApple = try await AASABinary.run(["lint", "--format", "json", other])
        #expect(try !Self.ids(asApple).contains("json.root"))
        let bad = try await AASABinary.run(["lint", "--kind", "windows", other])
        #expect(bad.status == 2)
    }

    @Test func androidAppMustBeListedWithItsFingerprint() async throws {
        let file =
            "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {\"namespace\": "
            + "\"android_app\", \"package_name\": \"com.example.app\", \"sha256_cert_fingerprints\": [\"\(Self.release)\"]}}]"
        let path = try Self.temporary("assetlinks.json", Array(file.utf8))
        let good = try await AASABinary.run([
            "lint", "--format", "json", path, "--android-app", "com.example.app:\(Self.release)",
        ])
        #expect(good.status == 0)
        let other = "com.example.app:" + String(repeating: "AB:", count: 31) + "AB"
        let wrongKey = try await AASABinary.run(["lint", "--format", "json", path, "--android-app", other])
        #expect(try Self.ids(wrongKey) == ["android.fingerprint-missing"])
        let missing = try await AASABinary.run(["lint", "--format", "json", path, "--android-app", "com.other"])
        #expect(try Self.ids(missing) == ["android.app-missing"])
    }

    /// A file of includes only: lint cannot read them, so the app is "not checked", not missing;
    /// an http:// include, which no device follows, is an error without any fetch.
    @Test func includesLintCannotReadLeaveTheAppUnchecked() async throws {
        let file = #"[{"include": "https://example.com/shared.json"}, {"include": "http://example.com/old.json"}]"#
        let path = try Self.temporary("assetlinks.json", Array(file.utf8))
        let run = try await AASABinary.run(["lint", "--format", "json", path, "--android-app", "com.example.app"])
        #expect(run.status == 1)
        #expect(try Self.ids(run) == ["android.include", "android.include-unchecked"])
    }

    @Test func fiftyMegabyteFileIsRefusedWithAFindingInBoundedMemory() async throws {
        let path = try Self.temporary("assetlinks.json", Array(repeating: UInt8(ascii: " "), count: 50 << 20))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await AASABinary.run(["lint", "--format", "json", path])
        #expect(run.status == 1)
        #expect(try Self.ids(run) == ["http.too-large"])
        let peak = try await HostileServerTests.peakMemoryKiB(["lint", path]).kib
        #expect(peak < 64 * 1024, "lint of 50 MB peaked at \(peak) KB")
    }

    /// The file alone: Android 15's dynamic rules decide (first match wins, none matching
    /// excludes); 12-14 read only the grant, and which paths open is the filters' to say.
    @Test func matchNamesTheDynamicRuleThatDecides() async throws {
        let file =
            "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {\"namespace\": "
            + "\"android_app\", \"package_name\": \"com.example.app\", \"sha256_cert_fingerprints\": [\"\(Self.release)\"]}, "
            + "\"relation_extensions\": {\"delegate_permission/common.handle_all_urls\": {\"dynamic_app_link_components\": "
            + "[{\"/\": \"/cart/*\", \"exclude\": true}, {\"/\": \"/products/*\"}]}}}]"
        let path = try Self.temporary("assetlinks.json", Array(file.utf8))
        let run = try await AASABinary.run(
            [
                "match", "--format", "json", "--file", path, "--android-app", "com.example.app:\(Self.release)",
                "https://example.com/cart/1", "https://example.com/products/2", "https://example.com/about",
            ])
        #expect(run.status == 1, "not every URL opens the app")
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        #expect(results.map { $0["verdict"] as? String } == ["block", "match", "block"])
        let answers = results.map { ($0["apps"] as? [[String: Any]])?.first?["android"] as? [[String: Any]] ?? [] }
        #expect(
            answers.map { $0.map { $0["verdict"] as? String } } == [
                ["excluded", "granted", "granted"], ["opens", "granted", "granted"],
                ["excluded", "granted", "granted"],
            ])
        #expect(
            answers[1].first?["dynamicRule"] as? String
                == #"$[0].relation_extensions["delegate_permission/common.handle_all_urls"].dynamic_app_link_components[1]"#
        )
        // Without a fingerprint the key is not checked, and nothing is called open.
        let keyless = try await AASABinary.run([
            "match", "--format", "json", "--file", path, "--android-app", "com.example.app",
            "https://example.com/products/2",
        ])
        #expect(keyless.status == 1)
        let keylessResult = try #require((try keyless.json()["results"] as? [[String: Any]])?.first)
        let keylessAnswers = (keylessResult["apps"] as? [[String: Any]])?.first?["android"] as? [[String: Any]]
        #expect(keylessAnswers?.map { $0["verdict"] as? String } == ["unchecked", "unchecked", "unchecked"])
        let unknown = try await AASABinary.run([
            "match", "--file", path, "--android-app", "com.other", "https://example.com/",
        ])
        #expect(unknown.status == 1)
        #expect(unknown.stdout.contains("unverified"))
        // An ordinary file without dynamic rules is an input like any other, never exit 2.
        let plain = try Self.temporary(
            "assetlinks.json", Array(file.replacingOccurrences(of: "dynamic_app_link_components", with: "other").utf8))
        let granted = try await AASABinary.run([
            "match", "--file", plain, "--android-app", "com.example.app:\(Self.release)", "https://example.com/x",
        ])
        #expect(granted.status == 0)
    }

    @Test func explainListsAndroidIDsWithTheirSeverityPerPlatform() async throws {
        let run = try await AASABinary.run(["explain", "android.fingerprint-missing", "http.content-type"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("### `android.fingerprint-missing`\n\nerror: "))
        #expect(run.stdout.contains("### `http.content-type`\n\nwarning (error on Android): "))
    }
}
