import FixtureWorld
import Foundation
import Testing

/// Several apps in one run, each domain checked against the app that claims it, from
/// entitlements files, domain lists and an Xcode project (the fixture world's good.aasa.test
/// lists ABCDE12345.com.example.app and its App Clip; otherapp.aasa.test only ZZZZZ99999.com.other.app).
@Suite(.serialized) struct SeveralAppsTests {
    static let shop = "ABCDE12345.com.example.app"
    static let other = "ZZZZZ99999.com.other.app"

    static func verify(_ arguments: [String]) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        return try await AASABinary.run(
            ["verify", "--timeout", "3", "--connect-to", world.connectTo, "--cacert", world.caFile] + arguments)
    }

    /// Reports by domain (or, for unfetchable entries, by entry).
    static func domains(_ run: AASABinary.Run) throws -> [String: [String: Any]] {
        let list = try #require(try run.json()["domains"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        return Dictionary(list.map { ($0["domain"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func findings(_ domain: [String: Any]?) -> [[String: Any]] {
        domain?["findings"] as? [[String: Any]] ?? []
    }

    static func ids(_ domain: [String: Any]?) -> [String] {
        findings(domain).compactMap { $0["id"] as? String }
    }

    static func file(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-apps-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func entitlements(appID: String?, domains: [String]) throws -> String {
        let id = appID.map { "<key>application-identifier</key><string>\($0)</string>" } ?? ""
        let list = domains.map { "<string>\($0)</string>" }.joined()
        return try file(
            "App.entitlements",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(id)
            <key>com.apple.developer.associated-domains</key><array>\(list)</array></dict></plist>
            """)
    }

    @Test func twoAppsEntitlementsEachPassForTheirOwnApp() async throws {
        let shop = try Self.entitlements(
            appID: Self.shop, domains: ["applinks:good.aasa.test", "webcredentials:good.aasa.test"])
        let other = try Self.entitlements(appID: Self.other, domains: ["applinks:otherapp.aasa.test"])
        let run = try await Self.verify(["--format", "json", "--entitlements", shop, "--entitlements", other])
        let domains = try Self.domains(run)
        #expect(run.status == 0, "\(Self.ids(domains["good.aasa.test"])) \(Self.ids(domains["otherapp.aasa.test"]))")
        #expect(domains["good.aasa.test"]?["appIDs"] as? [String] == [Self.shop])
        #expect(domains["otherapp.aasa.test"]?["appIDs"] as? [String] == [Self.other])
    }

    @Test func aSharedDomainFailsOnlyForTheAppItDoesNotList() async throws {
        let shop = try Self.entitlements(appID: Self.shop, domains: ["applinks:good.aasa.test"])
        let other = try Self.entitlements(appID: Self.other, domains: ["applinks:good.aasa.test"])
        let run = try await Self.verify(["--format", "json", "--entitlements", shop, "--entitlements", other])
        let good = try Self.domains(run)["good.aasa.test"]
        #expect(run.status == 1)
        #expect(good?["appIDs"] as? [String] == [Self.shop, Self.other])
        let missing = Self.findings(good).filter { $0["id"] as? String == "entitlement.app-missing" }
        #expect(missing.map { $0["appID"] as? String } == [Self.other])
        #expect(missing.first?["path"] as? String == "$.applinks.details")
    }

    @Test func appIDOptionReplacesTheEntitlementsFileApp() async throws {
        let other = try Self.entitlements(appID: Self.other, domains: ["applinks:good.aasa.test"])
        let run = try await Self.verify(["--format", "json", "--entitlements", other, "--app-id", Self.shop])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try Self.domains(run)["good.aasa.test"]?["appIDs"] as? [String] == [Self.shop])
    }

    @Test func placeholderAppIDIsNeverCheckedLiterally() async throws {
        let source = try Self.entitlements(
            appID: "$(AppIdentifierPrefix)$(CFBundleIdentifier)", domains: ["applinks:good.aasa.test"])
        let run = try await Self.verify(["--format", "json", "--entitlements", source])
        let good = try Self.domains(run)["good.aasa.test"]
        #expect(Self.ids(good).contains("entitlement.app-unchecked"))
        #expect(!Self.ids(good).contains("entitlement.app-missing"))
        #expect(good?["appIDs"] as? [String] == [])
    }

    @Test func noAppIDIsReportedAsUncheckedAndStrictFails() async throws {
        let run = try await Self.verify(["--format", "json", "good.aasa.test"])
        let good = try Self.domains(run)["good.aasa.test"]
        #expect(run.status == 0)
        #expect(good?["status"] as? String == "warn")
        #expect(
            Self.findings(good).first { $0["id"] as? String == "entitlement.app-unchecked" }?["entry"] as? String
                == "good.aasa.test")
        #expect(try await Self.verify(["--strict", "good.aasa.test"]).status == 1)
        #expect(try await Self.verify(["--app-id", Self.shop, "--strict", "good.aasa.test"]).status == 0)
    }

    @Test func domainListLinesNameTheirApps() async throws {
        let list = try Self.file(
            "domains.txt",
            """
            # shop and the other app, one file
            applinks:good.aasa.test \(Self.shop)
            applinks:otherapp.aasa.test \(Self.other)   # their own ID
            webcredentials:good.aasa.test
            """)
        let run = try await Self.verify(["--format", "json", "--domains", list, "--app-id", Self.shop])
        let domains = try Self.domains(run)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(domains["otherapp.aasa.test"]?["appIDs"] as? [String] == [Self.other])
        #expect(domains["good.aasa.test"]?["appIDs"] as? [String] == [Self.shop])
    }

    /// Every format says which app each verdict is for: text under each host and in a line per
    /// app at the end, Prometheus per (domain, app) and per finding id.
    @Test func everyFormatSaysWhichAppEachVerdictIsFor() async throws {
        let list = try Self.file(
            "apps.txt",
            "applinks:good.aasa.test \(Self.shop) \(Self.other)\napplinks:otherapp.aasa.test \(Self.other)\n")
        let text = try await Self.verify(["--domains", list])
        #expect(text.status == 1)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("      for: \(Self.shop) pass, \(Self.other) fail"), "\(text.stdout)")
        #expect(lines.contains("      for: \(Self.other)"))
        #expect(lines.contains("\(Self.shop): 1 domain: 1 pass, 0 warn, 0 fail"))
        #expect(lines.contains("\(Self.other): 2 domains: 1 pass, 0 warn, 1 fail"))
        let metrics = try await Self.verify(["--domains", list, "--format", "prometheus"])
        #expect(
            metrics.stdout.contains(#"aasa_app_up{domain="good.aasa.test",platform="apple",app_id="\#(Self.shop)"} 1"#))
        #expect(
            metrics.stdout.contains(#"aasa_app_up{domain="good.aasa.test",platform="apple",app_id="\#(Self.other)"} 0"#)
        )
        #expect(
            metrics.stdout.contains(
                #"aasa_findings_by_id{domain="good.aasa.test",platform="apple",finding="entitlement.app-missing",severity="error"} 1"#
            ))
        let promtool = try await PrometheusCheck.promtool(metrics.stdout)
        #expect(promtool.status == 0, "\(promtool.output)")
    }

    @Test func malformedLinesAreFindingsAndTheRestIsVerified() async throws {
        let list = try Self.file("domains.txt", "good.aasa.test\napplinks:\nexample.com not-an-app-id\n")
        let run = try await Self.verify(["--format", "json", "--domains", list, "--app-id", Self.shop])
        let domains = try Self.domains(run)
        #expect(run.status == 1)
        #expect(domains["good.aasa.test"]?["status"] as? String == "pass")
        let malformed = try #require(domains["applinks:"])
        #expect(Self.ids(malformed) == ["entitlement.syntax"])
        #expect((Self.findings(malformed).first?["message"] as? String)?.hasPrefix("\(list):2:") == true)
        #expect(Self.ids(domains["example.com"]).contains("entitlement.syntax"))
    }

    @Test func lineThatIsNotUTF8IsThatLinesFinding() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-apps-\(UUID().uuidString).txt")
        try Data(Array("good.aasa.test\n".utf8) + [0x62, 0xFF, 0x2E, 0x61, 0x61, 0x73, 0x61, 0x0A]).write(to: url)
        let run = try await Self.verify(["--format", "json", "--domains", url.path, "--app-id", Self.shop])
        let list = try #require(try run.json()["domains"] as? [[String: Any]])
        #expect(run.status == 1)
        #expect(list.count == 2)
        let bad = try #require(list.first { $0["domain"] as? String != "good.aasa.test" })
        #expect(Self.ids(bad) == ["entitlement.syntax"])
        #expect(bad["fetch"] is NSNull, "never fetched")
    }

    @Test func malformedEntryInAnEntitlementsFileIsThatEntrysFinding() async throws {
        let source = try Self.entitlements(appID: Self.shop, domains: ["webcredentials:", "applinks:good.aasa.test"])
        let run = try await Self.verify(["--format", "json", "--entitlements", source])
        let domains = try Self.domains(run)
        #expect(run.status == 1)
        #expect(Self.ids(domains["webcredentials:"]) == ["entitlement.syntax"])
        #expect(domains["good.aasa.test"]?["status"] as? String == "pass")
    }

    @Test func entitlementsWithoutTheKeySayExactlyThat() async throws {
        let path = try Self.file(
            "Widget.entitlements",
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key><true/></dict></plist>")
        let run = try await Self.verify(["--entitlements", path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("com.apple.developer.associated-domains"))
    }

    // MARK: --xcodeproj

    static let project = AASABinary.fixture("xcode/Shop/Shop.xcodeproj")

    @Test func xcodeProjectChecksEachTargetAgainstItsResolvedAppID() async throws {
        let run = try await Self.verify(["--format", "json", "--xcodeproj", Self.project])
        let good = try #require(try Self.domains(run)["good.aasa.test"])
        #expect(run.status == 0, "\(Self.ids(good))")
        #expect(good["appIDs"] as? [String] == [Self.shop, Self.shop + ".Clip"])
        #expect(
            good["entries"] as? [String] == [
                "applinks:good.aasa.test", "webcredentials:good.aasa.test", "appclips:good.aasa.test",
            ])
        // The host is fetched once, but each target's entries and app IDs stay its own.
        let claims = try #require(good["claims"] as? [[String: Any]])
        let sources = claims.compactMap { $0["source"] as? String }
        #expect(sources.count == 3)
        #expect(sources.allSatisfy { $0.hasSuffix("(Release) of \(Self.project)") })
        #expect(
            claims.map {
                "\($0["entry"] ?? ""):\(($0["appIDs"] as? [String] ?? []).joined()):"
                    + "\(($0["source"] as? String ?? "").split(separator: " ")[1])"
            } == [
                "applinks:good.aasa.test:\(Self.shop):Shop", "webcredentials:good.aasa.test:\(Self.shop):Shop",
                "appclips:good.aasa.test:\(Self.shop).Clip:ShopClip",
            ])
    }

    @Test func anotherConfigurationResolvesOtherSettings() async throws {
        let run = try await Self.verify(["--format", "json", "--xcodeproj", Self.project, "--configuration", "Debug"])
        let other = try #require(try Self.domains(run)["otherapp.aasa.test"])
        #expect(run.status == 1)
        let apps = Self.findings(other).filter { $0["id"] as? String == "entitlement.app-missing" }.compactMap {
            $0["appID"] as? String
        }
        #expect(Set(apps) == [Self.shop, Self.shop + ".Clip"])
    }

    @Test func unresolvableSettingsAreFindingsThatNameThem() async throws {
        let run = try await Self.verify(["--format", "json", "--xcodeproj", Self.project, "--configuration", "Staging"])
        let domains = try Self.domains(run)
        let entry = try #require(domains["applinks:$(APP_LINK_HOST)"], "\(domains.keys)")
        #expect(Set(Self.ids(entry)) == ["entitlement.placeholder", "entitlement.app-unchecked"])
        let messages = Self.findings(entry).compactMap { $0["message"] as? String }
        #expect(
            messages.contains { $0.contains("APP_LINK_HOST") } && messages.contains { $0.contains("DEVELOPMENT_TEAM") })
        #expect(
            try await Self.verify(["--strict", "--xcodeproj", Self.project, "--configuration", "Staging"]).status == 1)
    }

    @Test func targetChoiceIsChecked() async throws {
        let clip = try await Self.verify(["--format", "json", "--xcodeproj", Self.project, "--target", "ShopClip"])
        #expect(clip.status == 0)
        #expect(try Self.domains(clip)["good.aasa.test"]?["entries"] as? [String] == ["appclips:good.aasa.test"])
        #expect(try await Self.verify(["--xcodeproj", Self.project, "--target", "ShopWidget"]).status == 2)
        #expect(try await Self.verify(["--xcodeproj", Self.project, "--target", "Nope"]).status == 2)
        #expect(try await Self.verify(["--xcodeproj", Self.project, "--configuration", "Beta"]).status == 2)
        #expect(try await Self.verify(["--target", "Shop", "good.aasa.test"]).status == 2)
        let byFile = try await Self.verify(["--xcodeproj", Self.project + "/project.pbxproj", "--target", "ShopClip"])
        #expect(byFile.status == 0, "the project file itself names the project too: \(byFile.stderr)")
    }

    // MARK: formats

    @Test func junitHasACasePerEntryWithTimes() async throws {
        let run = try await Self.verify(["--format", "junit", "--xcodeproj", Self.project])
        let cases = run.stdout.components(separatedBy: "<testcase ").dropFirst()
        // Three entries, each for its app, and a case per app (the Xcode targets' app IDs).
        #expect(cases.filter { $0.hasPrefix(#"classname="aasa.apple""#) }.count == 3)
        #expect(cases.filter { $0.hasPrefix(#"classname="aasa.apple.app""#) }.count == 2)
        #expect(cases.allSatisfy { $0.range(of: #"time="\d+\.\d{3}""#, options: .regularExpression) != nil })
    }

    static let worldHosts = [
        "good.aasa.test", "missing.aasa.test", "redirect.aasa.test", "expired.aasa.test", "otherapp.aasa.test",
        "invalidjson.aasa.test", "stale.aasa.test", "legacy.aasa.test",
    ]

    @Test func promtoolAcceptsEveryReport() async throws {
        for host in Self.worldHosts {
            let run = try await Self.verify(["--format", "prometheus", "--cdn", "--app-id", Self.shop, host])
            let check = try await PrometheusCheck.promtool(run.stdout)
            #expect(check.status == 0, "\(host): \(check.output)")
        }
    }

    @Test func labelledRunsShareATextfileDirectoryWithoutDuplicateSeries() async throws {
        let shop = try await Self.verify([
            "--format", "prometheus", "--metrics-label", "app=shop", "--app-id", Self.shop, "good.aasa.test",
        ])
        let other = try await Self.verify([
            "--format", "prometheus", "--metrics-label", "app=other", "--app-id", Self.other, "good.aasa.test",
        ])
        #expect(try await PrometheusCheck.promtool(shop.stdout).status == 0)
        var series = Set<String>()
        for text in [shop.stdout, other.stdout] {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let key = String(line[..<(line.lastIndex(of: " ") ?? line.endIndex)])
                #expect(series.insert(key).inserted, "\(key) is written by both runs")
            }
        }
        #expect(series.contains(#"aasa_domains{app="shop"}"#))
        #expect(
            try await Self.verify(["--format", "prometheus", "--metrics-label", "domain=x", "a.example"]).status == 2)
        #expect(try await Self.verify(["--metrics-label", "app=x", "a.example"]).status == 2)
    }
}
