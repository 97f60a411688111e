import Foundation
import SignedFixtures
import Testing

@testable import AASACore

/// Entitlements from the app inside .ipa archives built by the test itself.
@Suite struct ArchiveEntitlementsTests {
    static let appID = "ABCDE12345.com.example.app"
    static let domains = ["applinks:example.com"]
    static let executable = MachOBuilder(appID: appID, domains: domains).build()

    static func expectError(
        _ code: AppFileError.Code, reading bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSignedEntitlementsError(code, sourceLocation: sourceLocation) { () throws(AppFileError) in
            try SignedEntitlementsReader.read(Data(bytes), name: "App.ipa")
        }
    }

    @Test(arguments: [true, false])
    func ipaYieldsTheExecutablesEntitlements(deflate: Bool) throws {
        let ipa = IPABuilder.build(executable: Self.executable, deflate: deflate)
        let result = try SignedEntitlementsReader.read(Data(ipa), name: "App.ipa")
        #expect(result.container == .ipa)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    /// Megabytes of code before the signature: the inflater skips forward in chunks.
    @Test func largeDeflatedExecutableIsRead() throws {
        var builder = MachOBuilder(appID: Self.appID, domains: Self.domains)
        builder.codeSize = 3 << 20
        let ipa = IPABuilder.build(executable: builder.build())
        #expect(ipa.count < 1 << 20, "the stand-in code compresses well")
        let result = try SignedEntitlementsReader.read(Data(ipa), name: "App.ipa")
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    @Test func infoPlistWithoutExecutableFallsBackToTheOnlyMachO() throws {
        let ipa = IPABuilder.build(executable: Self.executable, infoPlistExecutable: nil)
        let result = try SignedEntitlementsReader.read(Data(ipa), name: "App.ipa")
        #expect(result.entitlements.applicationIdentifier == Self.appID)
    }

    @Test func severalMachOFilesWithoutCFBundleExecutableAreRefused() {
        let extra = ZipBuilder.Entry("Payload/Example.app/Helper", Self.executable)
        Self.expectError(
            .noExecutable,
            reading: IPABuilder.build(executable: Self.executable, infoPlistExecutable: nil, extra: [extra]))
    }

    @Test func missingExecutableIsRefused() {
        let ipa = ZipBuilder([
            .init("Payload/Example.app/Info.plist", Array(EntitlementsPlist.info(executable: "Example").utf8))
        ]).build()
        Self.expectError(.noExecutable, reading: ipa)
    }

    @Test func archiveWithoutPayloadIsRefused() {
        Self.expectError(.noExecutable, reading: ZipBuilder([.init("readme.txt", Array("hello".utf8))]).build())
    }

    @Test func twoAppsInPayloadAreRefused() {
        let extra = ZipBuilder.Entry("Payload/Other.app/Other", Self.executable)
        Self.expectError(.noExecutable, reading: IPABuilder.build(executable: Self.executable, extra: [extra]))
    }

    @Test(arguments: ["../Example", "a/b", ".."])
    func executableNameThatLeavesTheBundleIsRefused(_ name: String) {
        let ipa = ZipBuilder([
            .init("Payload/Example.app/Info.plist", Array(EntitlementsPlist.info(executable: name).utf8)),
            .init("Payload/Example", Self.executable),
        ]).build()
        Self.expectError(.malformed, reading: ipa)
    }

    @Test func zip64ArchiveIsRefused() {
        let ipa = ZipBuilder([.init("Payload/Example.app/Example", Self.executable)]).build(zip64Locator: true)
        Self.expectError(.unsupportedArchive, reading: ipa)
    }

    @Test func encryptedEntryIsRefused() {
        var entry = ZipBuilder.Entry("Payload/Example.app/Example", Self.executable)
        entry.flags = 1
        let info = ZipBuilder.Entry(
            "Payload/Example.app/Info.plist", Array(EntitlementsPlist.info(executable: "Example").utf8))
        Self.expectError(.unsupportedArchive, reading: ZipBuilder([info, entry]).build())
    }

    @Test func unknownCompressionMethodIsRefused() {
        var entry = ZipBuilder.Entry("Payload/Example.app/Example", Self.executable, deflate: false)
        entry.method = 12  // bzip2
        let info = ZipBuilder.Entry(
            "Payload/Example.app/Info.plist", Array(EntitlementsPlist.info(executable: "Example").utf8))
        Self.expectError(.unsupportedArchive, reading: ZipBuilder([info, entry]).build())
    }

    @Test func damagedDeflateStreamIsRefused() throws {
        var ipa = IPABuilder.build(executable: Self.executable)
        let entryStart = try #require(ipa.firstRange(of: Array("Payload/Example.app/Example".utf8))).upperBound
        for index in entryStart..<entryStart + 40 { ipa[index] = 0xFF }
        #expect(throws: AppFileError.self) { try SignedEntitlementsReader.read(Data(ipa), name: "App.ipa") }
    }

    /// The directory claims a smaller uncompressed size than the data inflates to.
    @Test func entryInflatingPastItsDeclaredSizeIsRefused() throws {
        let archive = try ZipArchive(MemoryBytes(IPABuilder.build(executable: Self.executable)), name: "App.ipa")
        var entry = try #require(archive.entries.first { $0.path == "Payload/Example.app/Example" })
        entry.uncompressedSize = 100
        let source = try archive.open(entry)
        do {
            _ = try source.read(0..<100)
            Issue.record("an entry that inflates past its declared size was read")
        } catch {
            #expect(error.code == .malformed)
        }
    }

    @Test func inflatedEntryReadsMatchTheOriginalInAnyOrder() throws {
        var builder = MachOBuilder(appID: Self.appID, domains: Self.domains)
        builder.codeSize = 300_000
        let original = builder.build()
        let archive = try ZipArchive(MemoryBytes(ZipBuilder([.init("x", original)]).build()), name: "t.zip")
        let source = try archive.open(try #require(archive.entries.first))
        for range in [200_000..<200_100, 70_000..<70_010, 0..<32, 150_000..<250_000, 299_990..<300_010] {
            #expect(try source.read(range) == Array(original[range]), "\(range)")
        }
    }

    @Test func everyPrefixOfAnIPAFailsCleanly() {
        let ipa = IPABuilder.build(executable: Self.executable)
        for length in 0..<ipa.count {
            #expect(throws: AppFileError.self, "prefix of \(length) bytes") {
                try SignedEntitlementsReader.read(Data(ipa.prefix(length)), name: "App.ipa")
            }
        }
    }

    /// Each byte flipped in turn: any outcome but a crash or a hang is fine.
    @Test func corruptedByteNeverCrashes() {
        let ipa = IPABuilder.build(executable: Self.executable)
        var failures = 0
        for index in ipa.indices {
            var corrupted = ipa
            corrupted[index] ^= 0xA5
            if (try? SignedEntitlementsReader.read(Data(corrupted), name: "App.ipa")) == nil { failures += 1 }
        }
        #expect(failures > 0)
    }
}
