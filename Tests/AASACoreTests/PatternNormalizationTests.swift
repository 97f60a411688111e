import AASACore
import Testing

@Suite struct PatternNormalizationTests {
    /// Spec 4.3's examples: pattern, URL, whether it matches.
    static let examples: [(String, String, Bool)] = [
        ("/buy/*", "https://example.com/buy", true),
        ("/buy/*", "https://example.com/buy/", true),
        ("/buy/*", "https://example.com/buy/42", true),
        ("/buy/*", "https://example.com/buy/42/x", true),
        ("/buy", "https://example.com/buy/", true),
        ("abc", "https://example.com/abc", true),
        ("/a/*/c", "https://example.com/a/c", false),
        ("/id/????", "https://example.com/id/4815", true),
        ("/id/????", "https://example.com/id/481", false),
        ("/", "https://example.com", true),
    ]

    @Test(arguments: examples)
    func documentedNormalizationExampleHolds(pattern: String, url: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches(pattern, url) == expected)
    }

    @Test(arguments: [
        ("*", "https://example.com/anything/at/all?x#y", true),
        ("*", "https://example.com", true),
        ("/a//b", "https://example.com/a/b", true),
        ("/a/b", "https://example.com/a//b", true),
        ("/a/**", "https://example.com/a/b/c", true),
        ("/", "https://example.com/x", false),
        ("/buy/*", "https://example.com/buyer", false),
        ("*/end", "https://example.com/a/b/end", true),
        ("*/end", "https://example.com/a/b/end/more", false),
    ])
    func pathIsNormalizedOnBothSides(pattern: String, url: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches(pattern, url) == expected)
    }
}
