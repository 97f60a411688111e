import Testing

@testable import AASACore

@Suite struct EntitlementDomainListTests {
    @Test func blankLinesAndCommentsAreSkipped() {
        let text = """
            # production
            applinks:example.com

              webcredentials:example.com   # passkeys
            \t
            example.org\r
            #applinks:disabled.example.com
            """
        #expect(
            DomainListFile.entries(from: text) == [
                "applinks:example.com", "webcredentials:example.com", "example.org",
            ])
    }

    @Test func hashGluedToAnEntryIsKeptForTheParserToReport() {
        #expect(DomainListFile.entries(from: "applinks:example.com#top\n") == ["applinks:example.com#top"])
    }

    @Test func carriageReturnLineEndingsSeparateEntries() {
        #expect(
            DomainListFile.entries(from: "a.example.com\r\nb.example.com\rc.example.com") == [
                "a.example.com", "b.example.com", "c.example.com",
            ])
    }

    @Test func emptyTextHasNoEntries() {
        #expect(DomainListFile.entries(from: "").isEmpty)
        #expect(DomainListFile.entries(from: "\n\n  # nothing\n").isEmpty)
    }
}
