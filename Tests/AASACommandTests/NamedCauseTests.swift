import Foundation
import Testing

/// Small red-team findings: each message names the real cause, numbers mean what they say, an
/// empty input is no pass, and nothing but aasa's own words reaches standard error.
@Suite struct NamedCauseTests {
    static let good = AASABinary.repositoryRoot.appendingPathComponent("Scripts/fixture-world/files/good.json").path

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-causes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["0x10", "1e1", "nan", "0", " 5"])
    func timeoutTakesPlainDecimalSecondsOnly(_ text: String) async throws {
        let run = try await AASABinary.run(["verify", "--timeout", text, "example.com"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--timeout takes seconds"), "\(run.stderr)")
    }

    @Test(arguments: [["lint", good, "--output", ""], ["verify", "example.com", "--output", ""]])
    func emptyOutputNameIsSaidAsSuch(_ arguments: [String]) async throws {
        let run = try await AASABinary.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains("is empty") && !run.stderr.contains("directory"), "\(run.stderr)")
    }

    @Test func symbolicLinkLoopIsNamed() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("loop.json").path
        #expect(symlink(loop, loop) == 0)
        let run = try await AASABinary.run(["lint", loop])
        #expect(run.status == 2)
        #expect(run.stderr.contains("loop of symbolic links"), "\(run.stderr)")
    }

    @Test(arguments: [
        "", "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"></urlset>",
    ])
    func urlListWithNoURLIsNoPass(_ text: String) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("sitemap.xml")
        try Data(text.utf8).write(to: list)
        let run = try await AASABinary.run(["match", "--file", Self.good, "--urls", list.path])
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stderr.contains("holds no URL"), "\(run.stderr)")
    }

    /// Foundation's plist parser logs its own line on descriptor 2 for a malformed old-style
    /// plist; aasa says what is wrong in one line of its own.
    @Test func malformedProjectGetsOnlyAasasOwnMessage() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Bad.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n{ objects = { a = b c; }; }".utf8).write(
            to: project.appendingPathComponent("project.pbxproj"))
        let run = try await AASABinary.run(["verify", "--xcodeproj", project.path])
        #expect(run.status == 2)
        #expect(!run.stderr.contains("CFPropertyList"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    /// Labels Prometheus gives a meaning (`le`, `quantile`) or aasa's own series use are refused.
    @Test(arguments: ["le=1", "quantile=0.5", "app_id=x", "finding=y", "domain=z"])
    func reservedMetricsLabelsAreRefused(_ label: String) async throws {
        let run = try await AASABinary.run([
            "verify", "example.com", "--format", "prometheus", "--metrics-label", label,
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("label"), "\(run.stderr)")
    }

    /// Two entries that differ only in control characters render to the same label value; each
    /// is still its own series, so promtool accepts the page.
    @Test func entriesThatRenderAlikeAreDistinctSeries() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("domains.txt")
        try Data("applinks:a\u{01}b\napplinks:a\u{02}b\n".utf8).write(to: list)
        let run = try await AASABinary.run(["verify", "--domains", list.path, "--format", "prometheus"])
        #expect(run.status == 1, "\(run.stderr)")
        let up = run.stdout.split(separator: "\n").filter { $0.hasPrefix("aasa_domain_up{") }
        #expect(up.count == 2)
        #expect(Set(up.map { $0.split(separator: "}")[0] }).count == 2)
        let promtool = try await PrometheusCheck.promtool(run.stdout)
        #expect(promtool.status == 0, "\(promtool.output)")
    }
}
