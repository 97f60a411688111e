import AASACore
import Testing

@Suite struct MatcherCaseAndEncodingTests {
    typealias F = ComponentFields

    @Test func matchingIsCaseSensitiveByDefault() throws {
        #expect(try MatcherFixtures.verdict(MatcherFixtures.association(F(path: "/buy")), "https://e.com/BUY") == .none)
    }

    @Test(arguments: ["https://e.com/BUY/1#TOP", "https://e.com/buy/1#top", "https://e.com/Buy/1#tOp"])
    func caseInsensitiveFoldsLiteralsOfPathAndFragment(url: String) throws {
        let association = MatcherFixtures.association(F(path: "/buy/*", fragment: "Top", caseSensitive: false))
        #expect(try MatcherFixtures.verdict(association, url) == .match)
    }

    @Test func caseInsensitiveFoldsVariableValues() throws {
        let association = MatcherFixtures.association(
            F(path: "/$(food)/$(upper)$(region)", caseSensitive: false), variables: ["food": ["Pizza"]])
        #expect(try MatcherFixtures.verdict(association, "https://e.com/PIZZA/qgB") == .match)
    }

    @Test func caseInsensitiveDoesNotFoldQueryItemNames() throws {
        let association = MatcherFixtures.association(
            F(query: .items([QueryItemPattern(name: "id", pattern: "abc")]), caseSensitive: false))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?id=ABC") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?ID=abc") == .none)
    }

    @Test func caseInsensitiveFoldsNonASCIILettersWhenDecoded() throws {
        let association = MatcherFixtures.association(
            F(path: "/café", caseSensitive: false, percentEncoded: false))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/CAF%C3%89") == .match)
    }

    @Test func percentEncodedComparesEscapesAsWritten() throws {
        let association = MatcherFixtures.association(F(path: "/%C3%A9"))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%C3%A9") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%c3%a9") == .none)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/é") == .match)
    }

    @Test func encodedSlashIsNotASlashByDefault() throws {
        let association = MatcherFixtures.association(F(path: "/a/b"))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/a%2Fb") == .none)
    }

    @Test func percentEncodedFalseDecodesTheURLFirst() throws {
        let association = MatcherFixtures.association(F(path: "/哈哈/?*", percentEncoded: false))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%E5%93%88%E5%93%88/x") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%e5%93%88%e5%93%88/x") == .match)
        let slash = MatcherFixtures.association(F(path: "/a/b", percentEncoded: false))
        #expect(try MatcherFixtures.verdict(slash, "https://e.com/a%2Fb") == .match)
    }

    @Test func decodedQuestionMarkMatchesOneScalar() throws {
        let association = MatcherFixtures.association(F(path: "/?", percentEncoded: false))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%E5%93%88") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%E5%93%88%E5%93%88") == .none)
    }

    @Test func encodedPatternDoesNotMatchDecodedText() throws {
        let association = MatcherFixtures.association(F(path: "/%C3%A9", percentEncoded: false))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/%C3%A9") == .none)
    }

    @Test func percentEncodedFalseDecodesQueryAndFragment() throws {
        let association = MatcherFixtures.association(
            F(query: .items([QueryItemPattern(name: "q", pattern: "a b")]), fragment: "x/y", percentEncoded: false))
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?q=a%20b#x%2Fy") == .match)
        #expect(try MatcherFixtures.verdict(association, "https://e.com/?q=a%20b#x") == .none)
    }
}
