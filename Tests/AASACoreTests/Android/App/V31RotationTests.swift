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
        try apk(
            [
                (APKSigningBlock.v3Scheme, [AndroidBinaryBuilder.v3Signer([Self.original])]),
                (
                    APKSigningBlock.v31Scheme,
                    [AndroidBinaryBuilder.v3Signer([Self.rotated], lineage: [Self.original, Self.rotated])]
                ),
                (APKSigningBlock.v2Scheme, [AndroidBinaryBuilder.v2Signer([Self.original])]),
            ], minSdk: minSdk)
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
        #expect(modern.levelKeys?.keys == [AndroidAppHostileInputTests.fingerprint(Self.original).text])
        #expect(modern.levelKeys?.levels == "API 31-32")
        #expect(report.findings.map(\.id).contains("android-app.older-key"))
        #expect(Self.judge(try Self.input(minSdk: 24), listing: Self.original).generations.first?.verdict == .pass)
    }

    @Test func anAppForAndroid13AndLaterComparesTheV31Lineage() throws {
        let report = Self.judge(try Self.input(minSdk: 33), listing: Self.rotated)
        #expect(report.generations.first?.verdict == .pass)
    }

    /// An APK of `pairs` (ID, signers) with the manifest of one host, installing from `minSdk`.
    static func apk(_ pairs: [(Int, [[UInt8]])], minSdk: Int) throws -> AndroidAppInput {
        let block = AndroidBinaryBuilder.signingBlock(
            pairs.map { ($0.0, AndroidBinaryBuilder.prefixed($0.1.flatMap { $0 })) })
        var file = try AndroidAppFile.apk(
            AndroidAppHostileInputTests.apk(
                AndroidBinaryBuilder.xml(AndroidAppHostileInputTests.manifest), signingBlock: block),
            name: "ranges.apk")
        let text = AppLinkHostsTests.manifest(AppLinkHostsTests.filter(hosts: ["a.example.com"]))
            .replacingOccurrences(of: "<uses-sdk ", with: "<uses-sdk android:minSdkVersion=\"\(minSdk)\" ")
        file.manifest = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "m.xml").manifest
        return try AndroidAppInput(source: "ranges.apk", file: file, given: [])
    }

    /// Red team five, item 7: two v3 signers, A for API 24-30 and B for 31+ (AOSP
    /// `ApkSignatureSchemeV3Verifier` skips a signer whose range excludes the platform): a site
    /// listing only A fails Android 12+ and passes 9-11.
    @Test func eachV3SignerIsReadByTheLevelsItCovers() throws {
        let input = try Self.apk(
            [
                (
                    APKSigningBlock.v3Scheme,
                    [
                        AndroidBinaryBuilder.v3Signer([Self.original], maxSdk: 30),
                        AndroidBinaryBuilder.v3Signer([Self.rotated], minSdk: 31),
                    ]
                ),
                (APKSigningBlock.v2Scheme, [AndroidBinaryBuilder.v2Signer([Self.original])]),
            ], minSdk: 24)
        let onlyA = Self.judge(input, listing: Self.original).generations
        // Keys are the phone's: phones with and without Google Play services compare the same ones.
        #expect(onlyA.map(\.verdict) == [.fail, .pass, .pass, .fail, .pass, .pass])
        #expect(onlyA.first?.keys == [AndroidAppHostileInputTests.fingerprint(Self.rotated).text])
        let onlyB = Self.judge(input, listing: Self.rotated).generations
        #expect(onlyB.map(\.verdict) == [.pass, .fail, .fail, .pass, .fail, .fail])
        // The URL answers ask the same keys of each generation.
        #expect(
            input.apps(for: .android12to14).map(\.fingerprints) == [
                [AndroidAppHostileInputTests.fingerprint(Self.rotated)]
            ]
        )
    }

    /// A v3.1 block for API 34+ (lineage A -> B) and the v3 signer A, minSdk 33: an API 33 phone
    /// reads the v3 block and has A, so a site listing only B fails Android 12+.
    @Test func av31BlockFromAPI34LeavesAPI33WithTheV3Signer() throws {
        let input = try Self.apk(
            [
                (APKSigningBlock.v3Scheme, [AndroidBinaryBuilder.v3Signer([Self.original], maxSdk: 33)]),
                (
                    APKSigningBlock.v31Scheme,
                    [AndroidBinaryBuilder.v3Signer([Self.rotated], lineage: [Self.original, Self.rotated], minSdk: 34)]
                ),
                (APKSigningBlock.v2Scheme, [AndroidBinaryBuilder.v2Signer([Self.original])]),
            ], minSdk: 33)
        let report = Self.judge(input, listing: Self.rotated)
        #expect(report.generations.first?.verdict == .fail)
        #expect(report.generations.first?.levelKeys?.levels == "API 33-33")
        #expect(report.findings.map(\.id).contains("android-app.older-key"))
        // Listing A passes: API 33 has A, and API 34+ compares the lineage, which holds A.
        #expect(Self.judge(input, listing: Self.original).generations.first?.verdict == .pass)
        let certificate = try #require(input.file.v31Keys.last)
        #expect(certificate.minSdkVersion == 34 && certificate.maxSdkVersion == 0x7FFF_FFFF)
    }
}
