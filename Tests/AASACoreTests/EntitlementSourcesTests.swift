import Foundation
import SignedFixtures
import Testing

@testable import AASACore

/// Entitlements as real files carry them: UTF-16 property lists, duplicate keys, macOS and
/// decoded provisioning profiles, simulator builds.
@Suite struct EntitlementSourcesTests {
    static let xml = EntitlementsPlist.xml(appID: "ABCDE12345.com.example.app", domains: ["applinks:example.com"])

    static func read(_ bytes: [UInt8]) throws(AppFileError) -> SignedEntitlements {
        try SignedEntitlementsReader.read(Data(bytes), name: "fixture")
    }

    static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        let declared = text.replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in declared.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += bigEndian ? pair.reversed() : pair
        }
        return bytes
    }

    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func utf16PropertyListsAreReadAsCoreFoundationReadsThem(_ bigEndian: Bool, _ byteOrderMark: Bool) throws {
        let signed = try Self.read(Self.utf16(Self.xml, bigEndian: bigEndian, byteOrderMark: byteOrderMark))
        #expect(signed.entitlements.associatedDomains == ["applinks:example.com"])
        #expect(signed.entitlements.applicationIdentifier == "ABCDE12345.com.example.app")
    }

    @Test func duplicateKeysAreNotedWithTheirPath() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.associated-domains</key><array><string>applinks:a.example.com</string></array>
            <key>nested</key><dict><key>x</key><string>1</string><key>x</key><string>2</string></dict>
            <key>com.apple.developer.associated-domains</key><array><string>applinks:b.example.com</string></array>
            </dict></plist>
            """
        let signed = try Self.read(Array(text.utf8))
        #expect(signed.entitlements.duplicateKeys == ["nested.x", "com.apple.developer.associated-domains"])
        #expect(signed.notes.map(\.id) == ["entitlement.duplicate-key", "entitlement.duplicate-key"])
    }

    /// Each entry's line and column (in characters) in the file's text, so that findings about it
    /// land there; a key of the same name in a nested dictionary is not the entitlement's.
    @Test func entriesAreReadWithTheirPlaceInTheText() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>nested</key><dict><key>com.apple.developer.associated-domains</key><array><string>x</string></array></dict>
            <key>com.apple.developer.associated-domains</key>
            <array>
            \t<string>applinks:example.com</string>
            <!-- é --><string>webcredentials:example.com</string> <string/>
            </array>
            </dict></plist>
            """
        let utf8 = try Self.read(Array(text.utf8)).entitlements
        #expect(utf8.associatedDomains == ["applinks:example.com", "webcredentials:example.com", ""])
        let expected = [
            SourcePosition(line: 6, column: 10), SourcePosition(line: 7, column: 19),
            SourcePosition(line: 7, column: 55),
        ]
        #expect(utf8.associatedDomainPositions == expected)
        let utf16 = try Self.read(Self.utf16(text, bigEndian: false, byteOrderMark: true)).entitlements
        #expect(utf16.associatedDomainPositions == expected)
    }

    /// The key twice: which array the system reads is undefined, so no entry is placed.
    @Test func aKeyWrittenTwiceLeavesTheEntriesUnplaced() throws {
        let text = """
            <plist version="1.0"><dict>
            <key>com.apple.developer.associated-domains</key><array><string>applinks:a.example.com</string></array>
            <key>com.apple.developer.associated-domains</key><array><string>applinks:b.example.com</string></array>
            </dict></plist>
            """
        #expect(try Self.read(Array(text.utf8)).entitlements.associatedDomainPositions.isEmpty)
    }

    @Test func aCleanFileHasNoNotes() throws {
        let signed = try Self.read(Array(Self.xml.utf8))
        #expect(signed.entitlements.duplicateKeys.isEmpty)
        #expect(signed.notes.isEmpty)
    }

    @Test func decodedProfileIsReadThroughItsEntitlementsDictionary() throws {
        let profile: [String: Any] = [
            "AppIDName": "Shop", "TeamIdentifier": ["ABCDE12345"],
            "Entitlements": [
                "application-identifier": "ABCDE12345.com.example.app",
                "com.apple.developer.team-identifier": "ABCDE12345",
                "com.apple.developer.associated-domains": "*",
            ],
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: profile, format: format, options: 0)
            let signed = try Self.read([UInt8](data))
            #expect(signed.container == .decodedProfile)
            #expect(signed.entitlements.applicationIdentifier == "ABCDE12345.com.example.app")
            #expect(signed.teamIdentifier == "ABCDE12345")
            #expect(signed.grantsAnyAssociatedDomain)
        }
    }

    @Test func macOSProfileNamesTheAppWithTheComAppleKey() throws {
        let entitlements = """
            \t\t<key>com.apple.application-identifier</key><string>ABCDE12345.com.example.mac</string>
            \t\t<key>com.apple.developer.team-identifier</key><string>ABCDE12345</string>
            \t\t<key>com.apple.developer.associated-domains</key><string>*</string>

            """
        let signed = try Self.read(ProfileBuilder.build(entitlements: entitlements))
        #expect(signed.container == .provisioningProfile)
        #expect(signed.entitlements.applicationIdentifier == "ABCDE12345.com.example.mac")
    }

    @Test(arguments: [true, false])
    func simulatorBuildIsReadFromItsEntitlementsSection(_ is64Bit: Bool) throws {
        var builder = MachOBuilder(signature: .withoutEntitlements)
        builder.is64Bit = is64Bit
        builder.entitlementsSection = Self.xml
        let signed = try Self.read(builder.build())
        #expect(signed.entitlements.associatedDomains == ["applinks:example.com"])
        #expect(signed.entitlements.fromSimulatorSection)
        #expect(signed.notes.map(\.id) == ["entitlement.simulator-build"])
    }

    @Test func deviceSignatureWinsOverASection() throws {
        var builder = MachOBuilder(appID: "ABCDE12345.com.example.app", domains: ["applinks:signed.example.com"])
        builder.entitlementsSection = Self.xml
        let signed = try Self.read(builder.build())
        #expect(signed.entitlements.associatedDomains == ["applinks:signed.example.com"])
        #expect(!signed.entitlements.fromSimulatorSection)
    }

    @Test func unsignedBinaryWithoutSectionIsStillRefused() {
        expectSignedEntitlementsError(.noCodeSignature, sourceLocation: #_sourceLocation) {
            () throws(AppFileError) in try Self.read(MachOBuilder(signature: .none).build())
        }
    }
}
