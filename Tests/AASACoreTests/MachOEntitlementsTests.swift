import Foundation
import SignedFixtures
import Testing

@testable import AASACore

/// Entitlements from the code signature of Mach-O executables built by the test itself.
@Suite struct MachOEntitlementsTests {
    static let appID = "ABCDE12345.com.example.app"
    static let domains = ["applinks:example.com", "webcredentials:example.com"]

    static func read(_ bytes: [UInt8]) throws(AppFileError) -> SignedEntitlements {
        try SignedEntitlementsReader.read(Data(bytes), name: "App")
    }

    static func expectError(
        _ code: AppFileError.Code, reading bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSignedEntitlementsError(code, sourceLocation: sourceLocation) { () throws(AppFileError) in
            try read(bytes)
        }
    }

    @Test(arguments: [true, false])
    func thinExecutableYieldsItsSignedEntitlements(is64Bit: Bool) throws {
        var builder = MachOBuilder(appID: Self.appID, domains: Self.domains)
        builder.is64Bit = is64Bit
        let result = try Self.read(builder.build())
        #expect(result.container == .machO)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    @Test(arguments: [false, true])
    func universalBinaryYieldsTheEntitlementsItsSlicesShare(is64: Bool) throws {
        var x86 = MachOBuilder(appID: Self.appID, domains: Self.domains)
        x86.cpuType = 0x0100_0007
        x86.codeSize = 1000
        let arm = MachOBuilder(appID: Self.appID, domains: Self.domains)
        let fat = UniversalBuilder.build([(x86.cpuType, x86.build()), (arm.cpuType, arm.build())], is64: is64)
        let result = try Self.read(fat)
        #expect(result.entitlements.associatedDomains == Self.domains)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
    }

    @Test func slicesWithDifferentEntitlementsAreRefused() {
        let first = MachOBuilder(appID: Self.appID, domains: ["applinks:a.example"]).build()
        let second = MachOBuilder(appID: Self.appID, domains: ["applinks:b.example"]).build()
        Self.expectError(
            .conflictingSlices, reading: UniversalBuilder.build([(0x0100_0007, first), (0x0100_000C, second)]))
    }

    @Test func unsignedExecutableIsRefused() {
        Self.expectError(.noCodeSignature, reading: MachOBuilder(signature: .none).build())
    }

    @Test func signatureWithoutEntitlementsIsRefused() {
        Self.expectError(.noEntitlements, reading: MachOBuilder(signature: .withoutEntitlements).build())
    }

    @Test func signatureWithOnlyDEREntitlementsIsRefused() {
        Self.expectError(.noEntitlements, reading: MachOBuilder(signature: .derEntitlementsOnly).build())
    }

    @Test func entitlementsBlobThatIsNotAPropertyListIsRefused() {
        Self.expectError(.notPropertyList, reading: MachOBuilder(signature: .entitlements("{ not a plist }")).build())
    }

    @Test func bigEndianMachOIsRefused() {
        Self.expectError(.unrecognizedFormat, reading: [0xFE, 0xED, 0xFA, 0xCF] + [UInt8](repeating: 0, count: 60))
    }

    /// A Java class file starts with 0xcafebabe too, then its version where the slice count is.
    @Test func javaClassFileIsNotTakenForAUniversalBinary() {
        Self.expectError(.unrecognizedFormat, reading: [0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x34, 0, 0, 0, 0])
    }

    @Test func implausibleLoadCommandCountIsRefused() {
        var bytes = MachOBuilder(appID: Self.appID, domains: Self.domains).build()
        bytes[16] = 0xFF  // ncmds far beyond what sizeofcmds can hold
        bytes[17] = 0xFF
        Self.expectError(.malformed, reading: bytes)
    }

    @Test func codeSignaturePastTheEndIsTruncated() {
        let bytes = MachOBuilder(appID: Self.appID, domains: Self.domains).build()
        Self.expectError(.truncated, reading: Array(bytes.dropLast(1)))
    }

    @Test func everyPrefixOfASignedExecutableFailsCleanly() {
        let bytes = MachOBuilder(appID: Self.appID, domains: Self.domains).build()
        for length in 0..<bytes.count {
            #expect(throws: AppFileError.self, "prefix of \(length) bytes") {
                try Self.read(Array(bytes.prefix(length)))
            }
        }
    }

    @Test func everyPrefixOfAUniversalBinaryFailsCleanly() {
        let slice = MachOBuilder(appID: Self.appID, domains: Self.domains).build()
        let bytes = UniversalBuilder.build([(0x0100_0007, slice), (0x0100_000C, slice)])
        for length in 0..<bytes.count {
            #expect(throws: AppFileError.self, "prefix of \(length) bytes") {
                try Self.read(Array(bytes.prefix(length)))
            }
        }
    }

    /// Each byte replaced by 0xff or 0x00 in turn: any outcome but a crash or a hang is fine.
    @Test(arguments: [UInt8(0xFF), 0x00])
    func corruptedByteNeverCrashes(_ value: UInt8) {
        let slice = MachOBuilder(appID: Self.appID, domains: Self.domains).build()
        let bytes = UniversalBuilder.build([(0x0100_0007, slice), (0x0100_000C, slice)])
        var failures = 0
        for index in bytes.indices {
            var corrupted = bytes
            corrupted[index] = value
            if (try? Self.read(corrupted)) == nil { failures += 1 }
        }
        #expect(failures > 0)
    }
}
