import Testing

@testable import AASACore

@Suite("assetlinks.json findings")
struct AssetLinksLinterTests {
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let relation = #""relation": ["delegate_permission/common.handle_all_urls"]"#
    static let target =
        #""target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": [""#
        + fingerprint + #""]}"#
    static let good = "[{\(relation), \(target)}]"

    /// A statement with `relation` and a target made of `targetBody`.
    static func statement(_ targetBody: String, extra: String = "") -> String {
        "[{\(relation), \"target\": {\(targetBody)}\(extra)}]"
    }

    static let app = #""namespace": "android_app", "package_name": "com.example.app""#

    /// (file, finding id, JSON path, fails the whole file on AOSP)
    static let cases: [(String, String, String, Bool)] = [
        (#"{"applinks": {}}"#, "json.root", "$", false),
        ("[]", "android.no-statements", "$", false),
        ("[1]", "android.statement", "$[0]", true),
        ("[{\(target)}]", "android.statement", "$[0]", false),
        (
            #"[{"relation": "delegate_permission/common.handle_all_urls", \#(target)}]"#, "android.statement",
            "$[0].relation", true
        ),
        (
            #"[{"relation": ["Delegate_permission/common.handle_all_urls"], \#(target)}]"#, "android.relation",
            "$[0].relation[0]", true
        ),
        (
            #"[{"relation": ["delegate_permission/common.handle_all_links"], \#(target)}]"#,
            "android.relation-unknown", "$[0].relation[0]", false
        ),
        (
            statement(
                #""namespace": "android-app", "package_name": "a.b", "sha256_cert_fingerprints": ["\#(fingerprint)"]"#),
            "android.namespace", "$[0].target.namespace", true
        ),
        (
            statement(
                #""namespace": "android_app", "package_name": "1abc", "sha256_cert_fingerprints": ["\#(fingerprint)"]"#),
            "android.package-name", "$[0].target.package_name", false
        ),
        (
            statement(#""namespace": "android_app", "sha256_cert_fingerprints": ["\#(fingerprint)"]"#),
            "android.package-name", "$[0].target.package_name", true
        ),
        (
            statement(app + #", "sha256_cert_fingerprints": []"#), "android.fingerprint-format",
            "$[0].target.sha256_cert_fingerprints", true
        ),
        (
            statement(app + #", "sha256_cert_fingerprints": ["\#(fingerprint.lowercased())"]"#),
            "android.fingerprint-format", "$[0].target.sha256_cert_fingerprints[0]", false
        ),
        (
            statement(app + #", "sha256_cert_fingerprints": ["XX:XX:XX"]"#), "android.fingerprint-format",
            "$[0].target.sha256_cert_fingerprints[0]", false
        ),
        (
            statement(#""namespace": "web", "site": "https://example.com/path""#), "android.web-target",
            "$[0].target.site", true
        ),
        (
            statement(#""namespace": "web", "site": "https://user@example.com""#), "android.web-target",
            "$[0].target.site", true
        ),
        (
            statement(app + #", "sha256_cert_fingerprints": ["\#(fingerprint)"], "version": null"#),
            "android.statement", "$[0].target.version", true
        ),
        (
            statement(app + #", "sha256_cert_fingerprints": ["\#(fingerprint)"]"#, extra: #", "paths": ["/a/*"]"#),
            "android.unknown-key", "$[0].paths", false
        ),
        (#"[{"include": "https://example.com/other.json", \#(relation)}]"#, "android.statement", "$[0]", false),
        (#"[{"include": 7}]"#, "android.statement", "$[0].include", true),
        ("[{\(relation), \(target), \(relation)}]", "json.duplicate-key", "$[0].relation", false),
        (
            statement(
                app + #", "sha256_cert_fingerprints": ["\#(fingerprint)"]"#,
                extra:
                    #", "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": ""}]}}"#
            ),
            "android.dynamic-rules",
            #"$[0].relation_extensions["delegate_permission/common.handle_all_urls"].dynamic_app_link_components[0]["/"]"#,
            false
        ),
        (
            statement(
                app + #", "sha256_cert_fingerprints": ["\#(fingerprint)"]"#,
                extra:
                    #", "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": "/a/*", "comment": "x"}]}}"#
            ),
            "android.unknown-key",
            #"$[0].relation_extensions["delegate_permission/common.handle_all_urls"].dynamic_app_link_components[0].comment"#,
            false
        ),
    ]

    @Test(arguments: cases)
    func findingHasItsIDAndPath(_ file: String, _ id: String, _ path: String, _ rejectedByAndroid12: Bool) throws {
        let result = AssetLinksLinter.lint(Array(file.utf8))
        let finding = try #require(result.findings.first { $0.id == id }, "\(file): \(result.findings.map(\.id))")
        #expect(finding.path?.description == path, "\(file)")
        #expect(finding.position != nil, "\(id) has no line and column")
        #expect(
            (result.statementList?.isRejected(by: .devices(.android12Plus)) ?? false) == rejectedByAndroid12, "\(file)")
    }

    @Test func goodFileHasNoFindingAndOneStatement() throws {
        let result = AssetLinksLinter.lint(Array(Self.good.utf8))
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        let list = try #require(result.statementList)
        #expect(list.statements(granting: .handleAllURLs, to: "com.example.app").count == 1)
        #expect(list.statements(granting: .getLoginCredentials, to: "com.example.app").isEmpty)
    }

    @Test func byteOrderMarkIsAnErrorForAndroid() throws {
        let result = AssetLinksLinter.lint([0xEF, 0xBB, 0xBF] + Array(Self.good.utf8))
        let bom = try #require(result.findings.first { $0.id == "json.bom" })
        #expect(bom.severity == .error)
        #expect(FindingKind.jsonByteOrderMark.severity == .warning, "Apple's severity is unchanged")
    }

    @Test func positionPointsAtTheOffendingValue() throws {
        let file = "[\n  {\(Self.relation),\n   \"target\": {\"namespace\": \"androidapp\"}}\n]"
        let finding = try #require(
            AssetLinksLinter.lint(Array(file.utf8)).findings.first { $0.id == "android.namespace" })
        #expect(finding.position == SourcePosition(line: 3, column: 28))
    }

    @Test func oversizedFileIsReportedAndStillRead() {
        let padding = String(repeating: " ", count: AssetLinksLinter.bodyLimit)
        let result = AssetLinksLinter.lint(Array((Self.good + padding).utf8))
        #expect(result.findings.map(\.id) == ["http.too-large"])
        #expect(result.statementList?.statements.count == 1)
    }

    /// Every prefix of a valid file fails cleanly: a finding, never a crash.
    @Test func everyPrefixOfAValidFileFailsCleanly() {
        let bytes = Array(Self.good.utf8)
        for length in 0..<bytes.count {
            let result = AssetLinksLinter.lint(Array(bytes[..<length]))
            #expect(result.findings.contains { $0.severity == .error }, "prefix of \(length) bytes")
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(AssetLinksLinter.lint(Array(deep.utf8)).findings.map(\.id) == ["json.syntax"])
    }

    @Test func contentTellsAssetLinksFromAASA() {
        #expect(AssetLinksLinter.looksLikeStatementList(Array("\u{FEFF} \n [".utf8)))
        #expect(!AssetLinksLinter.looksLikeStatementList(Array(" {\"applinks\": {}}".utf8)))
    }

    @Test func includesAreCollectedNotFollowed() throws {
        let list = try #require(
            AssetLinksLinter.lint(Array(#"[{"include": "https://a.test/x.json"}]"#.utf8)).statementList)
        #expect(list.includes.map(\.url) == ["https://a.test/x.json"])
        #expect(list.includes.first?.path.description == "$[0].include")
    }
}
