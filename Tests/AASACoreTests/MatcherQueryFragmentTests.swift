import AASACore
import Testing

@Suite struct MatcherQueryFragmentTests {
    typealias F = ComponentFields

    static func items(_ pairs: (String, String)...) -> QueryPattern {
        .items(pairs.map { QueryItemPattern(name: $0.0, pattern: $0.1) })
    }

    @Test(arguments: [
        ("def", "https://e.com/abc?def", true),
        ("def", "https://e.com/abc?defg", false),
        ("def", "https://e.com/abc", false),
        ("*", "https://e.com/abc", true),
        ("", "https://e.com/abc", true),
        ("", "https://e.com/abc?", true),
        ("?*", "https://e.com/abc", false),
        ("a=1&b=2", "https://e.com/?a=1&b=2", true),
        ("a=1&b=2", "https://e.com/?b=2&a=1", false),
        ("q=%20", "https://e.com/?q=%20", true),
        ("x", "https://e.com/?x#frag", true),
    ])
    func queryStringMatchesTheWholeQueryAsWritten(pattern: String, url: String, expected: Bool) throws {
        let association = MatcherFixtures.association(F(query: .string(pattern)))
        #expect(try (MatcherFixtures.verdict(association, url) == .match) == expected)
    }

    @Test(arguments: [
        ("https://e.com/p?productID=12345", true),
        ("https://e.com/p?x=1&productID=12345&y", true),
        ("https://e.com/p?productID=123456", false),
        ("https://e.com/p", false),
        ("https://e.com/p?productid=12345", false),
    ])
    func queryObjectMatchesNamedItemsOnly(url: String, expected: Bool) throws {
        let association = MatcherFixtures.association(F(query: Self.items(("productID", "12345"))))
        #expect(try (MatcherFixtures.verdict(association, url) == .match) == expected)
    }

    @Test(arguments: [
        ("https://e.com/taco?cheese=cheddar", true),
        ("https://e.com/taco?cheese", false),
        ("https://e.com/taco?cheese=", false),
        ("https://e.com/taco", false),
        ("https://e.com/taco?cheese=a&cheese=", false),
        ("https://e.com/taco?cheese=a&cheese=b", true),
    ])
    func repeatedOrMissingItemsMustAllMatch(url: String, expected: Bool) throws {
        let association = MatcherFixtures.association(F(query: Self.items(("cheese", "?*"))))
        #expect(try (MatcherFixtures.verdict(association, url) == .match) == expected)
    }

    @Test func absentItemReadsAsEmpty() throws {
        let association = MatcherFixtures.association(F(query: Self.items(("opt", ""))))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?opt=1") == .none)
    }

    @Test func everyNamedItemMustMatch() throws {
        let association = MatcherFixtures.association(F(query: Self.items(("a", "1"), ("b", "?"))))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?b=2&a=1") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?a=1") == .none)
    }

    @Test func voidQueryObjectConstrainsNothing() throws {
        let association = MatcherFixtures.association(F(path: "/p", query: .void))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/p?anything=1") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/p") == .match)
    }

    @Test(arguments: [
        ("top", "https://e.com/#top", true),
        ("top", "https://e.com/#top2", false),
        ("top", "https://e.com/", false),
        ("", "https://e.com/", true),
        ("", "https://e.com/#", true),
        ("*", "https://e.com/", true),
        ("?*", "https://e.com/#", false),
        ("/route/*", "https://e.com/#/route/a?b", true),
    ])
    func fragmentMatchesTheTextAfterHash(pattern: String, url: String, expected: Bool) throws {
        let association = MatcherFixtures.association(F(fragment: pattern))
        #expect(try (MatcherFixtures.verdict(association, url) == .match) == expected)
    }

    @Test func documentedFragmentExclusionBlocks() throws {
        let association = MatcherFixtures.association(
            F(fragment: "no_universal_links", exclude: true), F(path: "/buy/*"))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/buy/42#no_universal_links") == .block)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/buy/42") == .match)
    }
}
