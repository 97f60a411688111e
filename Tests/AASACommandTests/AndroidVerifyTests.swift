import FixtureWorld
import Foundation
import Testing

/// Android App Links end to end: the real binary fetches each fixture host's assetlinks.json
/// through real TLS on 127.0.0.1, and the report names each mistake by id and JSON path.
@Suite(.serialized) struct AndroidVerifyTests {
    static let release =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let app = "com.example.app:\(release)"

    /// `aasa verify --format json` with the world's routing and CA; the reports and the run.
    static func verify(_ arguments: [String], app: String? = AndroidVerifyTests.app, timeout: String = "3")
        async throws -> (AASABinary.Run, [[String: Any]])
    {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            [
                "verify", "--format", "json", "--timeout", timeout, "--connect-to", world.connectTo, "--cacert",
                world.caFile,
            ] + (app.map { ["--android-app", $0] } ?? []) + arguments)
        let domains = try #require(try run.json()["domains"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        return (run, domains)
    }

    static func findings(_ report: [String: Any]?) -> [[String: Any]] {
        report?["findings"] as? [[String: Any]] ?? []
    }

    static func finding(_ id: String, in report: [String: Any]?) -> [String: Any]? {
        findings(report).first { $0["id"] as? String == id }
    }

    /// (host label, finding id, JSON path or nil, severity)
    static let failures: [(String, String, String?, String)] = [
        ("uploadkey", "android.fingerprint-missing", "$[0].target.sha256_cert_fingerprints", "error"),
        ("lowercase", "android.fingerprint-format", "$[0].target.sha256_cert_fingerprints[0]", "error"),
        ("redirect", "http.redirect", nil, "error"),
        ("found", "http.redirect", nil, "error"),
        ("html", "http.content-type", nil, "error"),
        ("octet", "http.content-type", nil, "error"),
        ("missing", "http.status", nil, "error"),
        ("badstatement", "android.namespace", "$[1].target.namespace", "error"),
        ("objectroot", "json.root", "$", "error"),
        ("bom", "json.bom", nil, "error"),
        ("invalidjson", "json.syntax", nil, "error"),
        ("expired", "tls.expired", nil, "error"),
        ("includeloop", "android.include", "$[0].include", "error"),
        ("includehttp", "android.include", "$[0].include", "error"),
        ("endless", "http.too-large", nil, "error"),
        // A firewall that answers 403 to Android's device agent (Dalvik/2.1.0 ...) only, or to
        // Google's fetcher only.
        ("devicebot", "http.user-agent", nil, "error"),
        ("googlebot", "http.user-agent", nil, "error"),
    ]

    @Test(arguments: failures)
    func failingHostIsReportedWithItsIDAndPath(_ label: String, _ id: String, _ path: String?, _ severity: String)
        async throws
    {
        let (run, domains) = try await Self.verify(["android:\(label).aasa.test"])
        #expect(run.status == 1, "\(label): \(run.stderr)")
        let report = try #require(domains.first)
        #expect(report["platform"] as? String == "android")
        #expect(report["status"] as? String == "fail")
        let finding = try #require(
            Self.finding(id, in: report), "\(label): \(Self.findings(report).map { $0["id"] ?? "" })")
        #expect(finding["path"] as? String == path)
        #expect(finding["severity"] as? String == severity)
    }

    /// Each client is judged by its own reader (docs/rules/android-app-links.md A12): a site that
    /// turns away Android's device agent fails phones without Google Play services, one that
    /// turns away Google's fetcher (`GoogleAssociationService`) or labels the file a web page fails
    /// phones with them. `http.user-agent` names the client it is about.
    @Test(arguments: [
        ("devicebot", "http.user-agent", "Dalvik/", ["fail", "fail", "fail", "pass"]),
        ("deviceonly", "http.user-agent", "GoogleAssociationService", ["pass", "pass", "pass", "fail"]),
        ("googlebot", "http.user-agent", "GoogleAssociationService", ["pass", "pass", "pass", "fail"]),
        ("jsonhtml", "http.content-type", nil, ["pass", "pass", "pass", "fail"]),
    ])
    func eachClientIsJudgedByItsOwnReader(_ label: String, _ id: String, _ agent: String?, _ readers: [String])
        async throws
    {
        let (run, domains) = try await Self.verify(["android:\(label).aasa.test"])
        #expect(run.status == 1)
        let report = try #require(domains.first)
        #expect(report["status"] as? String == "fail")
        #expect(Self.findings(report).map { $0["id"] as? String } == [id])
        let finding = try #require(Self.finding(id, in: report))
        if let agent {
            #expect((finding["userAgent"] as? String)?.hasPrefix(agent) == true, "\(finding)")
        } else {
            #expect(finding["userAgent"] == nil)
        }
        let verdicts = try #require(report["readers"] as? [[String: Any]])
        #expect(
            verdicts.map { $0["reader"] as? String } == ["android-12+", "android-9-11", "android-6-8", "google-api"])
        #expect(verdicts.map { $0["status"] as? String } == readers, "\(label)")
        // The file is read and summarized whoever was turned away: an ordinary client got it.
        #expect((report["fetch"] as? [String: Any])?["httpStatus"] as? Int == 200)
        #expect((report["file"] as? [String: Any])?["sha256"] != nil)
        if label == "devicebot" {
            #expect(
                (report["fetch"] as? [String: Any])?["attempts"] as? Int == 2, "the device's request and the client's")
        }
    }

    /// A statement with an unknown namespace: Android 12+ rejects the whole file, Android 6-11 and
    /// Google's API skip the statement and read the rest; the host fails by the strictest.
    @Test func eachReaderOfTheFileHasItsVerdict() async throws {
        let (_, domains) = try await Self.verify(["android:badstatement.aasa.test"])
        let report = try #require(domains.first)
        let readers = try #require(report["readers"] as? [[String: Any]])
        let names = readers.map { $0["reader"] as? String }
        #expect(names == ["android-12+", "android-9-11", "android-6-8", "google-api"])
        #expect(readers.map { $0["status"] as? String } == ["fail", "pass", "pass", "pass"])
        #expect(readers[1]["skips"] as? [String] == ["$[1].target.namespace"])
        #expect(report["status"] as? String == "fail")
    }

    /// The app's own findings point into the file like the file's: the fingerprint list's line
    /// and column.
    @Test func aMissingFingerprintCarriesItsPosition() async throws {
        let (_, domains) = try await Self.verify(["android:uploadkey.aasa.test"])
        let finding = try #require(Self.finding("android.fingerprint-missing", in: domains.first))
        #expect(finding["path"] as? String == "$[0].target.sha256_cert_fingerprints")
        #expect(finding["line"] as? Int == 9)
        #expect(finding["column"] as? Int == 35)
    }

    /// Issue 55: `android:X` and `android:*.X` read one file; the app missing a key there is one
    /// finding, not one per entry.
    @Test func oneFileOneFindingHoweverManyEntriesPointAtIt() async throws {
        let (_, domains) = try await Self.verify(["android:uploadkey.aasa.test", "android:*.uploadkey.aasa.test"])
        #expect(domains.count == 1)
        let ids = (domains.first?["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.filter { $0 == "android.fingerprint-missing" }.count == 1, "\(ids)")
    }

    @Test func goodHostPassesForBothRelationsInOneReport() async throws {
        let (run, domains) = try await Self.verify(
            ["android:good.aasa.test", "android-credentials:good.aasa.test"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(domains.count == 1)
        let report = try #require(domains.first)
        #expect(report["entries"] as? [String] == ["android:good.aasa.test", "android-credentials:good.aasa.test"])
        #expect(report["appIDs"] as? [String] == [Self.app])
        #expect(Self.findings(report).isEmpty)
        let fetch = try #require(report["fetch"] as? [String: Any])
        #expect(fetch["url"] as? String == "https://good.aasa.test/.well-known/assetlinks.json")
    }

    @Test func appleAndAndroidEntriesOfOneHostAreTwoRecords() async throws {
        let (run, domains) = try await Self.verify(
            ["applinks:good.aasa.test", "android:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(domains.map { $0["platform"] as? String } == ["apple", "android"])
        #expect(domains.map { $0["domain"] as? String } == ["good.aasa.test", "good.aasa.test"])
    }

    /// The host's Android request reuses the connection of its Apple requests (one handshake per
    /// host); its report still shows that connection's certificate, whichever entry came first.
    /// (`keepalive` is the world's one host that keeps connections open; it answers every path
    /// with a line of text, so both files fail to parse, which does not matter here.)
    @Test func androidReportOverASharedConnectionShowsTheCertificate() async throws {
        let (_, domains) = try await Self.verify(
            ["android:keepalive.aasa.test", "applinks:keepalive.aasa.test", "--app-id", "ABCDE12345.com.example.app"])
        #expect(domains.map { $0["platform"] as? String } == ["android", "apple"])
        for report in domains {
            let tls = (report["fetch"] as? [String: Any])?["tls"] as? [String: Any]
            #expect(tls?["subject"] as? String == "CN = aasa.test", "\(report["platform"] ?? "")")
            #expect(tls?["notAfter"] != nil)
        }
    }

    @Test func wildcardEntryIsCheckedAtItsRoot() async throws {
        let (_, domains) = try await Self.verify(["android:*.wild.aasa.test"])
        #expect(domains.first?["domain"] as? String == "wild.aasa.test")
        #expect(domains.first?["status"] as? String == "pass")
    }

    @Test func includedStatementsCountForTheApp() async throws {
        let (run, domains) = try await Self.verify(["android:include.aasa.test"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(Self.findings(domains.first).isEmpty)
    }

    /// A site's includes cannot make aasa reach into this machine (red team 4, item 1): only the
    /// site itself is routed; IP literals in every spelling libcurl reads, user information and a
    /// name that resolves to loopback are each refused before any connection, and the world's open
    /// port reads exactly as a closed one.
    @Test func includesIntoThisMachineAreRefusedBeforeConnecting() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--format", "json", "--timeout", "3", "--cacert", world.caFile, "--connect-to",
            "ssrf.aasa.test:443:127.0.0.1:\(world.httpsPort)", "--android-app", Self.app, "android:ssrf.aasa.test",
        ])
        let report = try #require((try run.json()["domains"] as? [[String: Any]])?.first, "\(run.stderr)")
        #expect(run.status == 1)
        let includes = Self.findings(report).filter { $0["id"] as? String == "android.include" }
        #expect(includes.compactMap { $0["path"] as? String } == (0..<10).map { "$[\($0)].include" })
        // Nothing was fetched: every refusal is said before a transport finding could be.
        let messages = includes.compactMap { $0["message"] as? String }
        #expect(messages.allSatisfy { !$0.contains("http.") && !$0.contains("net.") }, "\(messages)")
        #expect(!run.stdout.contains("user:pw"))
        let open = messages[8].replacingOccurrences(of: ":\(world.httpsPort)/", with: ":9/")
        #expect(open == messages[9], "an open port and a closed one read the same")
        #expect(Self.finding("android.app-missing", in: report) != nil, "the refused statements count nowhere")
    }

    /// Ten includes that never answer in time: the host's requests stop at 3 x --timeout (red
    /// team 4, item 12), where each include waiting its own timeout took eleven.
    @Test func includesThatStallStopAtTheHostsTimeBudget() async throws {
        let start = ContinuousClock.now
        let (run, domains) = try await Self.verify(["android:includeslow.aasa.test"], timeout: "1")
        let elapsed = ContinuousClock.now - start
        #expect(run.status == 1)
        let includes = Self.findings(domains.first).filter { $0["id"] as? String == "android.include" }
        #expect(includes.compactMap { $0["path"] as? String } == (0..<10).map { "$[\($0)].include" })
        #expect(elapsed < .seconds(8), "\(elapsed)")
    }

    @Test func unknownKeyIsAWarningThatSaysAndroidIgnoresIt() async throws {
        let (run, domains) = try await Self.verify(["android:pathskey.aasa.test"])
        #expect(run.status == 0)
        #expect(domains.first?["status"] as? String == "warn")
        #expect(Self.finding("android.unknown-key", in: domains.first)?["path"] as? String == "$[0].paths")
    }

    /// A package without a fingerprint is never "verified": the host warns that the key was not
    /// checked, and --strict fails it.
    @Test func packageAloneIsCheckedAndSaysTheFingerprintWasNot() async throws {
        let (run, domains) = try await Self.verify(["android:uploadkey.aasa.test"], app: "com.example.app")
        #expect(run.status == 0)
        #expect(domains.first?["status"] as? String == "warn")
        #expect(Self.finding("android.fingerprint-unchecked", in: domains.first)?["severity"] as? String == "warning")
        let (strict, _) = try await Self.verify(["android:uploadkey.aasa.test", "--strict"], app: "com.example.app")
        #expect(strict.status == 1)
    }

    @Test func entryWithoutAnAppIsUncheckedNotPassed() async throws {
        let (_, domains) = try await Self.verify(["android:good.aasa.test"], app: nil)
        #expect(domains.first?["status"] as? String == "warn")
        #expect(Self.finding("android.app-unchecked", in: domains.first) != nil)
    }

    @Test func domainListLinesNameTheirAndroidApps() async throws {
        let list = """
            android:good.aasa.test \(Self.app)
            android:uploadkey.aasa.test com.example.app:\(Self.release.replacingOccurrences(of: ":", with: "").lowercased())
            android:good.aasa.test:8443 \(Self.app)
            android:good.aasa.test com.example.app:ZZ
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("android-\(UUID().uuidString).txt")
        try list.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (run, domains) = try await Self.verify(["--domains", file.path], app: nil)
        #expect(run.status == 1)
        let byDomain = Dictionary(domains.map { ($0["domain"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Self.finding("android.fingerprint-missing", in: byDomain["uploadkey.aasa.test"]) != nil)
        #expect(Self.finding("entitlement.syntax", in: byDomain["android:good.aasa.test:8443"]) != nil)
        #expect(Self.finding("entitlement.syntax", in: byDomain["good.aasa.test"]) != nil, "the bad app on line 4")
    }

    @Test(arguments: [
        ["android:good.aasa.test", "--android-app", "com.example.app:AB:CD"],
        ["android:good.aasa.test", "--android-app", "1com.example"],
        ["android:good.aasa.test:8443"],
        ["android:good.aasa.test/path"],
    ])
    func malformedAndroidInputStopsTheRunBeforeAnyFetch(_ arguments: [String]) async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(["verify", "--cacert", world.caFile] + arguments)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        // Said about the input itself, not about a fetch or the trust store.
        #expect(
            run.stderr.hasPrefix("Error: --android-app") || run.stderr.hasPrefix("Error: malformed entry"),
            "\(run.stderr)")
    }

    @Test func retriesCoverTheAssetLinksRequest() async throws {
        let host = "flaky-android-\(UInt32.random(in: 0...UInt32.max)).aasa.test"
        let (run, domains) = try await Self.verify(["android:\(host)", "--retry", "2"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect((domains.first?["fetch"] as? [String: Any])?["attempts"] as? Int == 3)
    }

    /// An Android app is its package wherever people and labels read it (issue 42, item 6): two
    /// keys of one package are one app in the summary, one Prometheus series and one JUnit case.
    @Test func anAndroidAppIsNamedByItsPackage() async throws {
        let world = try FixtureWorld.shared()
        let upload = "5B:2F:A1:0C:3E:7D:94:61:88:B0:C2:1F:D4:3A:9E:07:6C:55:E1:B8:20:4D:F9:13:A7:6E:02:C4:8B:39:D0:F6"
        let base = [
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "android:good.aasa.test",
            "--android-app", Self.app, "--android-app", "com.example.app:\(upload)",
        ]
        let text = try await AASABinary.run(base)
        #expect(text.stdout.contains("\ncom.example.app: 1 domain"), "\(text.stdout)")
        // No summary line or label names it by package and key (a hint may suggest the option).
        #expect(!text.stdout.contains("\ncom.example.app:14:6D"))
        #expect(!text.stdout.contains("for: com.example.app:"))
        let metrics = try await AASABinary.run(base + ["--format", "prometheus"])
        let series = metrics.stdout.split(separator: "\n").filter { $0.hasPrefix("aasa_app_up{") }
        #expect(series.count == 1 && series.first?.contains(#"app_id="com.example.app""#) == true, "\(series)")
        let junit = try await AASABinary.run(base + ["--format", "junit"])
        #expect(junit.stdout.components(separatedBy: #"name="android:good.aasa.test (com.example.app)""#).count == 2)
    }

    @Test func prometheusAndJUnitNameThePlatformAndEachApp() async throws {
        let world = try FixtureWorld.shared()
        let base = [
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "applinks:good.aasa.test",
            "android:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--android-app", Self.app,
            "--android-app", "com.example.other",
        ]
        let metrics = try await AASABinary.run(base + ["--format", "prometheus"])
        #expect(metrics.stdout.contains(#"aasa_domain_up{domain="good.aasa.test",platform="android"}"#))
        #expect(metrics.stdout.contains(#"aasa_domain_up{domain="good.aasa.test",platform="apple"}"#))
        let junit = try await AASABinary.run(base + ["--format", "junit"])
        #expect(junit.stdout.contains(#"name="android:good.aasa.test (com.example.other)""#), "\(junit.stdout)")
        #expect(junit.stdout.contains(#"<testsuite name="aasa.android""#))
        #expect(junit.stdout.contains(#"classname="aasa.android" name="android:good.aasa.test (com.example.other)""#))
    }

    @Test func baselineComparesEachPlatformOnItsOwn() async throws {
        let (first, _) = try await Self.verify(["android:good.aasa.test", "applinks:good.aasa.test"])
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent(
            "baseline-\(UUID().uuidString).json")
        try first.stdout.write(to: baseline, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: baseline) }
        let (_, domains) = try await Self.verify(["android:good.aasa.test", "--baseline", baseline.path])
        let ids = domains.flatMap { Self.findings($0).compactMap { $0["id"] as? String } }
        // The Apple record is gone from this run; the Android record is unchanged.
        #expect(ids.filter { $0.hasPrefix("change.") } == ["change.removed-domain"], "\(ids)")
        #expect(domains.last?["platform"] as? String == "apple")
    }
}
