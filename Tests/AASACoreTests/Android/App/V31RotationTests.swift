import SignedFixtures
import Testing

@testable import AASACore

/// An APK whose v3.1 block names the rotated key for Android 13+ and whose v3 block keeps the
/// original key: Android 12 and 12L compare the v3 signer, so a site listing only the new key
/// fails them (issue 40, item 2).
@Suite struct V31RotationTests {
    static let original: [UInt8] = [0x30, 0x03, 0x02, 0x01, 0x01]
    static let rotated: [UInt8] = [0x30, 0x03, 0x02, 0x01, 0x03]

    static func input(minSdk: Int) throws -> AndroidAppInput {
        let v3 = AndroidBinaryBuilder.v3Signer([Self.original])
        let v31 = AndroidBinaryBuilder.v3Signer([Self.rotated], lineage: [Self.original, Self.rotated])
        let block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v3Scheme, AndroidBinaryBuilder.prefixed(v3)),
            (APKSigningBlock.v31Scheme, AndroidBinaryBuilder.prefixed(v31)),
            (APKSigningBlock.v2Scheme, AndroidBinaryBuilder.prefixed(AndroidBinaryBuilder.v2Signer([Self.original]))),
        ])
        var file = try AndroidAppFile.apk(
            AndroidAppHostileInputTests.apk(
                AndroidBinaryBuilder.xml(AndroidAppHostileInputTests.manifest), signingBlock: block),
            name: "v31.apk")
        let text = AppLinkHostsTests.manifest(AppLinkHostsTests.filter(hosts: ["a.example.com"]))
            .replacingOccurrences(of: "<uses-sdk ", with: "<uses-sdk android:minSdkVersion=\"\(minSdk)\" ")
        file.manifest = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "m.xml").manifest
        return try AndroidAppInput(source: "v31.apk", file: file, given: [])
    }

    /// The host's file lists `listed`; its report passes the app (the run's keys include it).
    static func judge(_ input: AndroidAppInput, listing listed: [UInt8]) -> AndroidAppReport {
        let fingerprint = AndroidAppHostileInputTests.fingerprint(listed).text
        let report = DomainReport(
            domain: "a.example.com", platform: .android, entries: ["android:a.example.com"],
            appIDs: [input.app.description], status: .pass, fetch: nil, findings: [],
            file: FileSummary(
                sha256: nil, appIDs: [AndroidRelation.handleAllURLs.rawValue: ["dev.example.shop:\(fingerprint)"]]))
        return AndroidAppReport(input, domains: [report], strict: false)
    }

    @Test func onlyTheRotatedKeyFailsAndroid12And12L() throws {
        let report = Self.judge(try Self.input(minSdk: 24), listing: Self.rotated)
        let modern = try #require(report.generations.first)
        #expect(modern.verdict == .fail)
        #expect(modern.v3Keys == [AndroidAppHostileInputTests.fingerprint(Self.original).text])
        #expect(report.findings.map(\.id).contains("android-app.older-key"))
        #expect(Self.judge(try Self.input(minSdk: 24), listing: Self.original).generations.first?.verdict == .pass)
    }

    @Test func anAppForAndroid13AndLaterComparesTheV31Lineage() throws {
        let report = Self.judge(try Self.input(minSdk: 33), listing: Self.rotated)
        #expect(report.generations.first?.verdict == .pass)
    }
}
