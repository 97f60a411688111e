import Foundation
import SignedFixtures
import Testing

@testable import AASACore

/// The reader recognises what `--entitlements` names by content, and reads .app directories.
@Suite struct SignedEntitlementsReaderTests {
    static let appID = "ABCDE12345.com.example.app"
    static let domains = ["applinks:example.com"]

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-signed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func expectError(
        _ code: EntitlementsFileError.Code, at url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSignedEntitlementsError(code, sourceLocation: sourceLocation) { () throws(EntitlementsFileError) in
            try SignedEntitlementsReader.read(contentsOf: url, name: url.lastPathComponent)
        }
    }

    @Test func entitlementsPropertyListIsReadAsBefore() throws {
        let xml = EntitlementsPlist.xml(appID: Self.appID, domains: Self.domains)
        let result = try SignedEntitlementsReader.read(Data(xml.utf8), name: "App.entitlements")
        #expect(result.container == .propertyList)
        #expect(
            result.entitlements == EntitlementsFile(associatedDomains: Self.domains, applicationIdentifier: Self.appID))
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

    @Test func executableFileIsReadFromDisk() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Example")
        try Data(MachOBuilder(appID: Self.appID, domains: Self.domains).build()).write(to: url)
        let result = try SignedEntitlementsReader.read(contentsOf: url, name: url.path)
        #expect(result.container == .machO)
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    /// `layout` is "" for iOS bundles and "Contents/" for macOS ones.
    @Test(arguments: ["", "Contents/"])
    func appBundleIsReadThroughItsInfoPlist(layout: String) throws {
        let app = try Self.temporaryDirectory().appendingPathComponent("Example.app")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let executableFolder = app.appendingPathComponent(layout.isEmpty ? "" : "Contents/MacOS")
        try FileManager.default.createDirectory(at: executableFolder, withIntermediateDirectories: true)
        try Data(EntitlementsPlist.info(executable: "Example").utf8)
            .write(to: app.appendingPathComponent("\(layout)Info.plist"))
        try Data(MachOBuilder(appID: Self.appID, domains: Self.domains).build())
            .write(to: executableFolder.appendingPathComponent("Example"))
        // A second signed Mach-O (a helper) that Info.plist does not name.
        try Data(MachOBuilder(appID: Self.appID, domains: []).build())
            .write(to: executableFolder.appendingPathComponent("Helper"))
        let result = try SignedEntitlementsReader.read(contentsOf: app, name: app.path)
        #expect(result.container == .appBundle)
        #expect(result.entitlements.associatedDomains == Self.domains)
    }

    @Test func bundleWithoutCFBundleExecutableUsesItsOnlyMachO() throws {
        let app = try Self.temporaryDirectory().appendingPathComponent("Example.app")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(EntitlementsPlist.info(executable: nil).utf8).write(to: app.appendingPathComponent("Info.plist"))
        try Data("not a binary".utf8).write(to: app.appendingPathComponent("notes.txt"))
        try Data(MachOBuilder(appID: Self.appID, domains: Self.domains).build())
            .write(to: app.appendingPathComponent("Runner"))
        let result = try SignedEntitlementsReader.read(contentsOf: app, name: app.path)
        #expect(result.entitlements.applicationIdentifier == Self.appID)
    }

    @Test func bundleWithoutAnyExecutableIsRefused() throws {
        let app = try Self.temporaryDirectory().appendingPathComponent("Empty.app")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        Self.expectError(.noExecutable, at: app)
    }

    @Test func bundleWhoseNamedExecutableIsMissingIsRefused() throws {
        let app = try Self.temporaryDirectory().appendingPathComponent("Example.app")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(EntitlementsPlist.info(executable: "Example").utf8).write(to: app.appendingPathComponent("Info.plist"))
        Self.expectError(.noExecutable, at: app)
    }
}
