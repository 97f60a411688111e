import Foundation
import Testing

/// The APKs and the bundle of `Tests/Fixtures/android/build-apps.sh`, built once per test run with
/// Debian's aapt, aapt2, zipalign, apksigner, keytool and jarsigner, and what those tools say about them.
///
/// Every tool runs on a Dispatch thread (`AASABinary.offPool`), never on Swift's cooperative pool
/// of two threads: seconds of JVM start-ups there would stall the async tests' continuations, past
/// the fixture world's idle timeout for a kept-open connection.
enum AndroidAppFixtures {
    /// The folder the fixtures were built in, or why they could not be.
    private static let built: Result<String, FixtureError> = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("aasa-android-\(ProcessInfo.processInfo.processIdentifier)").path
        let script = AASABinary.fixture("android/build-apps.sh")
        do {
            let (status, output) = try runTool("/bin/bash", [script, directory])
            guard status == 0 else { return .failure(FixtureError("build-apps.sh failed: \(output.suffix(2000))")) }
            return .success(directory)
        } catch {
            return .failure(FixtureError("build-apps.sh did not run: \(error)"))
        }
    }()

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The path of a built fixture (`app-v2.apk`); the first call builds them all.
    static func path(_ name: String) async throws -> String {
        try await AASABinary.offPool { try built.get() } + "/" + name
    }

    /// Runs a tool and returns its exit status and what it printed on both streams.
    static func tool(_ executable: String, _ arguments: [String]) async throws -> (Int32, String) {
        try await AASABinary.offPool { try runTool(executable, arguments) }
    }

    /// ``tool(_:_:)`` on the calling thread: only for a Dispatch thread.
    private static func runTool(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `apksigner verify --print-certs`: each signer's DN and SHA-256, in apksigner's order.
    static func apksignerCertificates(_ name: String, minSdk: Int? = nil) async throws -> [(dn: String, sha256: String)]
    {
        var arguments = ["verify", "--print-certs"]
        if let minSdk { arguments += ["--min-sdk-version", String(minSdk)] }
        let (status, output) = try await tool("/usr/bin/apksigner", arguments + [try await path(name)])
        #expect(status == 0, "apksigner verify \(name): \(output.prefix(500))")
        var names: [String] = []
        var digests: [String] = []
        for line in output.split(separator: "\n") {
            if let value = line.split(separator: ": ", maxSplits: 1).last, line.contains("certificate DN") {
                names.append(String(value))
            }
            if let value = line.split(separator: ": ", maxSplits: 1).last, line.contains("certificate SHA-256 digest") {
                digests.append(String(value))
            }
        }
        return Array(zip(names, digests)).map { (dn: $0.0, sha256: $0.1) }
    }

    /// apksigner's lower-case digest in the form Android compares.
    static func keytoolForm(_ digest: String) -> String {
        var pairs: [String] = []
        var characters = Array(digest.uppercased())
        while characters.count >= 2 {
            pairs.append(String(characters.prefix(2)))
            characters.removeFirst(2)
        }
        return pairs.joined(separator: ":")
    }

    /// The package, the hosts and the autoVerify flags `aapt dump xmltree` (binary manifests) or
    /// `aapt2 dump xmltree` (protobuf ones) prints.
    static func dumpedManifest(_ output: String) -> (package: String?, hosts: [String], autoVerify: Int) {
        var package: String?
        var hosts: [String] = []
        var autoVerify = 0
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("A: package=\""), let value = text.split(separator: "\"").dropFirst().first {
                package = String(value)
            }
            if text.contains(":host(0x01010028)=") {
                // `="good.aasa.test" (Raw: ...)`, `=@0x7f020001`, or aapt2's `=@string/link_host (Raw: ...)`.
                let value = text.split(separator: ")=", maxSplits: 1).last ?? ""
                hosts.append(
                    value.hasPrefix("\"")
                        ? String(value.split(separator: "\"")[0])
                        : String(value.split(separator: " ").first ?? ""))
            }
            if text.contains(":autoVerify(0x010104ee)=") { autoVerify += 1 }
        }
        return (package, hosts, autoVerify)
    }
}

extension AndroidAppFixtures {
    /// The default-configuration strings `aapt dump --values resources` prints, by `@0x7f...` reference.
    static func dumpedStrings(_ name: String) async throws -> [String: String] {
        let (_, output) = try await tool("/usr/bin/aapt", ["dump", "--values", "resources", try await path(name)])
        var strings: [String: String] = [:]
        var pending: String?
        var inDefault = false
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("config ") { inDefault = text == "config (default):" }
            if inDefault, text.hasPrefix("resource 0x"), let id = text.split(separator: " ").dropFirst().first {
                pending = "@" + id
            } else if let id = pending, text.hasPrefix("(string"),
                let value = text.split(separator: "\"").dropFirst().first
            {
                strings[id] = String(value)
                pending = nil
            }
        }
        return strings
    }
}
