import Foundation
import SignedFixtures
import Testing

@testable import AASACore

/// The reader recognises what `--entitlements` names by content, and reads .app directories.
@Suite struct SignedEntitlementsReaderTests {
    static let appID = "ABCDE12345.com.example.app"
    static let domains = ["applinks:example.com"]

    static func expectError(
        _ code: AppFileError.Code, at path: String, in files: MemoryFiles,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSignedEntitlementsError(code, sourceLocation: sourceLocation) { () throws(AppFileError) in
            try SignedEntitlementsReader.read(path: path, name: path, files: files)
        }
    }

    static var executable: [UInt8] { MachOBuilder(appID: appID, domains: domains).build() }

    @Test func entitlementsPropertyListIsReadAsBefore() throws {
        let xml = EntitlementsPlist.xml(appID: Self.appID, domains: Self.domains)
        let result = try SignedEntitlementsReader.read(Data(xml.utf8), name: "App.entitlements")
        #expect(result.container == .propertyList)
        var expected = EntitlementsFile(associatedDomains: Self.domains, applicationIdentifier: Self.appID)
        expected.associatedDomainPositions = [SourcePosition(line: 9, column: 11)]
        #expect(result.entitlements == expected)
    }

    @Test func binaryPropertyListIsRecognised() throws {
        let plist: [String: Any] = [EntitlementsFile.associatedDomainsKey: Self.domains]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(try SignedEntitlementsReader.read(data, name: "b").entitlements.associatedDomains == Self.domains)
    }

    @Test(arguments: [Array("{\"applinks\": {}}".utf8), [0x00, 0x01, 0x02], [], Array("PK\u{05}".utf8)])
    func unknownContentIsRefused(_ bytes: [UInt8]) {
        do {
            _ = try SignedEntitlementsReader.read(Data(bytes), name: "x")
            Issue.record("read unknown content")
        } catch {
            #expect(error.code == .unrecognizedFormat, "\(error.message)")
        }
    }

    @Test func executableFileIsReadThroughTheFileSystem() throws {
        let files = MemoryFiles(files: ["/a/Example": Self.executable])
        let result = try SignedEntitlementsReader.read(path: "/a/Example", name: "Example", files: files)
        #expect(result.container == .machO)
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    /// `layout` is "" for iOS bundles and "Contents/" for macOS ones.
    @Test(arguments: ["", "Contents/"])
    func appBundleIsReadThroughItsInfoPlist(layout: String) throws {
        let folder = layout.isEmpty ? "/Example.app" : "/Example.app/Contents/MacOS"
        let files = MemoryFiles(files: [
            "/Example.app/\(layout)Info.plist": Array(EntitlementsPlist.info(executable: "Example").utf8),
            "\(folder)/Example": Self.executable,
            // A second signed Mach-O (a helper) that Info.plist does not name.
            "\(folder)/Helper": MachOBuilder(appID: Self.appID, domains: []).build(),
        ])
        let result = try SignedEntitlementsReader.read(path: "/Example.app", name: "Example.app", files: files)
        #expect(result.container == .appBundle)
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    @Test func bundleWithoutCFBundleExecutableUsesItsOnlyMachO() throws {
        let files = MemoryFiles(files: [
            "/Example.app/Info.plist": Array(EntitlementsPlist.info(executable: nil).utf8),
            "/Example.app/notes.txt": Array("not a binary".utf8),
            "/Example.app/Runner": Self.executable,
        ])
        let result = try SignedEntitlementsReader.read(path: "/Example.app", name: "Example.app", files: files)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
    }

    @Test func bundleWithoutAnyExecutableIsRefused() {
        let files = MemoryFiles(files: ["/Empty.app/notes.txt": Array("text".utf8)])
        Self.expectError(.noExecutable, at: "/Empty.app", in: files)
    }

    @Test func bundleWhoseNamedExecutableIsMissingIsRefused() {
        let files = MemoryFiles(files: [
            "/Example.app/Info.plist": Array(EntitlementsPlist.info(executable: "Example").utf8)
        ])
        Self.expectError(.noExecutable, at: "/Example.app", in: files)
    }

    /// An executable that is a FIFO is refused without being opened (opening one would wait).
    @Test func specialFileAsExecutableIsRefused() {
        var files = MemoryFiles(files: [
            "/Example.app/Info.plist": Array(EntitlementsPlist.info(executable: "Example").utf8)
        ])
        files.special = ["/Example.app/Example"]
        Self.expectError(.unreadable, at: "/Example.app", in: files)
    }

    @Test func missingPathIsUnreadable() {
        Self.expectError(.unreadable, at: "/nothing", in: MemoryFiles())
    }
}
