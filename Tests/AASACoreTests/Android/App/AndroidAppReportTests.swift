import Testing

@testable import AASACore

/// Each app's verdict per Android version, judged from its hosts' domain reports (spec A1-A3):
/// Android 12+ host by host, Android 6-11 all or nothing, with at most 10 hosts.
@Suite struct AndroidAppReportTests {
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func input(_ filters: String, target: Int = 34) throws -> AndroidAppInput {
        let text = AppLinkHostsTests.manifest(filters, target: target)
        let file = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "AndroidManifest.xml")
        let app = try #require(try? AndroidApp.parse("dev.example.shop:\(fingerprint)").get())
        return try AndroidAppInput(source: "AndroidManifest.xml", file: file, given: [app])
    }

    /// An Android report of `host` for the input's app, passing or failing.
    static func report(_ host: String, _ input: AndroidAppInput, passes: Bool) -> DomainReport {
        let findings =
            passes
            ? []
            : [FindingKind.androidAppMissing("missing", hint: "add it", appID: input.app.description)]
        return DomainReport(
            domain: host, platform: .android, entries: ["android:\(host)"], appIDs: [input.app.description],
            status: passes ? .pass : .fail, fetch: nil, findings: findings)
    }

    static func judge(_ input: AndroidAppInput, failing: Set<String>) -> AndroidAppReport {
        let hosts = Set(
            (input.hosts.android12 + input.hosts.legacy).map {
                $0.hasPrefix("*.") ? String($0.dropFirst(2)) : $0
            })
        let domains = hosts.sorted().map { report($0, input, passes: !failing.contains($0)) }
        return AndroidAppReport(input, domains: domains, strict: false)
    }

    /// Gradle's applicationId, named by --android-app, wins over a source manifest's package (its namespace).
    @Test func aSourceManifestIsCheckedForTheAppNamed() throws {
        let text = AppLinkHostsTests.manifest(
            AppLinkHostsTests.filter(hosts: ["a.example.com"]), package: "dev.example")
        let file = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "AndroidManifest.xml")
        let app = try #require(try? AndroidApp.parse("dev.example.shop.release:\(Self.fingerprint)").get())
        let input = try AndroidAppInput(source: "AndroidManifest.xml", file: file, given: [app])
        #expect(input.app == app)
    }

    @Test func android12JudgesEachHostOnItsOwn() throws {
        let input = try Self.input(
            AppLinkHostsTests.filter(hosts: ["a.example.com", "b.example.com"])
                + AppLinkHostsTests.filter(autoVerify: false, hosts: ["c.example.com"]))
        let report = Self.judge(input, failing: ["c.example.com"])
        #expect(report.android12.verified == ["a.example.com", "b.example.com"])
        #expect(report.android6to11.verified == false)
        #expect(report.android6to11.failing == ["c.example.com"])
        #expect(
            report.verdictLine
                == "Android 12+: 2 of 2 hosts verified; Android 9-11: not verified, because c.example.com fails; "
                + "Android 6-8: not verified, because c.example.com fails")
        #expect(report.findings.map(\.id).contains("android-app.links-fail"))
        #expect(report.status == .fail)
    }

    @Test func allHostsVerifyingPassesBoth() throws {
        let input = try Self.input(AppLinkHostsTests.filter(hosts: ["a.example.com", "*.example.org"]))
        let report = Self.judge(input, failing: [])
        #expect(
            report.verdictLine == "Android 12+: 2 of 2 hosts verified; Android 9-11: verified; Android 6-8: verified")
        // The manifest has no minSdkVersion: said, and the only warning.
        #expect(report.findings.filter { $0.severity != .info }.map(\.id) == ["android-app.sdk-assumed"])
    }

    @Test func aWildcardIsJudgedByItsRootsReport() throws {
        let input = try Self.input(AppLinkHostsTests.filter(hosts: ["*.example.org"]))
        #expect(Self.judge(input, failing: ["example.org"]).android12.verified.isEmpty)
    }

    @Test func moreThanTenHostsFailAndroid6to11EvenWhenEachVerifies() throws {
        let input = try Self.input(AppLinkHostsTests.filter(hosts: (1...11).map { "h\($0).example.com" }))
        let report = Self.judge(input, failing: [])
        #expect(report.android12.verified.count == 11)
        #expect(report.android6to11.verified == false)
        // AOSP's receiver refuses more than ten; Play services' is held to it too.
        #expect(report.generations.map(\.verdict) == [.pass, .fail, .fail, .pass, .fail, .fail])
        #expect(report.generations.last?.failing.count == 11)
    }

    @Test func noFilterAskingMeansNothingForAndroid6to11() throws {
        let input = try Self.input(AppLinkHostsTests.filter(autoVerify: false, hosts: ["a.example.com"]))
        let report = Self.judge(input, failing: [])
        #expect(report.android6to11.verified == nil)
        #expect(report.verdictLine.contains("Android 9-11: not requested"))
    }

    /// A host with no report (never fetched: an IP address) is not verified.
    @Test func anUnfetchedHostIsNotVerified() throws {
        let input = try Self.input(AppLinkHostsTests.filter(hosts: ["a.example.com", "127.0.0.3"]), target: 30)
        let report = Self.judge(input, failing: [])
        #expect(report.android12.legacyRules)
        #expect(report.android12.verified == ["a.example.com"])
        #expect(report.android6to11.failing == ["127.0.0.3"])
    }

    /// Generations the app cannot be installed on never fail it (minSdkVersion 31).
    @Test func generationsBelowMinSdkAreNotApplicable() throws {
        let text = AppLinkHostsTests.manifest(
            AppLinkHostsTests.filter(hosts: ["a.example.com"])
                + AppLinkHostsTests.filter(autoVerify: false, hosts: ["c.example.com"])
        ).replacingOccurrences(of: "<uses-sdk ", with: "<uses-sdk android:minSdkVersion=\"31\" ")
        let file = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "AndroidManifest.xml")
        let app = try #require(try? AndroidApp.parse("dev.example.shop:\(Self.fingerprint)").get())
        let input = try AndroidAppInput(source: "AndroidManifest.xml", file: file, given: [app])
        #expect(input.entries.map(\.entry) == ["android:a.example.com"])
        let report = Self.judge(input, failing: ["c.example.com"])
        #expect(
            report.generations.map(\.verdict) == [
                .pass, .notApplicable, .notApplicable, .pass, .notApplicable, .notApplicable,
            ])
        #expect(report.status == .pass)
    }

    /// A manifest with no key given: the hosts grant the package, and the report says the key was
    /// not checked instead of "verified".
    @Test func noKeyIsUncheckedNeverVerified() throws {
        let text = AppLinkHostsTests.manifest(AppLinkHostsTests.filter(hosts: ["a.example.com"]))
        let file = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "AndroidManifest.xml")
        let input = try AndroidAppInput(
            source: "AndroidManifest.xml", file: file, given: [AndroidApp(packageName: "dev.example.shop")])
        let report = Self.judge(input, failing: [])
        #expect(report.generations.map(\.verdict) == Array(repeating: .unchecked, count: 6))
        #expect(report.findings.map(\.id).contains("android-app.key-unchecked"))
        let strict = AndroidAppReport(input, domains: [Self.report("a.example.com", input, passes: true)], strict: true)
        #expect(strict.status == .fail)
        #expect(report.status == .warn)
    }
}
