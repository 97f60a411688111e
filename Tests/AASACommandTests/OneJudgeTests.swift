import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 50's reproductions through the binary, judged offline from a recording of the fixture
/// world (Tests/Fixtures/records/judge-world.jsonl, made by record.sh beside it): a host the run
/// did not check gives "not checked", never a failure; a URL expectation is its own result and
/// never changes a host's, an app's or a band's verdict. The app is the source manifest beside
/// the recording: `good.aasa.test` (paths under /buy) and `www.aasa.test` (pathAdvancedPattern
/// only, so Android 6-11 take every path), both of whose files grant com.example.app with the
/// release key; `octet.aasa.test` serves that file as application/octet-stream.
@Suite struct OneJudgeTests {
    static let release =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static let recording = AASABinary.fixture("records/judge-world.jsonl")
    static let manifest = AASABinary.fixture("records/AndroidManifest.xml")

    /// `aasa judge RECORDING --android-manifest M --android-app com.example.app:RELEASE ARGUMENTS`.
    static func verify(_ arguments: [String], format: String = "json") async throws -> AASABinary.Run {
        try await AASABinary.run(
            [
                "judge", recording, "--format", format, "--android-manifest", manifest, "--android-app",
                "com.example.app:\(release)",
            ] + arguments)
    }

    /// Each band's verdict by generation, when both families agree on it (a test fails otherwise).
    static func generations(_ run: AASABinary.Run) throws -> [String: String] {
        let package = try #require((try run.json()["packages"] as? [[String: Any]])?.first, "\(run.stdout)")
        var verdicts: [String: [String]] = [:]
        for generation in package["generations"] as? [[String: Any]] ?? [] {
            verdicts[generation["generation"] as? String ?? "", default: []].append(
                (generation["family"] as? String ?? "") + ":" + (generation["verdict"] as? String ?? ""))
        }
        var agreed: [String: String] = [:]
        for (band, said) in verdicts {
            #expect(said.map { $0.split(separator: ":").first } == ["play-services", "aosp"], "\(said)")
            let answers = Set(said.map { $0.split(separator: ":").last.map(String.init) ?? "" })
            #expect(answers.count == 1, "the families differ on \(band): \(said)")
            agreed[band] = answers.first
        }
        return agreed
    }

    static func urls(_ run: AASABinary.Run) throws -> [[String: Any]] {
        try #require(try run.json()["urls"] as? [[String: Any]], "\(run.stdout)")
    }

    static let allPass = ["android-12+": "pass", "android-9-11": "pass", "android-6-8": "pass"]

    /// `--shard`: a slice that holds none of the app's hosts says each band is not checked, with
    /// the reason, and passes; the slice that holds them judges them. (Both world hosts hash into
    /// slice 1 of 3.)
    @Test func aShardWithoutTheAppsHostsSaysNotChecked() async throws {
        let holding = try await Self.verify(["--shard", "1/3"])
        #expect(holding.status == 0, "\(holding.stdout)")
        #expect(try Self.generations(holding) == Self.allPass)
        for slice in ["2/3", "3/3"] {
            let other = try await Self.verify(["--shard", slice])
            #expect(other.status == 0, "\(other.stdout)")
            #expect(
                try Self.generations(other)
                    == ["android-12+": "not-checked", "android-9-11": "not-checked", "android-6-8": "not-checked"])
            let package = try #require((try other.json()["packages"] as? [[String: Any]])?.first)
            #expect(package["status"] as? String != "fail")
            let reason = (package["generations"] as? [[String: Any]])?.first?["reason"] as? String ?? ""
            #expect(reason.contains("--shard"), "\(reason)")
            #expect((package["googleAPI"] as? [String: Any])?["verdict"] as? String == "not-checked")
            // The text report says so too.
            let text = try await Self.verify(["--shard", slice], format: "text")
            #expect(text.stdout.contains("Android 12+: not checked ("), "\(text.stdout)")
        }
    }

    /// A URL no filter takes fails its own expectation and leaves every band's verdict, the
    /// app's status and Prometheus' band series as they were.
    @Test func aURLExpectationNeverChangesTheAppsVerdict() async throws {
        let run = try await Self.verify(["--expect-url", "https://good.aasa.test/contact"])
        #expect(run.status == 1)
        #expect(try Self.generations(run) == Self.allPass)
        let urls = try Self.urls(run)
        #expect(urls.count == 1)
        #expect(urls.first?["verdict"] as? String == "fail")
        let answers = urls.first?["answers"] as? [[String: Any]] ?? []
        #expect(answers.map { $0["verdict"] as? String } == ["no-filter", "no-filter", "no-filter"])
        let domains = try #require(try run.json()["domains"] as? [[String: Any]])
        #expect(domains.allSatisfy { $0["status"] as? String == "pass" })
        let metrics = try await Self.verify(["--expect-no-url", "https://good.aasa.test/buy/1"], format: "prometheus")
        #expect(metrics.status == 1)
        let bands = metrics.stdout.split(separator: "\n").filter { $0.hasPrefix("aasa_android_generation_up{") }
        // One series per band of each family: phones with Google Play services and without.
        #expect(bands.count == 6, "\(metrics.stdout)")
        #expect(bands.filter { $0.contains(#"family="play-services""#) }.count == 3)
        #expect(bands.allSatisfy { $0.hasSuffix(" 1") })
        #expect(metrics.stdout.contains(#"aasa_url_results{verdict="fail"} 1"#), "\(metrics.stdout)")
    }

    /// `--expect-no-url` fails when any band the app installs on opens the URL: Android 6-11
    /// take every path of a filter whose only path is a pathAdvancedPattern.
    @Test func expectNoURLFailsWhenAnyBandOpens() async throws {
        let run = try await Self.verify(["--expect-no-url", "https://www.aasa.test/help"])
        #expect(run.status == 1)
        let result = try #require(try Self.urls(run).first)
        #expect(result["verdict"] as? String == "fail")
        #expect(result["expected"] as? String == "does-not-open")
        let answers = result["answers"] as? [[String: Any]] ?? []
        #expect(answers.map { $0["verdict"] as? String } == ["no-filter", "no-filter", "opens"])
        #expect(try Self.generations(run) == Self.allPass)
    }

    /// A URL on a host nothing covers: with the app's filters it does not open the app (a
    /// failure for `--expect-url`); with the app known only by its key, it is not checked.
    @Test func aURLOnAHostNothingCoversIsJudgedOrSaidUnchecked() async throws {
        let filtered = try await Self.verify(["--expect-url", "https://nothing.aasa.test/x"])
        #expect(filtered.status == 1)
        #expect(try Self.urls(filtered).map { $0["verdict"] as? String } == ["fail"])
        let keyOnly = try await AASABinary.run([
            "judge", Self.recording, "--format", "json", "--android-app", "com.example.app:\(Self.release)",
            "android:good.aasa.test", "--expect-url",
            "https://nothing.aasa.test/x", "--expect-url", "https://good.aasa.test/x",
        ])
        #expect(keyOnly.status == 0, "\(keyOnly.stdout)")
        let results = try Self.urls(keyOnly)
        #expect(results.map { $0["verdict"] as? String } == ["not-checked", "not-checked"])
        #expect(
            results.map { ($0["finding"] as? [String: Any])?["id"] as? String } == ["url.unchecked", "url.unchecked"])
    }

    /// JUnit: each URL result is its own case in `aasa.urls`; the hosts' entries keep passing,
    /// and a result not checked is skipped.
    @Test func junitPutsURLResultsInTheirOwnCases() async throws {
        let run = try await Self.verify(
            ["--expect-url", "https://good.aasa.test/contact", "--expect-url", "https://good.aasa.test/buy/2"],
            format: "junit")
        #expect(run.status == 1)
        let document = try XMLDocument(xmlString: run.stdout)
        let hosts = try document.nodes(forXPath: "//testsuite[@name='aasa.android']/testcase[failure]")
        #expect(hosts.isEmpty, "\(run.stdout)")
        let urls = try document.nodes(forXPath: "//testsuite[@name='aasa.urls']/testcase")
        #expect(urls.count == 2)
        let failing = try document.nodes(forXPath: "//testsuite[@name='aasa.urls']/testcase[failure]/@name")
        #expect(failing.map { $0.stringValue ?? "" } == ["https://good.aasa.test/contact (Android, com.example.app)"])
    }

    /// `--accept` is policy applied before any verdict: the readers, the host and the exit code
    /// agree, and every format marks the finding accepted with the accept file's reason.
    @Test func anAcceptanceIsAppliedBeforeEveryVerdict() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("accept-\(UUID().uuidString).txt")
        try Data("http.content-type@octet.aasa.test   # the CDN sets it; OPS-12\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        func run(_ format: String, accepting: Bool = true) async throws -> AASABinary.Run {
            try await AASABinary.run(
                [
                    "judge", Self.recording, "--format", format, "--android-app", "com.example.app:\(Self.release)",
                    "android:octet.aasa.test",
                ] + (accepting ? ["--accept-file", file.path] : []))
        }
        func readers(_ run: AASABinary.Run) throws -> [String: String] {
            let domain = try #require((try run.json()["domains"] as? [[String: Any]])?.first)
            var verdicts: [String: String] = [:]
            for reader in domain["readers"] as? [[String: Any]] ?? [] {
                verdicts[reader["reader"] as? String ?? ""] = reader["status"] as? String
            }
            return verdicts
        }
        let refused = try await run("json", accepting: false)
        #expect(refused.status == 1)
        #expect(try readers(refused)["google-api"] == "fail")
        let accepted = try await run("json")
        #expect(accepted.status == 0, "\(accepted.stdout)")
        #expect(Set(try readers(accepted).values) == ["pass"])
        let finding = try #require(
            ((try accepted.json()["domains"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["accepted"] as? Bool == true)
        #expect(finding["acceptedReason"] as? String == "the CDN sets it; OPS-12")
        let sarif = try await run("sarif")
        let results = try #require(
            ((try sarif.json()["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]))
        let suppression = (results.first?["suppressions"] as? [[String: Any]])?.first
        #expect(suppression?["kind"] as? String == "external")
        #expect(suppression?["justification"] as? String == "the CDN sets it; OPS-12")
        let junit = try await run("junit")
        #expect(!junit.stdout.contains("<failure"))
        #expect(junit.stdout.contains("(accepted: the CDN sets it; OPS-12)"))
        let github = try await run("github")
        #expect(github.stdout.hasPrefix("::notice "), "\(github.stdout)")
        let html = try await run("html")
        #expect(html.stdout.contains("accepted: the CDN sets it; OPS-12"))
    }

    /// `match` with both platforms and one host's files: a URL whose Android 6-11 answer waits
    /// on another host's file (www.aasa.test, verified together) is not checked, never "none",
    /// and four URLs are four, not four per platform.
    @Test func matchCountsURLsAndKeepsNotCheckedApart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("judge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = { (name: String, text: String) throws -> String in
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file.path
        }
        let manifest = Self.manifest
        let aasa = try write(
            "apple-app-site-association",
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        )
        let links = try write(
            "assetlinks.json",
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "#
                + #""package_name": "com.example.app", "sha256_cert_fingerprints": [""# + Self.release + #""]}}]"#)
        let urls = ["/buy/1", "/buy/2", "/x", "/buy/3"].map { "https://good.aasa.test" + $0 }
        let common = [
            "match", "--file", aasa, "--file", links, "--android-manifest", manifest, "--android-app",
            "com.example.app:\(Self.release)", "--domain", "good.aasa.test",
        ]
        let text = try await AASABinary.run(common + urls)
        #expect(text.stdout.contains("4 URLs: 0 match, 0 block, 1 none, 3 not checked"), "\(text.stdout)")
        let list = try write("urls.txt", urls.joined(separator: "\n") + "\n")
        let coverage = try await AASABinary.run(common + ["--urls", list, "--format", "json"]).json()
        #expect(coverage["urls"] as? Int == 4)
        #expect(coverage["none"] as? Int == 1)
        #expect(coverage["notChecked"] as? Int == 3)
        let parity = try #require(coverage["platforms"] as? [String: Any])
        #expect(parity["both"] as? Int == 0)
        #expect(parity["neither"] as? Int == 1)
        #expect(parity["notChecked"] as? Int == 3)
        let prefixes = (coverage["unmatchedPrefixes"] as? [[String: Any]] ?? []).map { $0["prefix"] as? String }
        #expect(prefixes == ["/x"])
        let android = (coverage["apps"] as? [[String: Any]] ?? []).first { $0["appID"] as? String == "com.example.app" }
        #expect(android?["notChecked"] as? Int == 3)
        #expect(android?["none"] as? Int == 1)
    }

    /// Issue 54, item 4: an exact entry's file decides a URL a wildcard entry covers too, and
    /// when the wildcard's file would answer otherwise the result says so (`url.entries-disagree`).
    @Test func theExactEntrysFileDecidesAndSaysWhenTheWildcardsDiffers() async throws {
        let run = try await AASABinary.run([
            "judge", Self.recording, "--format", "json", "--app-id", "ABCDE12345.com.example.app",
            "applinks:*.aasa.test", "applinks:otherapp.aasa.test", "--expect-url", "https://otherapp.aasa.test/buy/1",
            "--expect-url", "https://good.aasa.test/buy/1",
        ])
        let urls = try Self.urls(run)
        #expect(urls.map { $0["verdict"] as? String } == ["fail", "pass"])
        #expect(urls.map { $0["host"] as? String } == ["otherapp.aasa.test", "aasa.test"])
        let notes = (urls.first?["notes"] as? [[String: Any]] ?? []).map { $0["id"] as? String }
        #expect(notes == ["url.entries-disagree"])
        #expect(urls.last?["notes"] == nil)
    }
}
