import FixtureWorld
import Foundation
import Testing

/// `verify --apk`, `--aab` and `--android-manifest` end to end: the real binary reads APKs and a
/// bundle the tests build with Debian's tools, fetches each host's assetlinks.json from the
/// fixture world, and judges each app on Android 12+ and 6-11. The world's `apkshop` host lists the
/// fixture packages with the committed release key; `good`, `wild` and `www` list com.example.app.
@Suite(.serialized) struct AndroidAppVerifyTests {
    static let release =
        "5E:9B:47:0E:5E:B2:F7:DF:33:02:06:05:D4:D0:CB:55:D4:0A:EE:6F:BE:15:FE:6F:5B:1F:9D:4B:38:0F:FA:E8"

    /// `aasa verify --format json ARGUMENTS` against the world: the run, its domains and its packages.
    static func verify(_ arguments: [String]) async throws -> (AASABinary.Run, [[String: Any]], [[String: Any]]) {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            ["verify", "--format", "json", "--timeout", "3", "--connect-to", world.connectTo, "--cacert", world.caFile]
                + arguments)
        let json = try run.json()
        let domains = try #require(json["domains"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        return (run, domains, json["packages"] as? [[String: Any]] ?? [])
    }

    static func ids(_ object: [String: Any]?) -> [String] {
        (object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    static func domain(_ host: String, in domains: [[String: Any]]) -> [String: Any]? {
        domains.first { $0["domain"] as? String == host && $0["platform"] as? String == "android" }
    }

    @Test func anAPKIsCheckedWithItsOwnKeyAndJudgedPerAndroidVersion() async throws {
        let (run, domains, packages) = try await Self.verify(["--apk", try await AndroidAppFixtures.path("app-v2.apk")])
        #expect(run.status == 1)
        let package = try #require(packages.first, "\(run.stdout)")
        #expect(package["packageName"] as? String == "dev.aasa.fixture.shop")
        #expect(package["kind"] as? String == "apk")
        #expect(package["targetSdkVersion"] as? Int == 34)
        #expect(package["app"] as? String == "dev.aasa.fixture.shop:\(Self.release)")
        let certificates = try #require(package["certificates"] as? [[String: Any]])
        #expect(certificates.map { $0["fingerprint"] as? String } == [Self.release])
        // Android 12+: the BROWSABLE-less and the custom-scheme filters do not count; each host on its own.
        let android12 = try #require(package["android12"] as? [String: Any])
        #expect(android12["hosts"] as? [String] == ["apkshop.aasa.test", "*.wild.aasa.test"])
        #expect(android12["verified"] as? [String] == ["apkshop.aasa.test"])
        // Android 6-11: the filter without autoVerify joins, and every host must verify.
        let legacy = try #require(package["android6to11"] as? [String: Any])
        #expect(legacy["hosts"] as? [String] == ["apkshop.aasa.test", "*.wild.aasa.test", "www.aasa.test"])
        #expect(legacy["verified"] as? Bool == false)
        #expect(legacy["failing"] as? [String] == ["*.wild.aasa.test", "www.aasa.test"])
        #expect(package["status"] as? String == "fail")
        let ids = Self.ids(package)
        #expect(ids.contains("android-app.filter-category"))
        #expect(ids.contains("android-app.filter-scheme"))
        #expect(ids.contains("android-app.host-wildcard"))
        #expect(ids.contains("android-app.links-fail"))
        // The filter-category finding points at the filter's line in the source manifest.
        let findings = package["findings"] as? [[String: Any]] ?? []
        let category = findings.first { $0["id"] as? String == "android-app.filter-category" }
        #expect(category?["line"] as? Int == 20)
        #expect(Self.domain("apkshop.aasa.test", in: domains)?["status"] as? String == "pass")
        #expect(Self.ids(Self.domain("www.aasa.test", in: domains)).contains("android-app.legacy-only"))
        // The host of no verified filter is never fetched.
        #expect(Self.domain("nobrowse.aasa.test", in: domains) == nil)
    }

    @Test func theTextReportSaysBothVerdicts() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            [
                "verify", "--apk", try await AndroidAppFixtures.path("app-v2.apk"), "--connect-to", world.connectTo,
                "--cacert",
                world.caFile, "--no-progress",
            ])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "Android 12+: 1 of 2 hosts verified, *.wild.aasa.test fails; Android 9-11: not verified, because "
                    + "*.wild.aasa.test, www.aasa.test fail; Android 6-8: not verified"), "\(run.stdout)")
    }

    /// Devices accept every key of the rotation lineage (spec A8): the site lists the old key only.
    @Test func aRotatedKeyStillVerifiesByItsLineage() async throws {
        let (_, domains, packages) = try await Self.verify([
            "--apk", try await AndroidAppFixtures.path("app-rotated.apk"),
        ])
        let certificates = try #require(packages.first?["certificates"] as? [[String: Any]])
        #expect(certificates.map { $0["role"] as? String } == ["past-signer", "signer"])
        #expect(Self.domain("apkshop.aasa.test", in: domains)?["status"] as? String == "pass")
    }

    static func generation(_ name: String, in package: [String: Any]?) -> [String: Any]? {
        (package?["generations"] as? [[String: Any]])?.first { $0["generation"] as? String == name }
    }

    /// A rotated APK (v1/v2 by the release key, v3 by the EC key with the release key in its
    /// lineage) whose host lists only the new key: Android 12+ accepts it through the lineage;
    /// Android 9-11 compare the lineage's oldest key and 6-8 the v2 signer, both the release key,
    /// as `apksigner verify --print-certs` says for API 24-27. Those devices fail, with the fix.
    @Test func aRotatedKeyOnlyTheNewKeyListsFailsBelowAndroid12() async throws {
        let apk = try await AndroidAppFixtures.path("rotation.apk")
        let (run, domains, packages) = try await Self.verify(["--apk", apk])
        #expect(run.status == 1, "\(run.stdout)")
        #expect(Self.domain("rotation.aasa.test", in: domains)?["status"] as? String == "pass")
        let package = packages.first
        #expect(Self.generation("android-12+", in: package)?["verdict"] as? String == "pass")
        for name in ["android-9-11", "android-6-8"] {
            let verdict = Self.generation(name, in: package)
            #expect(verdict?["verdict"] as? String == "fail", "\(name)")
            #expect(verdict?["keys"] as? [String] == [Self.release], "\(name)")
        }
        #expect(Self.ids(package).contains("android-app.older-key"))
        let (_, printed) = try await AndroidAppFixtures.tool(
            "/usr/bin/apksigner",
            ["verify", "--print-certs", "--min-sdk-version", "24", "--max-sdk-version", "27", apk])
        #expect(printed.contains(Self.release.replacingOccurrences(of: ":", with: "").lowercased()), "\(printed)")
    }

    /// minSdkVersion 31: no device that collects the legacy-only host installs the app, so that
    /// host is not fetched and the run passes; the generations below 12 are not applicable.
    @Test func anAppForAndroid12AndLaterIsNotFailedByOlderRules() async throws {
        let (run, domains, packages) = try await Self.verify(["--apk", try await AndroidAppFixtures.path("modern.apk")])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(domains.compactMap { $0["domain"] as? String } == ["modern.aasa.test"])
        #expect(Self.generation("android-9-11", in: packages.first)?["verdict"] as? String == "not-applicable")
        #expect(Self.generation("android-6-8", in: packages.first)?["verdict"] as? String == "not-applicable")
    }

    /// `--expect-url` on Android is judged with the app's filters and each host's fetched file,
    /// per generation (issue 39): the minSdk 31 app opens its host's URLs; a URL must-not-open
    /// fails on its host; a rotated app whose host lists only the new key does not open on 6-11.
    @Test func expectedURLsAreJudgedOnAndroidWithTheAppsFilters() async throws {
        let modern = try await AndroidAppFixtures.path("modern.apk")
        func urls(_ run: AASABinary.Run) throws -> [[String: Any]] {
            try #require(try run.json()["urls"] as? [[String: Any]], "\(run.stdout)")
        }
        let (opens, domains, _) = try await Self.verify(["--apk", modern, "--expect-url", "https://modern.aasa.test/a"])
        #expect(opens.status == 0, "\(opens.stdout)")
        #expect(try urls(opens).map { $0["verdict"] as? String } == ["pass"])
        #expect(!domains.flatMap(Self.ids).contains("url.unchecked"))
        let (mustNot, notDomains, notPackages) = try await Self.verify([
            "--apk", modern, "--expect-no-url", "https://modern.aasa.test/a",
        ])
        #expect(mustNot.status == 1)
        let failed = try urls(mustNot)
        #expect(failed.map { $0["verdict"] as? String } == ["fail"])
        #expect(failed.first?["platform"] as? String == "android")
        #expect(failed.first?["app"] as? String == "dev.aasa.fixture.modern")
        #expect((failed.first?["finding"] as? [String: Any])?["id"] as? String == "url.unexpected")
        // The URL's result is apart: the host and the app keep their verdicts.
        #expect(!Self.ids(Self.domain("modern.aasa.test", in: notDomains)).contains("url.unexpected"))
        #expect(notPackages.first?["status"] as? String != "fail")
        let rotation = try await AndroidAppFixtures.path("rotation.apk")
        let (rotated, _, _) = try await Self.verify([
            "--apk", rotation, "--expect-url", "https://rotation.aasa.test/x",
        ])
        #expect(rotated.status == 1)
        let answers = try #require(try urls(rotated).first?["answers"] as? [[String: Any]])
        #expect(answers.map { $0["verdict"] as? String } == ["opens", "opens", "unverified"])
    }

    /// `match` answers the same per generation: the rotated app opens on 12+ and not on 6-11.
    @Test func matchComparesEachGenerationsKey() async throws {
        let rotated = "53:AD:5A:B6:15:32:A5:2D:29:FB:19:12:9B:88:6E:25:23:21:EB:63:30:E5:64:72:D0:AA:43:12:47:78:08:C7"
        let list =
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "#
            + #""package_name": "dev.aasa.fixture.rotation", "sha256_cert_fingerprints": [""# + rotated + #""]}}]"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotation-\(UUID().uuidString).json")
        try Data(list.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await AASABinary.run([
            "match", "--apk", try await AndroidAppFixtures.path("rotation.apk"), "--file", file.path, "--format",
            "json", "https://rotation.aasa.test/x",
        ])
        let result = try #require((try run.json()["results"] as? [[String: Any]])?.first, "\(run.stdout)")
        let answers = try #require((result["apps"] as? [[String: Any]])?.first?["android"] as? [[String: Any]])
        let verdicts = Dictionary(
            answers.map { ($0["generation"] as? String ?? "", $0["verdict"] as? String ?? "") },
            uniquingKeysWith: { a, _ in a })
        #expect(verdicts["android-12-14"] == "opens" && verdicts["android-15+"] == "opens", "\(verdicts)")
        #expect(verdicts["android-6-11"] == "unverified", "\(verdicts)")
        #expect(run.status == 1)
    }

    /// Play App Signing: --android-app names the key devices see, the APK's signer is the upload
    /// key. The host lists the rotated key only, which the given key then stands for everywhere.
    @Test func theGivenKeyOfAnAPKIsTheOneDevicesSee() async throws {
        let apk = try await AndroidAppFixtures.path("rotation.apk")
        let rotated = "53:AD:5A:B6:15:32:A5:2D:29:FB:19:12:9B:88:6E:25:23:21:EB:63:30:E5:64:72:D0:AA:43:12:47:78:08:C7"
        let (run, _, packages) = try await Self.verify([
            "--apk", apk, "--android-app", "dev.aasa.fixture.rotation:\(rotated)",
        ])
        #expect(run.status == 0, "\(run.stdout)")
        let certificates = try #require(packages.first?["certificates"] as? [[String: Any]])
        #expect(certificates.allSatisfy { $0["role"] as? String == "upload" })
        #expect(Self.generation("android-6-8", in: packages.first)?["keys"] as? [String] == [rotated])
    }

    @Test func aBundleAsksForTheAppSigningKey() async throws {
        let bundle = try await AndroidAppFixtures.path("app.aab")
        let (_, domains, packages) = try await Self.verify(["--aab", bundle])
        #expect(Self.ids(packages.first).contains("android-app.upload-key"))
        #expect(packages.first?["app"] as? String == "dev.aasa.fixture.shop")
        #expect(Self.ids(Self.domain("apkshop.aasa.test", in: domains)).contains("android.fingerprint-unchecked"))

        let (_, signedDomains, signed) = try await Self.verify([
            "--aab", bundle, "--android-app", "dev.aasa.fixture.shop:\(Self.release)",
        ])
        #expect(!Self.ids(signed.first).contains("android-app.upload-key"))
        #expect(signed.first?["app"] as? String == "dev.aasa.fixture.shop:\(Self.release)")
        #expect(Self.domain("apkshop.aasa.test", in: signedDomains)?["status"] as? String == "pass")
        let certificates = try #require(signed.first?["certificates"] as? [[String: Any]])
        #expect(certificates.map { $0["role"] as? String } == ["upload"])
    }

    /// A source manifest whose host is a Gradle placeholder, for com.example.app (which the world's
    /// `good` host lists with the release key of AndroidVerifyTests).
    static func placeholderManifest(package: String? = "com.example.app") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-manifest-\(ProcessInfo.processInfo.processIdentifier)-\(package ?? "none").xml"
        ).path
        let packageAttribute = package.map { " package=\"\($0)\"" } ?? ""
        let text = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"\(packageAttribute)>
              <application><activity android:name=".Main">
                <intent-filter android:autoVerify="true">
                  <action android:name="android.intent.action.VIEW"/>
                  <category android:name="android.intent.category.DEFAULT"/>
                  <category android:name="android.intent.category.BROWSABLE"/>
                  <data android:scheme="https" android:host="${linkHost}"/>
                </intent-filter>
              </activity></application>
            </manifest>
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSourceManifestIsCheckedForTheGivenAppOncePlaceholdersAreFilled() async throws {
        let manifest = try Self.placeholderManifest()
        let app = AndroidVerifyTests.app
        let (run, domains, packages) = try await Self.verify([
            "--android-manifest", manifest, "--android-app", app, "--manifest-placeholder", "linkHost=good.aasa.test",
        ])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(packages.first?["kind"] as? String == "manifest")
        #expect((packages.first?["android12"] as? [String: Any])?["verified"] as? [String] == ["good.aasa.test"])
        #expect(Self.domain("good.aasa.test", in: domains)?["status"] as? String == "pass")

        // Unfilled, the host is a finding and nothing with `${` is ever fetched.
        let (unfilled, unfilledDomains, unfilledPackages) = try await Self.verify([
            "--android-manifest", manifest, "--android-app", app,
        ])
        #expect(unfilled.status == 1)
        #expect(Self.ids(unfilledPackages.first).contains("android-app.placeholder"))
        #expect(unfilledDomains.isEmpty)
    }

    /// A source manifest without <uses-sdk> says what was assumed; build.gradle's values given on
    /// the command line decide which generations install the app (issue 40, item 1).
    @Test func aSourceManifestsSDKLevelsComeFromTheCommandLine() async throws {
        let manifest = try Self.placeholderManifest()
        let common = [
            "--android-manifest", manifest, "--android-app", AndroidVerifyTests.app, "--manifest-placeholder",
            "linkHost=good.aasa.test",
        ]
        let (_, _, assumed) = try await Self.verify(common)
        #expect(Self.ids(assumed.first).filter { $0 == "android-app.sdk-assumed" }.count == 2)
        let (run, _, given) = try await Self.verify(
            common + ["--android-min-sdk", "31", "--android-target-sdk", "34"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!Self.ids(given.first).contains("android-app.sdk-assumed"))
        #expect(Self.generation("android-9-11", in: given.first)?["verdict"] as? String == "not-applicable")
        let apk = try await AASABinary.run([
            "verify", "--apk", try await AndroidAppFixtures.path("app-v2.apk"), "--android-min-sdk", "31",
        ])
        #expect(apk.status == 2)
        #expect(apk.stderr.contains("--android-min-sdk"))
    }

    /// A host written in upper case is the app's finding, with its line, and its host report
    /// carries no entitlement finding about it: one id per fact, in Android's words.
    @Test func aManifestHostIsJudgedOnceWithAndroidsIDs() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-upper-\(UUID().uuidString).xml"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (try String(contentsOfFile: Self.placeholderManifest(), encoding: .utf8))
            .replacingOccurrences(of: "${linkHost}", with: "Good.AASA.test")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let (run, domains, packages) = try await Self.verify([
            "--android-manifest", path, "--android-app", AndroidVerifyTests.app,
        ])
        #expect(run.status == 0, "\(run.stdout)")
        let report = try #require(Self.domain("good.aasa.test", in: domains))
        #expect(!Self.ids(report).contains { $0.hasPrefix("entitlement.") }, "\(Self.ids(report))")
        #expect(Self.ids(packages.first).contains("android-app.host-case"))
    }

    /// A source manifest in Gradle's standard layout: `@string/link_host` is read from
    /// `res/values/strings.xml` beside it, as the build resolves it (issue 40, item 6).
    @Test func aSourceManifestResolvesItsStringsFromResValues() async throws {
        let module = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-module-\(UUID().uuidString)")
        let values = module.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: module) }
        let fixtures = URL(fileURLWithPath: AASABinary.fixture("android"))
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("shop/AndroidManifest.xml"),
            to: module.appendingPathComponent("AndroidManifest.xml"))
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("res/values/strings.xml"),
            to: values.appendingPathComponent("strings.xml"))
        let (_, domains, packages) = try await Self.verify([
            "--android-manifest", module.appendingPathComponent("AndroidManifest.xml").path, "--android-app",
            "dev.aasa.fixture.shop:\(Self.release)",
        ])
        #expect(!Self.ids(packages.first).contains("android-app.reference"))
        #expect(Self.domain("apkshop.aasa.test", in: domains)?["status"] as? String == "pass")
    }

    @Test func inputMistakesStopTheRunBeforeAnyFetch() async throws {
        let noPackage = try Self.placeholderManifest(package: nil)
        let apk = try await AndroidAppFixtures.path("app-v2.apk")
        let cases: [([String], String)] = [
            (["--android-manifest", noPackage], "names no package"),
            (["--manifest-placeholder", "a=b", "--apk", apk], "--manifest-placeholder"),
            (["--apk", "/nonexistent/app.apk"], "no such file"),
            (["--apk", noPackage], "end-of-central-directory"),
            (["--aab", apk], "base/manifest/AndroidManifest.xml"),
            (["--android-manifest", noPackage, "--manifest-placeholder", "linkHost"], "NAME=VALUE"),
        ]
        for (arguments, message) in cases {
            let run = try await AASABinary.run(["verify"] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    /// Every format carries the app's verdict: JUnit a case, Prometheus a series, JSON Lines a line.
    @Test func everyFormatCarriesTheAppsVerdict() async throws {
        let world = try FixtureWorld.shared()
        let common = [
            "verify", "--apk", try await AndroidAppFixtures.path("app-v2.apk"), "--connect-to", world.connectTo,
            "--cacert",
            world.caFile, "--no-progress",
        ]
        let junit = try await AASABinary.run(common + ["--format", "junit"])
        #expect(
            junit.stdout.contains("classname=\"aasa.android.app\" name=\"dev.aasa.fixture.shop ("), "\(junit.stdout)")
        #expect(junit.stdout.contains("type=\"android-app.links-fail\""))
        let prometheus = try await AASABinary.run(common + ["--format", "prometheus"])
        #expect(prometheus.stdout.contains("aasa_android_app_up{app_id=\"dev.aasa.fixture.shop\",source="))
        let samples = try #require(try await PrometheusCheck.parse(prometheus.stdout))
        #expect(samples.contains { $0.name == "aasa_android_app_up" && $0.value == 0 })
        // One series per generation of each family that installs the app, with its verdict.
        let generations = samples.filter { $0.name == "aasa_android_generation_up" }
        #expect(generations.count == 6, "\(prometheus.stdout)")
        #expect(Set(generations.compactMap { $0.labels["family"] }) == ["play-services", "aosp"])
        #expect(generations.contains { $0.value == 0 })
        #expect(junit.stdout.contains("Android 12+: "), "the app case shows each generation's verdict")
        let promtool = try await PrometheusCheck.promtool(prometheus.stdout)
        #expect(promtool.status == 0, "\(promtool.output)")
        // GitHub annotations carry the app's own findings, at the app's file, as SARIF does.
        let github = try await AASABinary.run(common + ["--format", "github"])
        #expect(github.stdout.contains("title=android-app.links-fail dev.aasa.fixture.shop::"), "\(github.stdout)")
        #expect(github.stdout.contains("file=\(try await AndroidAppFixtures.path("app-v2.apk"))"))
        let lines = try await AASABinary.run(common + ["--format", "jsonl"])
        let appLine = lines.stdout.split(separator: "\n").dropLast().last
        let last = try #require(appLine, "the app line, then the summary")
        let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        let package = try #require(object?["package"] as? [String: Any])
        #expect(package["packageName"] as? String == "dev.aasa.fixture.shop")
        for run in [junit, prometheus, lines] { #expect(run.status == 1) }
        // That jsonl report, app line included, is the next run's baseline (red team 4, item 6).
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("apk-\(UUID().uuidString).jsonl")
        try Data(lines.stdout.utf8).write(to: baseline)
        defer { try? FileManager.default.removeItem(at: baseline) }
        let next = try await AASABinary.run(common + ["--format", "json", "--baseline", baseline.path])
        #expect(next.status == 1, "\(next.stderr)")
        #expect(try next.json()["domains"] != nil)
    }

    /// Android 6-11: one host that can never verify (an IP address) fails every host of the app.
    @Test func aLegacyAppFailsEveryHostForOneIPAddress() async throws {
        let (run, domains, packages) = try await Self.verify([
            "--apk", try await AndroidAppFixtures.path("legacy-v1.apk"),
        ])
        #expect(run.status == 1)
        let package = try #require(packages.first)
        #expect(Self.ids(package).contains("android-app.host-ip"))
        let android12 = try #require(package["android12"] as? [String: Any])
        #expect(android12["legacyRules"] as? Bool == true)
        #expect(android12["hosts"] as? [String] == ["apkshop.aasa.test", "127.0.0.2"])
        #expect(android12["verified"] as? [String] == ["apkshop.aasa.test"])
        let legacy = try #require(package["android6to11"] as? [String: Any])
        #expect(legacy["verified"] as? Bool == false)
        #expect(legacy["failing"] as? [String] == ["127.0.0.2"])
        #expect(Self.domain("apkshop.aasa.test", in: domains)?["status"] as? String == "pass")
        #expect(!domains.contains { ($0["domain"] as? String)?.hasPrefix("10.") == true })
    }
}
