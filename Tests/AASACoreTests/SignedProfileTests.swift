import Foundation
import SignedFixtures
import Testing

@testable import AASACore

/// What a `.mobileprovision` grants, from profiles built by the test itself.
@Suite struct SignedProfileTests {
    static let appID = "ABCDE12345.com.example.app"

    static func read(_ bytes: [UInt8]) throws(AppFileError) -> SignedEntitlements {
        try SignedEntitlementsReader.read(Data(bytes), name: "App.mobileprovision")
    }

    static func expectError(
        _ code: AppFileError.Code, reading bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSignedEntitlementsError(code, sourceLocation: sourceLocation) { () throws(AppFileError) in
            try read(bytes)
        }
    }

    @Test func wildcardDomainsMeanTheCapabilityIsGrantedNotADomainList() throws {
        let profile = ProfileBuilder.build(
            entitlements: ProfileBuilder.entitlements(appID: Self.appID, domains: "<string>*</string>"))
        let result = try Self.read(profile)
        #expect(result.container == .provisioningProfile)
        #expect(result.grantsAnyAssociatedDomain)
        #expect(result.entitlements.associatedDomains.isEmpty)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
        #expect(result.teamIdentifier == "ABCDE12345")
    }

    @Test func listedDomainsAreEntries() throws {
        let domains = "<array><string>applinks:example.com</string><string>*</string></array>"
        let result = try Self.read(
            ProfileBuilder.build(entitlements: ProfileBuilder.entitlements(appID: Self.appID, domains: domains)))
        #expect(result.entitlements.associatedDomains == ["applinks:example.com"])
        #expect(result.grantsAnyAssociatedDomain)
    }

    @Test func profileWithoutAssociatedDomainsGrantsNone() throws {
        let entitlements = "\t\t<key>application-identifier</key>\n\t\t<string>\(Self.appID)</string>\n"
        let result = try Self.read(ProfileBuilder.build(entitlements: entitlements))
        #expect(!result.grantsAnyAssociatedDomain)
        #expect(result.entitlements.associatedDomains.isEmpty)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
    }

    @Test func wildcardAppIDIsRefused() {
        let profile = ProfileBuilder.build(
            entitlements: ProfileBuilder.entitlements(appID: "ABCDE12345.*", domains: "<string>*</string>"))
        Self.expectError(.wildcardAppID, reading: profile)
    }

    @Test func profileWithoutEntitlementsIsRefused() {
        Self.expectError(.noEntitlements, reading: ProfileBuilder.build(entitlements: ""))
    }

    @Test func associatedDomainsOfTheWrongTypeAreRefused() {
        let profile = ProfileBuilder.build(
            entitlements: ProfileBuilder.entitlements(appID: Self.appID, domains: "<integer>1</integer>"))
        Self.expectError(.wrongType, reading: profile)
    }

    @Test func derThatIsNotASignedMessageIsRefused() {
        Self.expectError(
            .unrecognizedFormat, reading: [0x30, 0x82, 0x01, 0x00, 0x02, 0x01, 0x01] + Array("<?xml".utf8))
    }

    /// A profile cut before the end of its property list has no plist to read.
    @Test func prefixEndingInsideThePropertyListFailsCleanly() throws {
        let profile = ProfileBuilder.build(
            entitlements: ProfileBuilder.entitlements(appID: Self.appID, domains: "<string>*</string>"))
        let plistEnd = try #require(profile.firstRange(of: Array("</plist>".utf8))).upperBound
        for length in 0..<plistEnd {
            #expect(throws: AppFileError.self, "prefix of \(length) bytes") {
                try Self.read(Array(profile.prefix(length)))
            }
        }
    }

    /// A profile cut after its property list (certificates and signature gone) is refused too.
    @Test func prefixEndingAfterThePropertyListIsTruncated() throws {
        let profile = ProfileBuilder.build(
            entitlements: ProfileBuilder.entitlements(appID: Self.appID, domains: "<string>*</string>"))
        let plistEnd = try #require(profile.firstRange(of: Array("</plist>".utf8))).upperBound
        for length in plistEnd..<profile.count {
            Self.expectError(.truncated, reading: Array(profile.prefix(length)))
        }
        #expect(throws: Never.self) { try Self.read(profile) }
    }
}
