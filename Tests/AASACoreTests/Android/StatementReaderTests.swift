import Testing

@testable import AASACore

/// Who rejects the whole file and who skips one statement (spec A10, docs/android.md "Who reads
/// the file"): Android 12+'s Kotlin reader, Android 6-11's Java reader and Google's API.
@Suite struct StatementReaderTests {
    static let fingerprint = AndroidAppReportTests.fingerprint
    static let good =
        #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "#
        + #""package_name": "dev.example.shop", "sha256_cert_fingerprints": ["\#(fingerprint)"]}}"#

    static func lint(_ second: String) -> AssetLinksLinter.Outcome {
        AssetLinksLinter.lint(Array("[\(good), \(second)]".utf8))
    }

    static let badNamespace =
        #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android-app", "#
        + #""package_name": "dev.example.other", "sha256_cert_fingerprints": ["\#(fingerprint)"]}}"#

    @Test func anAssetErrorIsRejectedByAndroid12AndSkippedBefore() throws {
        let list = try #require(Self.lint(Self.badNamespace).statementList)
        #expect(list.isRejected(by: .devices(.android12Plus)))
        #expect(!list.isRejected(by: .devices(.android9to11)))
        #expect(!list.isRejected(by: .devices(.android6to8)))
        #expect(!list.isRejected(by: .googleAPI))
        #expect(list.statements.count == 1)
        #expect(list.rejections.map(\.path.description) == ["$[1].target.namespace"])
    }

    @Test func aNullIsRejectedByEveryDevice() throws {
        let list = try #require(Self.lint(#"{"include": "https://example.com/a.json", "note": null}"#).statementList)
        #expect(list.isRejected(by: .devices(.android12Plus)))
        #expect(list.isRejected(by: .devices(.android9to11)))
        #expect(list.isRejected(by: .devices(.android6to8)))
        #expect(!list.isRejected(by: .googleAPI))
    }

    /// `Relation.create` throws for the statement, so 6-11 skip all of it, not the one relation.
    @Test func aMalformedRelationSkipsItsWholeStatement() throws {
        let statement =
            #"{"relation": ["delegate_permission/common.handle_all_urls", "Check Validation"], "#
            + #""target": {"namespace": "android_app", "package_name": "dev.example.other", "#
            + #""sha256_cert_fingerprints": ["\#(Self.fingerprint)"]}}"#
        let list = try #require(Self.lint(statement).statementList)
        #expect(list.isRejected(by: .devices(.android12Plus)))
        #expect(!list.isRejected(by: .devices(.android9to11)))
        #expect(list.statements(granting: .handleAllURLs, to: "dev.example.other").isEmpty)
    }

    @Test func eachReaderJudgesTheHostByItsOwnRules() throws {
        let lint = Self.lint(Self.badNamespace)
        let list = try #require(lint.statementList)
        let readers = ReaderVerdict.judge(lint.findings, rejections: list.rejections, strict: false)
        #expect(readers.map(\.reader) == StatementReader.all)
        #expect(readers.map(\.status) == [.fail, .pass, .pass, .pass])
        #expect(readers[0].skips.isEmpty)
        #expect(readers[1].skips.map(\.description) == ["$[1].target.namespace"])
    }

    /// Devices never look at the Content-Type; Google's API refuses anything but JSON.
    @Test func theContentTypeFailsGoogleOnly() {
        let finding = FindingKind.httpContentType.on(.android)("served as text/plain", hint: "serve JSON")
        let readers = ReaderVerdict.judge([finding], rejections: [], strict: false)
        #expect(readers.map(\.status) == [.pass, .pass, .pass, .fail])
    }

    /// An app that runs below Android 12 only passes on a host that only Android 12+ rejects.
    @Test func anAppJudgesEachHostByItsGenerationsReader() throws {
        let filters = AppLinkHostsTests.filter(hosts: ["a.example.com"])
        let lint = Self.lint(Self.badNamespace)
        let rejections = try #require(lint.statementList).rejections
        func judge(_ manifest: String) throws -> AndroidAppReport {
            let file = try AndroidAppFile.manifest(Array(manifest.utf8), placeholders: [:], name: "AndroidManifest.xml")
            let app = try #require(try? AndroidApp.parse("dev.example.shop:\(Self.fingerprint)").get())
            let input = try AndroidAppInput(source: "AndroidManifest.xml", file: file, given: [app])
            let report = DomainReport(
                domain: "a.example.com", platform: .android, entries: ["android:a.example.com"],
                appIDs: [input.app.description], status: Status(findings: lint.findings, strict: false), fetch: nil,
                findings: lint.findings,
                readers: ReaderVerdict.judge(lint.findings, rejections: rejections, strict: false))
            return AndroidAppReport(input, domains: [report], strict: false)
        }
        let current = try judge(AppLinkHostsTests.manifest(filters))
        // Phones with Google Play services read it as Google's API does, which skips the
        // statement; AOSP's Android 12+ reader rejects the file. The app fails by the strictest.
        #expect(
            current.generations.map(\.family) == [.playServices, .playServices, .playServices, .aosp, .aosp, .aosp])
        #expect(current.generations.map(\.verdict) == [.pass, .pass, .pass, .fail, .pass, .pass])
        #expect(current.googleAPI.verdict == .pass)
        #expect(current.status == .fail)
        #expect(
            current.verdictLine.contains("phones without Google Play services: Android 12+"), "\(current.verdictLine)")
        let legacyOnly = try judge(
            AppLinkHostsTests.manifest(filters).replacingOccurrences(
                of: "<uses-sdk ", with: "<uses-sdk android:maxSdkVersion=\"30\" "))
        #expect(legacyOnly.generations.map(\.verdict) == [.notApplicable, .pass, .pass, .notApplicable, .pass, .pass])
        #expect(legacyOnly.status != .fail, "\(legacyOnly.findings.map(\.id))")
    }
}
