import Foundation
import Testing

@testable import AASACore

@Suite struct EntitlementsFileTests {
    static let fixtureDomains = [
        "applinks:example.com", "applinks:*.example.com", "webcredentials:example.com",
        "applinks:dev.example.com?mode=developer",
    ]

    @Test(arguments: ["entitlements/App.entitlements", "entitlements/App-binary.entitlements"])
    func fixtureFilesAreRead(_ path: String) throws {
        let file = try EntitlementsFile.read(try EntitlementFixture.data(path), name: path)
        #expect(file.associatedDomains == Self.fixtureDomains)
        #expect(file.applicationIdentifier == "ABCDE12345.com.example.app")
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func generatedPropertyListsAreRead(_ format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try Self.encode(
            ["com.apple.application-identifier": "ABCDE12345.com.example.mac", Self.key: ["applinks:a.example.com"]],
            format: format)
        let file = try EntitlementsFile.read(data, name: "Mac.entitlements")
        #expect(file.associatedDomains == ["applinks:a.example.com"])
        #expect(file.applicationIdentifier == "ABCDE12345.com.example.mac")
    }

    @Test func missingKeysGiveAnEmptyList() throws {
        let data = try Self.encode(["com.apple.security.app-sandbox": true], format: .binary)
        let file = try EntitlementsFile.read(data, name: "x")
        #expect(file.associatedDomains.isEmpty)
        #expect(file.applicationIdentifier == nil)
    }

    @Test func applicationIdentifierWinsOverTheMacOSSpelling() throws {
        let data = try Self.encode(
            ["application-identifier": "AAAAA11111.a", "com.apple.application-identifier": "BBBBB22222.b"],
            format: .xml)
        #expect(try EntitlementsFile.read(data, name: "x").applicationIdentifier == "AAAAA11111.a")
    }

    static var wrongTypes: [[String: Any]] {
        [
            [key: ["applinks:example.com", 42]],
            [key: ["applinks:example.com", ["nested"]]],
            [key: [true]],
            [key: "applinks:example.com"],
            [key: ["applinks:example.com"], "application-identifier": 7],
        ]
    }

    @Test(arguments: 0..<5)
    func wrongTypesAreRefusedWithOneLine(_ index: Int) throws {
        let data = try Self.encode(Self.wrongTypes[index], format: .binary)
        Self.expectError(.wrongType, reading: data)
    }

    @Test func topLevelArrayIsNotAnEntitlementsFile() throws {
        Self.expectError(.notDictionary, reading: try Self.encode(["applinks:example.com"], format: .xml))
    }

    @Test(arguments: ["", "hello", "{\"applinks\": {}}", "{ a = (b, c); }", "<html><body>no</body></html>", "bplist00"])
    func textThatIsNoPropertyListIsRefused(_ text: String) {
        Self.expectError(.notPropertyList, reading: Data(text.utf8))
    }

    @Test func oversizedFileIsRefusedBeforeParsing() {
        let data = Data("<".utf8) + Data(repeating: 0x20, count: EntitlementsFile.maximumSize)
        Self.expectError(.tooLarge, reading: data)
    }

    @Test func deeplyNestedXMLIsRefusedWithoutCrashing() {
        let depth = 100_000
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>"
        #expect(throws: AppFileError.self) { try EntitlementsFile.read(Data(xml.utf8), name: "deep") }
    }

    /// As deep as the reader takes: decoded (FoundationEssentials' decoder recurses per level)
    /// without exhausting a test thread's stack; the top level is an array, not a dictionary.
    @Test func nestingAtTheLimitIsRead() {
        let depth = PropertyListReader.maximumDepth
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>"
        Self.expectError(.notDictionary, reading: Data(xml.utf8))
    }

    /// 40 arrays, each holding the next twice: 357 bytes that expand to 2^40 nodes.
    @Test func binaryReferenceBombIsRefused() {
        Self.expectError(.tooComplex, reading: BinaryPropertyListBuilder.chain(length: 40, fanOut: 2))
    }

    @Test func deepBinaryNestingIsRefused() {
        Self.expectError(.tooComplex, reading: BinaryPropertyListBuilder.chain(length: 10_000, fanOut: 1))
    }

    @Test func binaryCycleIsRefused() {
        Self.expectError(.tooComplex, reading: BinaryPropertyListBuilder.cycle())
    }

    @Test func shallowBinaryChainIsAccepted() throws {
        // The guard is not a blanket refusal: a modest tree still reaches Foundation.
        let data = BinaryPropertyListBuilder.chain(length: 10, fanOut: 2)
        Self.expectError(.notDictionary, reading: data)
    }

    @Test func everyPrefixOfTheBinaryFixtureFailsCleanly() throws {
        let data = try EntitlementFixture.data("entitlements/App-binary.entitlements")
        for length in 0..<data.count {
            #expect(throws: AppFileError.self) { try EntitlementsFile.read(data.prefix(length), name: "x") }
        }
    }

    @Test func everyPrefixOfTheXMLFixtureIsReadOrRefusedWithoutCrashing() throws {
        let data = try EntitlementFixture.data("entitlements/App.entitlements")
        let closing = data.count - "</plist>\n".utf8.count
        for length in 0..<closing {
            #expect(throws: AppFileError.self) { try EntitlementsFile.read(data.prefix(length), name: "x") }
        }
    }

    @Test func largeArrayOfEntriesIsRead() throws {
        let entries = (0..<50_000).map { "applinks:host\($0).example.com" }
        let file = try EntitlementsFile.read(try Self.encode([Self.key: entries], format: .binary), name: "big")
        #expect(file.associatedDomains.count == entries.count)
    }

    static let key = EntitlementsFile.associatedDomainsKey

    static func encode(_ value: Any, format: PropertyListSerialization.PropertyListFormat) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)
    }

    static func expectError(
        _ code: AppFileError.Code, reading data: Data, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try EntitlementsFile.read(data, name: "Broken.entitlements")
            Issue.record("expected \(code), the file was read", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == code, sourceLocation: sourceLocation)
            #expect(error.message.hasPrefix("Broken.entitlements: "), sourceLocation: sourceLocation)
            #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
        }
    }
}

/// Hand-made binary property lists (layout as in CFBinaryPList.c) that Foundation cannot write.
enum BinaryPropertyListBuilder {
    /// Objects 0..<length; each array refers to the next `fanOut` times; the last is empty.
    static func chain(length: Int, fanOut: Int) -> Data {
        let objects = (0..<length).map { index in
            index == length - 1
                ? [0xA0]
                : [0xA0 | UInt8(fanOut)] + Array(repeatElement(bigEndian(index + 1, 4), count: fanOut).joined())
        }
        return assemble(objects)
    }

    /// One array that contains itself.
    static func cycle() -> Data {
        assemble([[0xA1] + bigEndian(0, 4)])
    }

    private static func assemble(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(objects.count, 8) + bigEndian(0, 8) + bigEndian(table, 8)
        return Data(bytes)
    }

    private static func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
