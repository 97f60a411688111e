import Foundation
import Testing

/// Memory bounded by design, measured in the child process that runs aasa (never this test
/// process, whose peak other tests move): lint and match parse at most 512 KiB of a local file.
@Suite(.serialized) struct MemoryBoundTests {
    /// The documented bound for any input.
    static let boundKB = 64 * 1024

    /// Peak resident memory of `aasa ARGUMENTS` in KB, measured in that child alone.
    static func peakKB(_ arguments: [String]) async throws -> Int {
        try await HostileServerTests.peakMemoryKiB(arguments).kib
    }

    static func nestedArrays(bytes: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-nested-\(bytes).json").path
        let count = (bytes - 2) / 3
        let text = "[" + Array(repeating: "[]", count: count).joined(separator: ",") + "]"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [15 << 20, 512 << 10])
    func nestedArrayFileStaysUnderTheBound(_ size: Int) async throws {
        let path = try Self.nestedArrays(bytes: size)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lint = try await Self.peakKB(["lint", path])
        #expect(lint < Self.boundKB, "lint of \(size) bytes peaked at \(lint) KB")
        let match = try await Self.peakKB(["match", "--file", path, "https://example.com/"])
        #expect(match < Self.boundKB, "match of \(size) bytes peaked at \(match) KB")
    }

    @Test func endlessInputStaysUnderTheBound() async throws {
        let peak = try await Self.peakKB(["lint", "/dev/zero"])
        #expect(peak < Self.boundKB, "lint /dev/zero peaked at \(peak) KB")
    }
}
