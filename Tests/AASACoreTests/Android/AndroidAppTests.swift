import Testing

@testable import AASACore

@Suite("Android apps, fingerprints and entries")
struct AndroidAppTests {
    static let keytool =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let apksigner = "146de983c5730650d8eeb9952f34fc6416a08342e61dbea88a0496b23fcf44e5"

    @Test func fingerprintIsAcceptedAsKeytoolAndApksignerPrintIt() throws {
        let fromKeytool = try #require(CertificateFingerprint(userWritten: Self.keytool))
        let fromApksigner = try #require(CertificateFingerprint(userWritten: Self.apksigner))
        #expect(fromKeytool == fromApksigner)
        #expect(fromApksigner.text == Self.keytool)
    }

    @Test(arguments: [
        "14:6D:E9", String(Self.keytool.dropLast(3)), "146D:E9" + String(Self.keytool.dropFirst(5)),
        Self.keytool + ":", "XX:" + String(Self.keytool.dropFirst(3)), "",
        "A1:B2:C3:D4:E5:F6:07:18:29:3A:4B:5C:6D:7E:8F:90:A1:B2:C3:D4",
    ])
    func fingerprintThatIsNotThirtyTwoHexBytesIsRefused(_ written: String) {
        #expect(CertificateFingerprint(userWritten: written) == nil)
    }

    /// (value in a file, has a problem, has a corrected form)
    static let fileValues: [(String, Bool, Bool)] = [
        (keytool, false, false),
        (keytool.lowercased(), true, true),
        (apksigner, true, true),
        (apksigner.uppercased(), true, true),
        ("A1:B2:C3:D4:E5:F6:07:18:29:3A:4B:5C:6D:7E:8F:90:A1:B2:C3:D4", true, false),
        ("XX:XX:XX:XX", true, false),
        ("YOUR_SHA256_FINGERPRINT", true, false),
        ("<sha256_cert_fingerprint>", true, false),
        ("${SHA256}", true, false),
        ("", true, false),
        (String(keytool.dropLast(3)), true, false),
    ]

    @Test(arguments: fileValues)
    func fileFingerprintMustBeAndroidsExactForm(_ value: String, _ hasProblem: Bool, _ hasCorrection: Bool) {
        let problem = FingerprintProblem.of(value)
        #expect((problem != nil) == hasProblem, "\(value)")
        #expect((problem?.corrected != nil) == hasCorrection, "\(value)")
        if let corrected = problem?.corrected { #expect(corrected == Self.keytool) }
    }

    @Test func appIsPackageAloneOrPackageWithFingerprints() throws {
        let alone = try AndroidApp.parse("com.example.shop").get()
        #expect(alone.packageName == "com.example.shop" && alone.fingerprints.isEmpty)
        let two = try AndroidApp.parse(
            "com.example.shop:\(Self.apksigner),\(Self.keytool.replacingOccurrences(of: "14", with: "15"))"
        ).get()
        #expect(two.fingerprints.count == 2)
        #expect(two.fingerprints[0].text == Self.keytool)
        #expect(two.description.hasPrefix("com.example.shop:\(Self.keytool),"))
        // The same fingerprint twice, in two forms, is one.
        #expect(try AndroidApp.parse("a.b:\(Self.keytool),\(Self.apksigner)").get().fingerprints.count == 1)
    }

    @Test(arguments: [
        "", "1com.example", "com..example", "com.exa mple", "com.example:", "com.example:AB:CD", ":\(keytool)",
    ])
    func malformedAppIsRefused(_ written: String) {
        #expect(throws: AndroidAppSyntaxError.self) { try AndroidApp.parse(written).get() }
    }

    @Test func androidEntryNamesTheRelationAndTheHost() throws {
        guard case .domain(let links, let none) = AndroidEntryParser.parse("android:example.com") else {
            Issue.record("android:example.com did not parse")
            return
        }
        #expect(links.relation == .handleAllURLs && links.host == "example.com" && none.isEmpty)
        guard case .domain(let creds, _) = AndroidEntryParser.parse("android-credentials:*.Example.com") else {
            Issue.record("android-credentials:*.Example.com did not parse")
            return
        }
        #expect(creds.relation == .getLoginCredentials && creds.isWildcard && creds.fetchHost == "example.com")
        #expect(!AndroidEntryParser.isAndroidEntry("applinks:example.com"))
        #expect(AndroidEntryParser.isAndroidEntry("Android:example.com"))
    }

    @Test(arguments: [
        "android:example.com:8443", "android:example.com/path", "android:https://example.com",
        "android:example.com?mode=developer", "android:", "android:${HOST}", "android:exa mple.com",
    ])
    func androidEntryWithMoreThanAHostIsMalformed(_ entry: String) {
        guard case .malformed = AndroidEntryParser.parse(entry) else {
            Issue.record("\(entry) was accepted")
            return
        }
    }

    @Test(arguments: [
        ("delegate_permission/common.handle_all_urls", nil as String?),
        ("delegate_permission/common.handle_all_links", nil),
        ("Delegate_permission/common.handle_all_urls", "upper"),
        ("handle_all_urls", "kind/detail"),
        ("delegate_permission/", "empty"),
        ("delegate_permission/common handle", "character"),
    ])
    func relationSyntaxIsKindSlashDetailInLowerCase(_ relation: String, _ problem: String?) {
        let found = AndroidRelation.syntaxProblem(relation)
        #expect((found == nil) == (problem == nil), "\(relation): \(found ?? "none")")
        if let problem { #expect(found?.contains(problem) == true, "\(relation): \(found ?? "none")") }
    }

    @Test func typoOfARelationSuggestsTheDefinedOne() {
        #expect(AndroidRelation.closest(to: "delegate_permission/common.handle_all_links") == .handleAllURLs)
        #expect(AndroidRelation.closest(to: "delegate_permission/common.get_login_credentials") == .getLoginCredentials)
        #expect(AndroidRelation.closest(to: "something/else.entirely") == nil)
    }
}
