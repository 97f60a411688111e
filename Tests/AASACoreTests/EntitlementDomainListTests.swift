import Testing

@testable import AASACore

@Suite struct EntitlementDomainListTests {
    static func entries(_ text: String) -> [String] {
        DomainListFile.lines(from: text).map(\.entry)
    }

    @Test func blankLinesAndCommentsAreSkipped() {
        let text = """
            # production
            applinks:example.com

              webcredentials:example.com   # passkeys
            \t
            example.org\r
            #applinks:disabled.example.com
            """
        #expect(Self.entries(text) == ["applinks:example.com", "webcredentials:example.com", "example.org"])
        #expect(DomainListFile.lines(from: text).map(\.number) == [2, 4, 6])
    }

    @Test func hashGluedToAnEntryIsKeptForTheParserToReport() {
        #expect(Self.entries("applinks:example.com#top\n") == ["applinks:example.com#top"])
    }

    @Test func carriageReturnLineEndingsSeparateEntries() {
        let text = "a.example.com\r\nb.example.com\rc.example.com"
        #expect(Self.entries(text) == ["a.example.com", "b.example.com", "c.example.com"])
        #expect(DomainListFile.lines(from: text).map(\.number) == [1, 2, 3])
    }

    @Test func emptyTextHasNoEntries() {
        #expect(Self.entries("").isEmpty)
        #expect(Self.entries("\n\n  # nothing\n").isEmpty)
    }

    @Test func appIDsAfterTheEntryBelongToIt() {
        let text = """
            applinks:shop.example.com ABCDE12345.com.example.shop   FGHIJ67890.com.example.clip # two apps
            webcredentials:example.com
            """
        let lines = DomainListFile.lines(from: text)
        #expect(lines.map(\.entry) == ["applinks:shop.example.com", "webcredentials:example.com"])
        #expect(lines[0].appIDs == ["ABCDE12345.com.example.shop", "FGHIJ67890.com.example.clip"])
        #expect(lines[1].appIDs.isEmpty)
    }

    @Test func byteOrderMarkIsNotPartOfTheFirstEntry() {
        #expect(Self.entries("\u{FEFF}applinks:example.com\n") == ["applinks:example.com"])
    }

    @Test func aLineThatIsNotUTF8IsMarkedAndTheOthersAreRead() {
        let bytes =
            Array("applinks:a.example.com\n".utf8) + [0x62, 0xFF, 0x2E, 0x63, 0x6F, 0x6D, 0x0A]
            + Array("applinks:c.example.com\n".utf8)
        let lines = DomainListFile.lines(from: bytes)
        #expect(lines.map(\.number) == [1, 2, 3])
        #expect(lines.map(\.isValidUTF8) == [true, false, true])
    }

    /// A list read in chunks is the same list, wherever the chunks are cut: through a byte order
    /// mark, between a carriage return and its line feed, inside a multi-byte scalar.
    @Test func chunksCutAnywhereGiveTheSameLines() {
        let bytes =
            [0xEF, 0xBB, 0xBF] + Array("applinks:a.example.com ABCDE12345.com.example.app\r\n\r\n# c\r".utf8)
            + Array("webcredentials:b.example.com\rapplinks:é.example.com\n".utf8) + [0x62, 0xFF, 0x0A]
            + Array("last.example.com".utf8)
        let whole = DomainListFile.lines(from: bytes)
        #expect(whole.map(\.number) == [1, 4, 5, 6, 7])
        for size in 1...8 {
            var splitter = DomainListFile.LineSplitter()
            var lines: [DomainListFile.Line] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                splitter.feed(Array(rest.prefix(size)).span) { lines.append($0) }
                rest = rest.dropFirst(size)
            }
            splitter.finish { lines.append($0) }
            #expect(lines == whole, "chunks of \(size) bytes")
        }
    }

    @Test func aLineLongerThanTheBoundIsCutAndMarked() {
        let long = "applinks:" + String(repeating: "a", count: DomainListFile.maximumLineBytes) + ".example.com"
        let lines = DomainListFile.lines(from: "applinks:a.example.com\n\(long)\napplinks:c.example.com")
        #expect(lines.map(\.isTooLong) == [false, true, false])
        #expect(lines[1].entry.utf8.count == DomainListFile.maximumLineBytes)
        #expect(lines.map(\.number) == [1, 2, 3])
    }
}
