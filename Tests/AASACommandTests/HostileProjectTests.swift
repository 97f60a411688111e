import FixtureWorld
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An untrusted Xcode project can neither make aasa work without bound nor block it nor write to
/// the terminal (red-team round three): build-setting bombs end as entry findings naming the
/// setting, include fan-out is read once per file, FIFOs are refused without being opened, and
/// names from the project are escaped. Time and memory are measured in the child process, with
/// bounds generous for a busy machine that the unbounded code missed by hours or gigabytes.
@Suite(.serialized) struct HostileProjectTests {
    /// A copy of the Shop fixture project in a fresh folder; its Release configuration includes
    /// `Config/Local.xcconfig` with `#include?`, which each test writes (or makes a FIFO).
    static func project(local: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-project-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: AASABinary.fixture("xcode/Shop")), to: folder)
        if let local { try Data(local.utf8).write(to: folder.appendingPathComponent("Config/Local.xcconfig")) }
        return folder
    }

    static func verify(_ project: URL, _ extra: [String] = []) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        return try await AASABinary.run(
            [
                "verify", "--timeout", "3", "--connect-to", world.connectTo, "--cacert", world.caFile,
                "--format", "json", "--xcodeproj", project.appendingPathComponent("Shop.xcodeproj").path,
                "--target", "Shop",
            ] + extra, timeout: 120)
    }

    /// Every finding of the report, as (id, entry).
    static func findings(_ run: AASABinary.Run) throws -> [(id: String, entry: String)] {
        let domains = try #require(try run.json()["domains"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        return domains.flatMap { domain in
            (domain["findings"] as? [[String: Any]] ?? []).map {
                ($0["id"] as? String ?? "", $0["entry"] as? String ?? "")
            }
        }
    }

    /// Runs the verifier on `project` in a child that reports its peak memory and wall time.
    static func measured(_ project: URL) async throws -> (kib: Int, seconds: TimeInterval) {
        let world = try FixtureWorld.shared()
        return try await HostileServerTests.peakMemoryKiB([
            "verify", "--timeout", "3", "--connect-to", world.connectTo, "--cacert", world.caFile,
            "--xcodeproj", project.appendingPathComponent("Shop.xcodeproj").path, "--target", "Shop",
        ])
    }

    static let boundKiB = 64 * 1024
    /// Exponential expansion at these sizes took from 35 seconds to hours; linear takes well under one.
    static let boundSeconds: TimeInterval = 30

    static let doublingChain: String = {
        var lines = ["APP_LINK_HOST = $(H0)"]
        for level in 0..<40 { lines.append("H\(level) = $(H\(level + 1))$(H\(level + 1))") }
        return (lines + ["H40 = x"]).joined(separator: "\n")
    }()

    @Test(arguments: [
        ("doubling", doublingChain),
        (
            "self",
            Array(repeating: "APP_LINK_HOST = $(APP_LINK_HOST)$(APP_LINK_HOST)", count: 40)
                .joined(separator: "\n")
        ),
        ("mutual", "APP_LINK_HOST = $(OTHER)$(OTHER)\nOTHER = $(APP_LINK_HOST)$(APP_LINK_HOST)"),
        ("inherited", Array(repeating: "APP_LINK_HOST = $(inherited)$(inherited)", count: 40).joined(separator: "\n")),
    ])
    func buildSettingBombIsAnEntryFindingInBoundedWork(_ name: String, _ local: String) async throws {
        let project = try Self.project(local: local)
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try await Self.verify(project)
        #expect(run.status == 1, "\(run.stderr)")
        let found = try Self.findings(run)
        #expect(
            found.filter { $0.id == "entitlement.build-setting" }.map(\.entry).sorted()
                == ["applinks:$(APP_LINK_HOST)", "webcredentials:$(APP_LINK_HOST)"])
        #expect(!found.contains { $0.id == "entitlement.placeholder" }, "a cycle is not an undefined setting")
        let (kib, seconds) = try await Self.measured(project)
        #expect(kib < Self.boundKiB, "\(name): peaked at \(kib) KiB")
        #expect(seconds < Self.boundSeconds, "\(name): took \(seconds) s")
    }

    /// Three includes per level, fourteen levels deep (4.8 million includes unbounded), just
    /// within the nesting limit.
    @Test func includeFanOutIsReadOncePerFileAndCapped() async throws {
        let project = try Self.project(local: "#include \"Fan1.xcconfig\"\n")
        defer { try? FileManager.default.removeItem(at: project) }
        for level in 1...14 {
            let next = level < 14 ? String(repeating: "#include \"Fan\(level + 1).xcconfig\"\n", count: 3) : ""
            try Data((next + "FAN\(level) = \(level)\n").utf8)
                .write(to: project.appendingPathComponent("Config/Fan\(level).xcconfig"))
        }
        let run = try await Self.verify(project)
        let found = try Self.findings(run)
        // Reported once on each entry the settings feed, which still resolves and is fetched.
        #expect(
            found.filter { $0.id == "entitlement.xcconfig" }.map(\.entry).sorted()
                == ["applinks:$(APP_LINK_HOST)", "webcredentials:$(APP_LINK_HOST)"])
        #expect(try run.json()["domains"].map { "\($0)" }?.contains("good.aasa.test") == true)
        let (kib, seconds) = try await Self.measured(project)
        #expect(kib < Self.boundKiB, "peaked at \(kib) KiB")
        #expect(seconds < Self.boundSeconds, "took \(seconds) s")
    }

    /// An include written on macOS's case-insensitive disk (`Base.xcconfig` for base.xcconfig) is
    /// found as Xcode finds it there, and said as information.
    @Test func includeInAnotherLetterCaseIsFoundAndSaid() async throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.moveItem(
            at: project.appendingPathComponent("Config/Base.xcconfig"),
            to: project.appendingPathComponent("Config/base.xcconfig"))
        let run = try await Self.verify(project)
        #expect(run.status == 0, "\(run.stderr)")
        let found = try Self.findings(run)
        #expect(
            found.filter { $0.id == "entitlement.xcconfig-case" }.map(\.entry).sorted()
                == ["applinks:$(APP_LINK_HOST)", "webcredentials:$(APP_LINK_HOST)"])
        // The settings it holds were read: the team, so the app ID, and the host.
        #expect(!found.contains { $0.id == "entitlement.app-unchecked" || $0.id == "entitlement.xcconfig" })
    }

    /// `#include?` of a FIFO would block `open()` forever: it is refused as a finding.
    @Test func fifoIncludeIsAFindingNotABlockedRead() async throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(mkfifo(project.appendingPathComponent("Config/Local.xcconfig").path, 0o644) == 0)
        let run = try await Self.verify(project)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.findings(run).map(\.id).contains("entitlement.xcconfig"))
    }

    @Test func fifoEntitlementsFileIsRefusedWithoutWaiting() async throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let entitlements = project.appendingPathComponent("Shop/Shop.entitlements").path
        try FileManager.default.removeItem(atPath: entitlements)
        #expect(mkfifo(entitlements, 0o644) == 0)
        let run = try await Self.verify(project)
        #expect(run.status == 2)
        #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
    }

    /// Target names come from the project: an escape sequence in one reaches no terminal.
    @Test func targetNamesFromTheProjectAreEscaped() async throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let file = project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "name = ShopWidget;", with: "name = \"Shop\u{1B}]0;owned\u{07}Widget\";")
        try Data(text.utf8).write(to: file)
        let run = try await Self.verify(project, ["--target", "Nope"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Shop\\u{1B}]0;owned\\u{7}Widget"), "\(run.stderr)")
        #expect(!run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }
}
