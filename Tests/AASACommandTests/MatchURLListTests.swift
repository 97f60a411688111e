import Foundation
import SignedFixtures
import Testing

/// `aasa match --urls`: which of a site's URLs open the app, through the real binary.
@Suite struct MatchURLListTests {
    static let file = AASABinary.repositoryRoot.appendingPathComponent("Scripts/fixture-world/files/good.json").path

    static let sitemap = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url><loc>https://good.aasa.test/help/faq</loc></url>
          <url><loc>https://good.aasa.test/blog/2024/a?x=1&amp;y=2</loc></url>
          <url><loc>https://good.aasa.test/blog/b</loc></url>
          <url><loc>not a url</loc></url>
        </urlset>
        """

    @Test func sitemapOnStandardInputGivesCoverageAsJSON() async throws {
        let run = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-", "--format", "json"], stdin: Data(Self.sitemap.utf8))
        #expect(run.status == 1, "URLs that open no app fail, as with URLs given as arguments")
        let coverage = try run.json()
        #expect(coverage["urls"] as? Int == 3)
        #expect(coverage["matched"] as? Int == 1)
        #expect(coverage["invalid"] as? Int == 1)
        let prefixes = coverage["unmatchedPrefixes"] as? [[String: Any]]
        #expect(prefixes?.first?["prefix"] as? String == "/blog/")
        #expect(prefixes?.first?["urls"] as? Int == 2)
    }

    /// The same sitemap gzip-compressed, as a `.xml.gz` is served (red team five, item 12), and a
    /// damaged one refused with exit 2.
    @Test func aGzipSitemapIsReadAsItsText() async throws {
        let gzip = ZipBuilder.gzip(Array(Self.sitemap.utf8))
        let run = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-", "--format", "json"], stdin: Data(gzip))
        let coverage = try run.json()
        #expect(coverage["urls"] as? Int == 3 && coverage["invalid"] as? Int == 1, "\(run.stderr)")
        let cut = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-"], stdin: Data(gzip.prefix(gzip.count - 10)))
        #expect(cut.status == 2 && cut.stderr.contains("gzip"), "\(cut.stderr)")
    }

    /// `--report json=PATH` beside the streamed lines (issue 43, item 1): the same run's summary in
    /// a file; a streamed format or URLs given as arguments are refused, not ignored.
    @Test func theCoverageSummaryGoesToAReportFileToo() async throws {
        let list = "https://good.aasa.test/help/faq\nhttps://good.aasa.test/blog/x\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-", "--format", "jsonl", "--report", "json=\(path.path)"],
            stdin: Data(list.utf8))
        #expect(run.stdout.split(separator: "\n").count == 3)
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any]
        #expect(summary?["urls"] as? Int == 2 && summary?["matched"] as? Int == 1)
        let streamed = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-", "--report", "jsonl=\(path.path)"], stdin: Data(list.utf8))
        #expect(streamed.status == 2)
        let arguments = try await AASABinary.run(
            ["match", "--file", Self.file, "https://good.aasa.test/help/faq", "--report", "json=\(path.path)"])
        #expect(arguments.status == 2)
    }

    @Test func jsonLinesStreamOneResultPerURLThenTheSummary() async throws {
        let list = "https://good.aasa.test/help/faq\nhttps://good.aasa.test/blog/x\n"
        let run = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-", "--format", "jsonl"], stdin: Data(list.utf8))
        let lines = run.stdout.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(lines.count == 3)
        #expect(lines.prefix(2).map { $0?["verdict"] as? String } == ["match", "none"])
        #expect((lines.last??["coverage"] as? [String: Any])?["urls"] as? Int == 2)
    }

    /// A list of several batches, matched on every core, keeps its order and its counts; the
    /// first URL (after an invalid line) names the domain, so another host's URLs open nothing.
    @Test func aLongListKeepsItsOrderAcrossBatches() async throws {
        var urls: [(text: String, verdict: String)] = []
        for index in 0..<10_000 {
            switch index % 5 {
            case 1: urls.append(("https://good.aasa.test/blog/\(index)", "none"))
            case 3: urls.append(("https://other.aasa.test/help/\(index)", "none"))
            default: urls.append(("https://good.aasa.test/help/\(index)", "match"))
            }
        }
        let list = "not a url\n" + urls.map(\.text).joined(separator: "\n") + "\n"
        let run = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-", "--format", "jsonl"], stdin: Data(list.utf8))
        let lines = run.stdout.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        try #require(lines.count == urls.count + 1)
        #expect(lines.dropLast().map { $0?["url"] as? String } == urls.map(\.text))
        #expect(lines.dropLast().map { $0?["verdict"] as? String } == urls.map(\.verdict))
        let coverage = lines.last??["coverage"] as? [String: Any]
        #expect(coverage?["urls"] as? Int == urls.count)
        #expect(coverage?["invalid"] as? Int == 1)
        #expect(coverage?["matched"] as? Int == urls.filter { $0.verdict == "match" }.count)
    }

    @Test func everyURLOpeningTheAppPasses() async throws {
        let run = try await AASABinary.run(
            ["match", "--file", Self.file, "--urls", "-"], stdin: Data("https://good.aasa.test/help/a\n".utf8))
        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test(arguments: [
        ["https://good.aasa.test/help/a"],  // arguments and --urls together
        ["--format", "junit"],
    ])
    func misuseIsAUsageError(_ extra: [String]) async throws {
        let run = try await AASABinary.run(["match", "--file", Self.file, "--urls", "/dev/null"] + extra)
        #expect(run.status == 2, "\(run.stderr)")
    }
}
