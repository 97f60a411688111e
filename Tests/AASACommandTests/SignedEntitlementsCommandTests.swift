import FixtureWorld
import Foundation
import SignedFixtures
import Testing

/// `aasa verify --entitlements` with a signed executable, an .ipa and a provisioning profile,
/// built by the test, against the fixture world.
@Suite(.serialized) struct SignedEntitlementsCommandTests {
    static let app = "ABCDE12345.com.example.app"

    /// Writes `bytes` to a temporary file, runs `aasa verify --format json --entitlements FILE`.
    static func verify(_ bytes: [UInt8], suffix: String) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-signed-\(getpid())-\(UUID().uuidString)\(suffix)")
        try Data(bytes).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        return try await AASABinary.run(
            [
                "verify", "--format", "json", "--connect-to", world.connectTo, "--cacert", world.caFile,
                "--entitlements", path.path,
            ])
    }

    static func ids(_ run: AASABinary.Run) throws -> [String] {
        let domains = try #require(try run.json()["domains"] as? [[String: Any]])
        return domains.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
    }

    @Test func signedExecutableSuppliesEntriesAndAppID() async throws {
        let executable = MachOBuilder(appID: Self.app, domains: ["applinks:good.aasa.test"]).build()
        let run = try await Self.verify(executable, suffix: "")
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
    }

    /// The signed app ID is the one looked for: good.aasa.test does not list this app.
    @Test func signedAppIDIsCheckedAgainstTheFile() async throws {
        let executable = MachOBuilder(appID: "ZZZZZ99999.com.other.app", domains: ["applinks:good.aasa.test"]).build()
        let run = try await Self.verify(executable, suffix: "")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(try Self.ids(run).contains("entitlement.app-missing"))
    }

    @Test func ipaSuppliesEntriesAndAppID() async throws {
        let executable = MachOBuilder(appID: Self.app, domains: ["applinks:good.aasa.test"]).build()
        let run = try await Self.verify(IPABuilder.build(executable: executable), suffix: ".ipa")
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
    }

    @Test func truncatedExecutableIsAUsageError() async throws {
        let executable = MachOBuilder(appID: Self.app, domains: ["applinks:good.aasa.test"]).build()
        let run = try await Self.verify(Array(executable.dropLast(10)), suffix: "")
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    @Test func profileGrantingAnyDomainWithoutEntriesIsAUsageError() async throws {
        let profile = ProfileBuilder.build(
            entitlements: ProfileBuilder.entitlements(appID: Self.app, domains: "<string>*</string>"))
        let run = try await Self.verify(profile, suffix: ".mobileprovision")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
    }
}

extension SignedEntitlementsCommandTests {
    /// An .app whose executable is a FIFO: refused at once, never a wait for a writer.
    @Test func appBundleWithAFIFOExecutableIsRefusedWithoutHanging() async throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-fifo-\(UUID().uuidString).app")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(EntitlementsPlist.info(executable: "App").utf8).write(to: bundle.appendingPathComponent("Info.plist"))
        #expect(mkfifo(bundle.appendingPathComponent("App").path, 0o600) == 0)
        let run = try await AASABinary.run(["verify", "--entitlements", bundle.path], timeout: 20)
        #expect(run.status == 2)
        #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
    }
}
