import FixtureWorld
import Foundation
import Testing

/// Runs the built `aasa` executable the way a user or a CI job would, and captures what it says.
struct AASABinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The report as JSON, for asserting ids and paths.
        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(object as? [String: Any], "stdout is not a JSON object: \(stdout.prefix(300))")
        }
    }

    /// `aasa` beside the test bundle: `swift build` puts both in the same products directory.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("aasa")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/aasa")
    }

    static var repositoryRoot: URL { FixtureWorld.repositoryRoot }

    static func fixture(_ relativePath: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath).path
    }

    /// Runs `aasa ARGUMENTS`, feeding `stdin`, and kills it after `timeout` seconds.
    ///
    /// The waiting happens on a Dispatch thread, never on Swift's cooperative pool (two threads
    /// here): tests that blocked it would stall every async test's continuations and blur the
    /// time bounds those tests check.
    /// `environment` overrides the test process's variables; a nil value removes one.
    /// `launcher` runs aasa through another program (`["/usr/bin/prlimit", "--nofile=64"]`);
    /// `directory` is its working directory (the test's when nil).
    static func run(
        _ arguments: [String], stdin: Data = Data(), timeout: TimeInterval = 60, environment: [String: String?] = [:],
        launcher: [String] = [], directory: URL? = nil
    ) async throws -> Run {
        try await offPool {
            try runBlocking(
                arguments, stdin: stdin, timeout: timeout, overrides: environment, launcher: launcher,
                directory: directory)
        }
    }

    /// Runs blocking work on a Dispatch thread and resumes with its result.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    private static func runBlocking(
        _ arguments: [String], stdin: Data, timeout: TimeInterval, overrides: [String: String?], launcher: [String],
        directory: URL?
    ) throws -> Run {
        let process = Process()
        process.currentDirectoryURL = directory
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? executable
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [executable.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes concurrently so a large report cannot block the child.
        let outputData = ReadBox()
        let errorData = ReadBox()
        let group = DispatchGroup()
        for (pipe, box) in [(output, outputData), (error, errorData)] {
            group.enter()
            DispatchQueue.global().async {
                box.data = pipe.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        input.fileHandleForWriting.write(stdin)
        try? input.fileHandleForWriting.close()
        let deadline = DispatchTime.now() + timeout
        if group.wait(timeout: deadline) == .timedOut {
            process.terminate()
            group.wait()
            Issue.record("aasa \(arguments.joined(separator: " ")) ran past \(timeout) s")
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outputData.data, as: UTF8.self),
            stderr: String(decoding: errorData.data, as: UTF8.self))
    }
}

private final class ReadBox: @unchecked Sendable {
    var data = Data()
}
