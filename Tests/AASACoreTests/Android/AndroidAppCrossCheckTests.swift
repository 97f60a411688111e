import Testing

@testable import AASACore

@Suite("Android app cross-check")
struct AndroidAppCrossCheckTests {
    static let release =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let upload =
        "5B:2F:A1:0C:3E:7D:94:61:88:B0:C2:1F:D4:3A:9E:07:6C:55:E1:B8:20:4D:F9:13:A7:6E:02:C4:8B:39:D0:F6"

    static func list(
        _ fingerprints: [String], package: String = "com.example.app",
        relation: String = "delegate_permission/common.handle_all_urls"
    ) throws -> StatementList {
        let quoted = fingerprints.map { "\"\($0)\"" }.joined(separator: ", ")
        let file =
            #"[{"relation": ["\#(relation)"], "target": {"namespace": "android_app", "package_name": "\#(package)", "sha256_cert_fingerprints": [\#(quoted)]}}]"#
        return try #require(AssetLinksLinter.lint(Array(file.utf8)).statementList)
    }

    static func domain(_ app: String, entry: String = "android:example.com") throws -> AndroidDomain {
        guard case .domain(var domain, _) = AndroidEntryParser.parse(entry) else {
            throw AndroidAppSyntaxError("entry")
        }
        domain.apps = [try AndroidApp.parse(app).get()]
        return domain
    }

    @Test func appWithOneListedFingerprintPasses() throws {
        let list = try Self.list([Self.upload, Self.release])
        #expect(
            AndroidAppCrossCheck.findings(for: try Self.domain("com.example.app:\(Self.release)"), in: list).isEmpty)
    }

    @Test func uploadKeyOnlyIsFingerprintMissingAtTheFingerprints() throws {
        let findings = AndroidAppCrossCheck.findings(
            for: try Self.domain("com.example.app:\(Self.release)"), in: try Self.list([Self.upload]))
        #expect(findings.map(\.id) == ["android.fingerprint-missing"])
        #expect(findings.first?.path?.description == "$[0].target.sha256_cert_fingerprints")
        #expect(findings.first?.entry == "android:example.com")
        #expect(findings.first?.appID == "com.example.app:\(Self.release)")
        #expect(findings.first?.message.contains(Self.upload) == true, "the message lists the file's fingerprints")
        // One other key listed: the hint first asks whether it is the app signing key (issue 40, item 4).
        #expect(findings.first?.hint.contains("--android-app com.example.app:\(Self.upload)") == true)
    }

    @Test func lowerCaseFingerprintNeverMatches() throws {
        let findings = AndroidAppCrossCheck.findings(
            for: try Self.domain("com.example.app:\(Self.release)"), in: try Self.list([Self.release.lowercased()]))
        #expect(findings.map(\.id) == ["android.fingerprint-missing"])
    }

    @Test func otherPackageOrOtherRelationIsAppMissing() throws {
        let domain = try Self.domain("com.example.app:\(Self.release)")
        let other = AndroidAppCrossCheck.findings(for: domain, in: try Self.list([Self.release], package: "com.other"))
        #expect(other.map(\.id) == ["android.app-missing"])
        #expect(other.first?.path == .root)
        let credentialsOnly = try Self.list([Self.release], relation: "delegate_permission/common.get_login_creds")
        #expect(AndroidAppCrossCheck.findings(for: domain, in: credentialsOnly).map(\.id) == ["android.app-missing"])
        let credentials = try Self.domain("com.example.app:\(Self.release)", entry: "android-credentials:example.com")
        #expect(AndroidAppCrossCheck.findings(for: credentials, in: credentialsOnly).isEmpty)
    }

    @Test func packageAloneIsReportedAsUncheckedNotPassedSilently() throws {
        let findings = AndroidAppCrossCheck.findings(
            for: try Self.domain("com.example.app"), in: try Self.list([Self.upload]))
        #expect(findings.map(\.id) == ["android.fingerprint-unchecked"])
        #expect(findings.first?.severity == .warning)
    }

    @Test func lintChecksTheRelationTheAppIsGranted() throws {
        let credentialsOnly = try Self.list([Self.release], relation: "delegate_permission/common.get_login_creds")
        let app = try AndroidApp.parse("com.example.app:\(Self.upload)").get()
        #expect(
            AndroidAppCrossCheck.lintFindings(for: app, in: credentialsOnly).map(\.id) == [
                "android.fingerprint-missing"
            ])
    }
}
