import SignedFixtures
import Testing

@testable import AASACore

/// `match --urls` input: lines or a sitemap, cut the same whatever the chunk boundaries.
@Suite struct URLListReaderTests {
    static func entries(_ text: String, chunk: Int = 1 << 16) -> [URLListReader.Entry] {
        var reader = URLListReader()
        var found: [URLListReader.Entry] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let piece = Array(bytes[start..<min(bytes.count, start + chunk)])
            reader.consume(piece.span) { found.append($0) }
            start += chunk
        }
        reader.finish { found.append($0) }
        return found
    }

    @Test(arguments: [1, 3, 1 << 16])
    func linesSkipBlanksAndComments(_ chunk: Int) {
        let text = "\u{FEFF}\nhttps://a.example/x\r\n# comment\n\n  https://a.example/y  \nhttps://a.example/z"
        let found = Self.entries(text, chunk: chunk)
        #expect(found.map(\.text) == ["https://a.example/x", "https://a.example/y", "https://a.example/z"])
        #expect(found.map(\.line) == [2, 5, 6])
    }

    @Test(arguments: [1, 7, 1 << 16])
    func sitemapLocationsAreReadWithEntitiesDecoded(_ chunk: Int) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://a.example/</loc><lastmod>2026-01-01</lastmod></url>
              <url>
                <loc>
                  https://a.example/q?a=1&amp;b=&#x32;&#51;
                </loc>
              </url>
            </urlset>
            """
        let found = Self.entries(text, chunk: chunk)
        #expect(found.map(\.text) == ["https://a.example/", "https://a.example/q?a=1&b=23"])
        #expect(found.map(\.line) == [3, 5])
    }

    @Test(arguments: [5, 4_096, 1 << 16])
    func anOverlongEntryIsReportedNotKept(_ chunk: Int) {
        let long = "https://a.example/" + String(repeating: "a", count: URLListReader.entryLimit)
        let found = Self.entries(long + "\nhttps://a.example/b\n", chunk: chunk)
        #expect(found.map(\.text) == [nil, "https://a.example/b"])
    }

    @Test func unknownEntitiesStayAsWritten() {
        #expect(URLListReader.decodingEntities("a&nbsp;b&c") == "a&nbsp;b&c")
    }
}

/// The coverage summary counts as URLs stream by, with a bounded table of prefixes.
@Suite struct URLCoverageTests {
    static func result(_ verdict: MatchVerdict) -> MatchReport.URLResult {
        MatchReport.URLResult(
            url: "", verdict: verdict, apps: [MatchReport.AppResult(appID: "T.app", verdict: verdict, rule: nil)])
    }

    @Test func countsAndPrefixes() {
        var coverage = URLCoverage()
        coverage.add(Self.result(.match), path: "/buy/1")
        coverage.add(Self.result(.none), path: "/blog/2024/a")
        coverage.add(Self.result(.none), path: "/blog/b")
        coverage.add(Self.result(.block), path: "/buy/admin")
        coverage.add(Self.result(.none), path: "/about")
        coverage.addInvalid(line: 7)
        let done = coverage.finished()
        #expect((done.urls, done.matched, done.blocked, done.none, done.invalid) == (5, 1, 1, 3, 1))
        #expect(done.apps == [URLCoverage.AppCoverage(appID: "T.app", matched: 1, blocked: 1, none: 3)])
        #expect(done.unmatchedPrefixes.map(\.prefix) == ["/blog/", "/about"])
        #expect(done.invalidLines == [7])
    }

    /// Apps counted by ID, whatever their order in a result.
    @Test func appsAreCountedByIDInAnyOrder() {
        func app(_ id: String, _ verdict: MatchVerdict) -> MatchReport.AppResult {
            MatchReport.AppResult(appID: id, verdict: verdict, rule: nil)
        }
        var coverage = URLCoverage()
        coverage.add(
            MatchReport.URLResult(url: "", verdict: .match, apps: [app("A", .match), app("B", .none)]), path: "/")
        coverage.add(
            MatchReport.URLResult(url: "", verdict: .block, apps: [app("B", .block), app("A", .none)]), path: "/")
        coverage.add(MatchReport.URLResult(url: "", verdict: .match, apps: [app("C", .match)]), path: "/")
        #expect(
            coverage.finished().apps == [
                URLCoverage.AppCoverage(appID: "A", matched: 1, blocked: 0, none: 1),
                URLCoverage.AppCoverage(appID: "B", matched: 0, blocked: 1, none: 1),
                URLCoverage.AppCoverage(appID: "C", matched: 1, blocked: 0, none: 0),
            ])
    }

    @Test(arguments: [
        ("/", "/"), ("/about", "/about"), ("/blog/2024/a", "/blog/"), ("//x", "//"), ("/bücher/x", "/bücher/"),
        ("/é\u{301}/x", "/é\u{301}/"),
    ])
    func unmatchedPrefixIsTheFirstSegment(path: String, prefix: String) {
        #expect(URLCoverage.prefix(of: path) == prefix)
    }

    /// Ten thousand counted prefixes of 8 KB URLs held about 100 MB; each key is now short.
    @Test func longFirstSegmentIsCutOnAScalarBoundary() {
        let long = URLCoverage.prefix(of: "/" + String(repeating: "é", count: 4_000) + "/x")
        #expect(long.utf8.count <= URLCoverage.prefixBytes + "…".utf8.count)
        #expect(long.hasSuffix("…") && long.hasPrefix("/éé"))
        #expect(!long.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test func distinctPrefixesAreBounded() {
        var coverage = URLCoverage()
        for index in 0..<(URLCoverage.countedPrefixes + 500) {
            coverage.add(Self.result(.none), path: "/p\(index)/x")
        }
        let done = coverage.finished()
        #expect(done.unmatchedPrefixes.first == URLCoverage.PrefixCount(prefix: "(other)", urls: 500))
        #expect(done.unmatchedPrefixes.count == URLCoverage.reportedPrefixes)
    }
}

/// Red team five, item 12: sitemaps as servers write them: tag names with white space or a
/// namespace prefix, CDATA, gzip and UTF-16, and every `<loc>` that is not read counted.
@Suite struct SitemapFormsTests {
    /// Decoded then cut, in chunks of `chunk` bytes.
    static func entries(_ bytes: [UInt8], chunk: Int = 1 << 16) throws -> [URLListReader.Entry] {
        let decoder = URLListDecoder()
        var reader = URLListReader()
        var found: [URLListReader.Entry] = []
        var start = 0
        while start < bytes.count {
            let piece = Array(bytes[start..<min(bytes.count, start + chunk)])
            try decoder.consume(piece.span) { text in reader.consume(text) { found.append($0) } }
            start += chunk
        }
        try decoder.finish { text in reader.consume(text) { found.append($0) } }
        reader.finish { found.append($0) }
        return found
    }

    static let sitemap = """
        <?xml version="1.0" encoding="UTF-8"?>
        <sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
          <sm:url><sm:loc>https://a.example/1</sm:loc></sm:url>
          <url><loc >https://a.example/2</loc ></url>
          <url><loc><![CDATA[https://a.example/3?a=1&b=<2>]]></loc></url>
          <url><loc>https://a.example/4</url>
          <url><loc>https://a.example/5</loc></url>
          <url><loc>https://a.example/é😀</loc></url>
          <url><loc>https://a.example/unclosed
        """

    static let expected: [String?] = [
        "https://a.example/1", "https://a.example/2", "https://a.example/3?a=1&b=<2>", nil, "https://a.example/5",
        "https://a.example/é😀", nil,
    ]

    @Test(arguments: [1, 3, 1 << 16])
    func everyFormOfLocIsReadOrCounted(_ chunk: Int) throws {
        #expect(try Self.entries(Array(Self.sitemap.utf8), chunk: chunk).map(\.text) == Self.expected)
    }

    @Test(arguments: [1, 5, 1 << 16])
    func gzipAndUTF16SitemapsAreDecoded(_ chunk: Int) throws {
        let little: [UInt8] = [0xFF, 0xFE] + Self.sitemap.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + Self.sitemap.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big, ZipBuilder.gzip(Array(Self.sitemap.utf8)), ZipBuilder.gzip(little)] {
            #expect(try Self.entries(bytes, chunk: chunk).map(\.text) == Self.expected)
        }
    }

    /// A gzip bomb stops at 50 MB inflated; a cut or damaged stream is refused.
    @Test func gzipIsBoundedAndChecked() throws {
        let bomb = ZipBuilder.gzip([UInt8](repeating: 0x20, count: URLListDecoder.maximumInflated + (1 << 20)))
        #expect(bomb.count < 1 << 20)
        #expect(throws: URLListDecoder.Failure.self) { _ = try Self.entries(bomb) }
        let whole = ZipBuilder.gzip(Array(Self.sitemap.utf8))
        #expect(throws: URLListDecoder.Failure.self) { _ = try Self.entries(Array(whole.dropLast(9))) }
        var damaged = whole
        damaged[damaged.count / 2] ^= 0xFF
        #expect(throws: URLListDecoder.Failure.self) { _ = try Self.entries(damaged) }
    }
}
