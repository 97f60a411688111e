import Testing

@testable import AASACore

/// Which hosts Android verifies, rule by rule (spec A1-A3; AOSP `DomainVerificationCollector` and
/// `IntentFilter.handlesWebUris`), from source manifests written here.
@Suite struct AppLinkHostsTests {
    /// A manifest whose one activity holds `filters`, targeting `target` (nil: no uses-sdk).
    static func manifest(_ filters: String, target: Int? = 34, package: String = "dev.example.shop") -> String {
        let sdk = target.map { "<uses-sdk android:targetSdkVersion=\"\($0)\"/>" } ?? ""
        return """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
              \(sdk)
              <application><activity android:name=".Main">\(filters)</activity></application>
            </manifest>
            """
    }

    /// An intent filter; `categories` are short names (DEFAULT, BROWSABLE).
    static func filter(
        autoVerify: Bool = true, view: Bool = true, categories: [String] = ["DEFAULT", "BROWSABLE"],
        schemes: [String] = ["https"], hosts: [String]
    ) -> String {
        var body = view ? "<action android:name=\"android.intent.action.VIEW\"/>" : ""
        body += categories.map { "<category android:name=\"android.intent.category.\($0)\"/>" }.joined()
        body += schemes.map { "<data android:scheme=\"\($0)\"/>" }.joined()
        body += hosts.map { "<data android:host=\"\($0)\"/>" }.joined()
        return "<intent-filter\(autoVerify ? " android:autoVerify=\"true\"" : "")>\(body)</intent-filter>"
    }

    static func hosts(_ text: String, placeholders: [String: String] = [:]) throws -> AppLinkHosts {
        let file = try AndroidAppFile.manifest(
            Array(text.utf8), placeholders: placeholders, name: "AndroidManifest.xml")
        return AppLinkHosts(file.manifest)
    }

    static func ids(_ hosts: AppLinkHosts) -> [String] { hosts.findings.map(\.id) }

    @Test func android12VerifiesOnlyFiltersWithAllFourConditions() throws {
        let hosts = try Self.hosts(
            Self.manifest(
                Self.filter(hosts: ["a.example.com"])
                    + Self.filter(categories: ["BROWSABLE"], hosts: ["nodefault.example.com"])
                    + Self.filter(categories: ["DEFAULT"], hosts: ["nobrowsable.example.com"])
                    + Self.filter(view: false, hosts: ["noview.example.com"])
                    + Self.filter(autoVerify: false, hosts: ["noautoverify.example.com"])))
        #expect(hosts.android12 == ["a.example.com"])
        #expect(!hosts.android12UsesLegacyRules)
        #expect(Self.ids(hosts).filter { $0 == "android-app.filter-category" }.count == 3)
    }

    /// Android 6-11: any filter that needs verification brings in every filter that handles web
    /// URIs (VIEW, BROWSABLE, a web scheme), with or without autoVerify or DEFAULT.
    @Test func android6to11VerifiesEveryWebFilterOnceOneAsks() throws {
        let hosts = try Self.hosts(
            Self.manifest(
                Self.filter(categories: ["BROWSABLE"], hosts: ["a.example.com"])
                    + Self.filter(autoVerify: false, hosts: ["b.example.com"])
                    + Self.filter(autoVerify: false, schemes: ["http", "shop"], hosts: ["c.example.com"])
                    + Self.filter(autoVerify: false, categories: ["DEFAULT"], hosts: ["notbrowsable.example.com"])))
        #expect(hosts.legacy == ["a.example.com", "b.example.com", "c.example.com"])
        #expect(hosts.android12.isEmpty)
        #expect(hosts.fetchable == ["a.example.com", "b.example.com", "c.example.com"])
    }

    @Test func android6to11VerifiesNothingWhenNoFilterAsks() throws {
        let hosts = try Self.hosts(
            Self.manifest(
                Self.filter(autoVerify: false, hosts: ["a.example.com"])
                    + Self.filter(schemes: ["https", "shop"], hosts: ["b.example.com"])))
        #expect(hosts.legacy.isEmpty)
        #expect(hosts.android12.isEmpty)
        #expect(Self.ids(hosts).contains("android-app.filter-scheme"))
        #expect(Self.ids(hosts).contains("android-app.no-app-links"))
    }

    /// An app targeting API 30 or less is collected the 6-11 way on Android 12+ too.
    @Test func anAppTargetingBelow31UsesTheLegacyRulesEverywhere() throws {
        let filters =
            Self.filter(categories: ["BROWSABLE"], hosts: ["a.example.com"])
            + Self.filter(autoVerify: false, hosts: ["b.example.com"])
        let old = try Self.hosts(Self.manifest(filters, target: 30))
        #expect(old.android12UsesLegacyRules)
        #expect(old.android12 == ["a.example.com", "b.example.com"])
        #expect(!Self.ids(old).contains("android-app.filter-category"))
        let new = try Self.hosts(Self.manifest(filters, target: 31))
        #expect(!new.android12UsesLegacyRules)
        #expect(new.android12.isEmpty)
        #expect(Self.ids(new).contains("android-app.filter-category"))
    }

    @Test func aCustomSchemeKeepsAFilterFromAndroid12() throws {
        let hosts = try Self.hosts(
            Self.manifest(
                Self.filter(schemes: ["https", "shop"], hosts: ["mixed.example.com"])
                    + Self.filter(schemes: ["shop"], hosts: ["open"])
                    + Self.filter(hosts: ["a.example.com"])))
        #expect(hosts.android12 == ["a.example.com"])
        // 6-11 collects a mixed filter (it handles web URIs), never a custom-scheme-only one.
        #expect(hosts.legacy == ["mixed.example.com", "a.example.com"])
        #expect(Self.ids(hosts).filter { $0 == "android-app.filter-scheme" }.count == 2)
    }

    @Test func aFilterWithoutAHostVerifiesNothing() throws {
        let hosts = try Self.hosts(Self.manifest(Self.filter(hosts: [])))
        #expect(Self.ids(hosts).contains("android-app.no-host"))
        #expect(Self.ids(hosts).contains("android-app.no-app-links"))
    }

    @Test func unverifiableHostsAreFindingsAndNeverFetched() throws {
        let hosts = try Self.hosts(
            Self.manifest(
                Self.filter(hosts: [
                    "127.0.0.2", "[::1]", "${linkHost}", "@string/host", "*.example.com", "a.example.com",
                ])))
        #expect(hosts.fetchable == ["*.example.com", "a.example.com"])
        #expect(Self.ids(hosts).filter { $0 == "android-app.host-ip" }.count == 2)
        #expect(Self.ids(hosts).contains("android-app.placeholder"))
        #expect(Self.ids(hosts).contains("android-app.reference"))
        #expect(Self.ids(hosts).contains("android-app.host-wildcard"))
        let placeholder = try #require(hosts.findings.first { $0.id == "android-app.placeholder" })
        #expect(placeholder.position?.line == 4)
    }

    /// How a manifest writes a host is judged with Android's ids and the manifest's line; a
    /// host that is no host name is never fetched (issue 40, item 6).
    @Test func hostsAreJudgedAsAndroidReadsThem() throws {
        let hosts = try Self.hosts(
            Self.manifest(
                Self.filter(hosts: [
                    "bücher.example", "Shop.Example.com", "shop.example.com.", "under_score.example.com",
                    "shop..example.com", "-edge.example.com",
                ])))
        let ids = Self.ids(hosts)
        for id in [
            "android-app.idn", "android-app.host-case", "android-app.trailing-dot", "android-app.underscore",
            "android-app.host",
        ] {
            #expect(ids.contains(id), "\(id): \(ids)")
        }
        #expect(!ids.contains { $0.hasPrefix("entitlement.") })
        #expect(ids.filter { $0 == "android-app.host" }.count == 2)
        #expect(hosts.findings.allSatisfy { $0.position?.line == 4 || $0.id == "android-app.no-app-links" })
        #expect(!hosts.fetchable.contains("shop..example.com"))
        #expect(!hosts.fetchable.contains("-edge.example.com"))
        #expect(hosts.fetchable.contains("Shop.Example.com"))
    }

    /// A placeholder given but never written, and a `<nav-graph>` whose filters the build adds.
    @Test func whatASourceManifestLeavesToTheBuildIsSaid() throws {
        let activity =
            #"<activity android:name=".Main" android:label="${appName}">"#
            + #"<nav-graph android:value="@navigation/main"/>"#
        let text = Self.manifest(Self.filter(hosts: ["${linkHost}"])).replacingOccurrences(
            of: #"<activity android:name=".Main">"#, with: activity)
        let file = try AndroidAppFile.manifest(
            Array(text.utf8), placeholders: ["linkHost": "a.example.com", "appName": "Shop", "linkhost": "x"],
            name: "AndroidManifest.xml")
        #expect(file.manifest.unusedPlaceholders == ["linkhost"])
        let findings = AndroidAppInput.sourceFindings(file.manifest)
        #expect(
            findings.map(\.id) == [
                "android-app.nav-graph", "android-app.sdk-assumed", "android-app.placeholder-unused",
            ])
        #expect(findings.first?.position != nil)
    }

    @Test func placeholdersAreFilledAsGradleDoes() throws {
        let text = Self.manifest(Self.filter(hosts: ["${linkHost}", "${applicationId}.example.com"]))
        let hosts = try Self.hosts(text, placeholders: ["linkHost": "links.example.com"])
        #expect(hosts.android12 == ["links.example.com", "dev.example.shop.example.com"])
        #expect(!Self.ids(hosts).contains("android-app.placeholder"))
    }

    @Test func moreThanTenHostsFailAndroid6to11() throws {
        let many = (1...11).map { "h\($0).example.com" }
        #expect(
            Self.ids(try Self.hosts(Self.manifest(Self.filter(hosts: many)))).contains("android-app.too-many-hosts"))
        let ten = Array(many.prefix(10))
        #expect(
            !Self.ids(try Self.hosts(Self.manifest(Self.filter(hosts: ten)))).contains("android-app.too-many-hosts"))
    }

    /// A manifest of 20,000 hosts (wildcards among them) is judged in linear time.
    @Test func manyHostsAreJudgedOnceEach() throws {
        let many = (0..<20_000).map { $0.isMultiple(of: 2) ? "*.h\($0).example.com" : "h\($0).example.com" }
        let hosts = try Self.hosts(Self.manifest(Self.filter(hosts: many + many)))
        #expect(hosts.android12.count == 20_000)
        #expect(hosts.findings.filter { $0.id == "android-app.host-wildcard" }.count == 10_000)
    }

    /// Activity aliases count; services and receivers do not.
    @Test func onlyActivitiesAndAliasesAreCollected() throws {
        let text = """
            <manifest xmlns:a="http://schemas.android.com/apk/res/android" package="dev.example.shop">
              <application>
                <activity-alias a:name=".Alias">\(Self.filter(hosts: ["alias.example.com"]).replacingOccurrences(of: "android:", with: "a:"))</activity-alias>
                <service a:name=".S">\(Self.filter(hosts: ["service.example.com"]).replacingOccurrences(of: "android:", with: "a:"))</service>
              </application>
            </manifest>
            """
        #expect(try Self.hosts(text).android12 == ["alias.example.com"])
    }

    /// An attribute in another namespace is not Android's, whatever its prefix is called.
    @Test func attributesAreAndroidsByNamespaceNotByPrefix() throws {
        let text = Self.manifest(Self.filter(hosts: ["a.example.com"]))
            .replacingOccurrences(
                of: "xmlns:android=\"http://schemas.android.com/apk/res/android\"", with: "xmlns:android=\"urn:other\"")
        #expect(try Self.hosts(text).android12.isEmpty)
    }

    /// `tools:node="remove"` takes a filter or a `<data>` out of the merged manifest devices get
    /// (issue 40, item 6): its hosts are not collected.
    @Test func elementsTheMergerRemovesCountForNothing() throws {
        let removed = Self.filter(hosts: ["gone.example.com"])
            .replacingOccurrences(of: "<intent-filter", with: "<intent-filter tools:node=\"remove\"")
        let text = Self.manifest(Self.filter(hosts: ["kept.example.com"]) + removed)
            .replacingOccurrences(
                of: "package=", with: "xmlns:tools=\"http://schemas.android.com/tools\" package=")
        #expect(try Self.hosts(text).android12 == ["kept.example.com"])
        let data = Self.manifest(
            Self.filter(hosts: ["kept.example.com"]).replacingOccurrences(
                of: "</intent-filter>",
                with: "<data tools:node=\"removeAll\" android:host=\"gone.example.com\"/></intent-filter>"))
        #expect(try Self.hosts(data).android12 == ["kept.example.com"])
    }
}

/// `*` takes any host's links but is no host to verify: a finding, never fetched.
@Suite struct StarHostTests {
    @Test func aStarHostIsAFindingNotAHost() throws {
        let hosts = try AppLinkHostsTests.hosts(
            AppLinkHostsTests.manifest(AppLinkHostsTests.filter(hosts: ["*", "shop.example.com"])))
        #expect(hosts.findings.map(\.id).contains("android-app.host"))
        #expect(hosts.fetchable == ["shop.example.com"])
        #expect(hosts.unverifiable["*"] != nil)
    }
}

/// `res/values` strings as aapt reads them: quotes and escapes, CDATA, character references, and a
/// string that names another.
@Suite struct SourceStringsTests {
    @Test func stringsAreReadAsTheBuildReadsThem() throws {
        var strings = SourceStrings()
        try strings.add(
            Array(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <resources>
                  <string name="host">shop.example.com</string>
                  <string name="quoted">"  spaced  "</string>
                  <string name="escaped">it\\'s &amp; <![CDATA[<ok>]]></string>
                  <string name="alias">@string/host</string>
                  <plurals name="n"><item quantity="one">x</item></plurals>
                </resources>
                """.utf8), name: "strings.xml")
        #expect(strings.resolve("@string/host") == "shop.example.com")
        #expect(strings.resolve("@string/quoted") == "  spaced  ")
        #expect(strings.resolve("@string/escaped") == "it's & <ok>")
        #expect(strings.resolve("@string/alias") == "shop.example.com")
        #expect(strings.resolve("@string/missing") == nil)
    }
}
