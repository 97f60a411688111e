import AASACore
import Testing

@Suite struct PatternVariableTests {
    static let food = ["food": ["burrito", "pizza", "sushi", "samosa"]]

    @Test(arguments: [
        ("/$(food)/", "https://example.com/pizza/", true),
        ("/$(food)/", "https://example.com/tacos/", false),
        ("/$(food)", "https://example.com/sushi", true),
        ("/$(food)s", "https://example.com/pizzas", true),
        ("/$(food)$(food)", "https://example.com/sushipizza", true),
    ])
    func customVariableMatchesAnyOfItsValues(pattern: String, url: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches(pattern, url, variables: Self.food) == expected)
    }

    @Test func variableValuesMayHoldWildcards() throws {
        let variables = ["id": ["item-?*", "x"]]
        #expect(
            try MatcherFixtures.pathMatches("/$(id)/view", "https://example.com/item-42/view", variables: variables))
        #expect(try !MatcherFixtures.pathMatches("/$(id)/view", "https://example.com/item-/view", variables: variables))
    }

    /// A value is tried, then the rest of the pattern; another value may be needed to finish.
    @Test func variableBacktracksOverItsValues() throws {
        let variables = ["v": ["a", "ab"]]
        #expect(try MatcherFixtures.pathMatches("/$(v)c", "https://example.com/abc", variables: variables))
    }

    @Test func valuesAreNotExpandedAsVariables() throws {
        let variables = ["outer": ["$(inner)"], "inner": ["x"]]
        #expect(try !MatcherFixtures.pathMatches("/$(outer)", "https://example.com/x", variables: variables))
    }

    @Test(arguments: [
        ("GB", true), ("gb", true), ("UK", false), ("US", true), ("us", true), ("ZZ", false), ("G", false),
    ])
    func regionMatchesISO3166Codes(code: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches("/$(region)/", "https://example.com/\(code)/") == expected)
    }

    @Test(arguments: [("en", true), ("EN", true), ("fr", true), ("deu", true), ("ger", true), ("xx", false)])
    func langMatchesISO639Codes(code: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches("/$(lang)/", "https://example.com/\(code)/") == expected)
    }

    @Test func customVariableShadowsBuiltIn() throws {
        let variables = ["region": ["moon"]]
        #expect(try MatcherFixtures.pathMatches("/$(region)", "https://example.com/moon", variables: variables))
        #expect(try !MatcherFixtures.pathMatches("/$(region)", "https://example.com/GB", variables: variables))
    }

    @Test(arguments: [
        ("alpha", "q", true), ("alpha", "Q", true), ("alpha", "1", false),
        ("upper", "Q", true), ("upper", "q", false),
        ("lower", "q", true), ("lower", "Q", false),
        ("alnum", "7", true), ("alnum", "-", false),
        ("digit", "7", true), ("digit", "a", false),
        ("xdigit", "f", true), ("xdigit", "F", true), ("xdigit", "g", false),
        ("alpha", "%C3%A9", false),
    ])
    func builtInClassMatchesOneCharacter(name: String, character: String, expected: Bool) throws {
        #expect(try MatcherFixtures.pathMatches("/x$(\(name))", "https://example.com/x\(character)") == expected)
    }

    @Test func builtInClassMatchesExactlyOneCharacter() throws {
        #expect(try !MatcherFixtures.pathMatches("/$(digit)", "https://example.com/12"))
    }

    @Test(arguments: ["/$(nope)", "/$()", "/$(food", "/$(fo$o)", "/$(fo(o)", "/*$(food"])
    func undefinedOrMalformedVariableNeverMatches(pattern: String) throws {
        #expect(try !MatcherFixtures.pathMatches(pattern, "https://example.com/pizza", variables: Self.food))
        #expect(try !MatcherFixtures.pathMatches(pattern, "https://example.com/$(food", variables: Self.food))
    }

    @Test func dollarWithoutParenthesisIsLiteral() throws {
        #expect(try MatcherFixtures.pathMatches("/$5", "https://example.com/$5"))
    }

    @Test func variableNamesAreCaseSensitive() throws {
        #expect(try !MatcherFixtures.pathMatches("/$(Food)", "https://example.com/pizza", variables: Self.food))
        #expect(try !MatcherFixtures.pathMatches("/$(DIGIT)", "https://example.com/1"))
    }

    @Test func documentedLanguageRegionExampleHolds() throws {
        let pattern = "/$(lang)_$(region)/$(food)/"
        #expect(try MatcherFixtures.pathMatches(pattern, "https://example.com/en_US/pizza/", variables: Self.food))
        #expect(try MatcherFixtures.pathMatches(pattern, "https://example.com/en_GB/pizza", variables: Self.food))
        #expect(try !MatcherFixtures.pathMatches(pattern, "https://example.com/en_UK/pizza", variables: Self.food))
        #expect(try !MatcherFixtures.pathMatches(pattern, "https://example.com/en_US/tacos/", variables: Self.food))
    }
}
