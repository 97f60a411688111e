import AASACore
import Testing

@Suite struct PatternWildcardTests {
    @Test(arguments: [
        ("/a/*/c", "https://example.com/a/b/c", true),
        ("/a/*/c", "https://example.com/a/b/x/c", true),
        ("/a?c", "https://example.com/abc", true),
        ("/a?c", "https://example.com/ac", false),
        ("/a?c", "https://example.com/abbc", false),
        ("/sourdough/?*", "https://example.com/sourdough/rye", true),
        ("/sourdough/?*", "https://example.com/sourdough/", false),
        ("/x*y*z", "https://example.com/xaaybbz", true),
        ("/x*y*z", "https://example.com/xaazbby", false),
        ("/[ab]", "https://example.com/a", false),
        ("/[ab]", "https://example.com/[ab]", true),
        ("/exact", "https://example.com/exactly", false),
        ("/exact", "https://example.com/prefix/exact", false),
    ])
    func wildcardsMatchAsDocumented(pattern: String, url: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches(pattern, url) == expected)
    }

    @Test func starMatchesAcrossSlashes() throws {
        #expect(try MatcherFixtures.pathMatches("/a*z", "https://example.com/a/b/c/z"))
    }

    @Test func questionMarkMatchesOneEncodedCharacterAsWritten() throws {
        // By default the URL is compared as written: `%41` is three characters, not one.
        #expect(try MatcherFixtures.pathMatches("/???", "https://example.com/%41"))
        #expect(try !MatcherFixtures.pathMatches("/?", "https://example.com/%41"))
    }
}
