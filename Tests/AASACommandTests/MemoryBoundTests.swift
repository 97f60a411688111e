import Foundation
import Testing

/// Memory bounded by design, measured in the child process that runs aasa (never this test
/// process, whose peak other tests move): lint and match parse at most 512 KiB of a local file.
@Suite(.serialized) struct MemoryBoundTests {
    /// The documented bound for any input.
    static let boundKB = 64 * 1024

    /// Peak resident memory of `aasa ARGUMENTS` in KB, measured by a Python parent with
    /// getrusage(RUSAGE_CHILDREN), so only that one child counts.
    static func peakKB(_ arguments: [String]) async throws -> Int {
        let script =
            "import resource, subprocess, sys\n"
            + "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let output = try await AASABinary.offPool { () throws -> String in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, AASABinary.executable.path] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        return try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(output)")
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
