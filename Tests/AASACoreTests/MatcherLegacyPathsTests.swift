import AASACore
import Testing

@Suite struct MatcherLegacyPathsTests {
    static let paths = ["/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]

    static func result(_ patterns: [String], _ url: String) throws -> MatchReport.AppResult? {
        let association = MatcherFixtures.association([MatcherFixtures.pathsDetail(patterns)])
        return AssociationMatcher(association).evaluate(try UniversalLinkURL(url)).first
    }

    @Test(arguments: [
        ("https://e.com/videos/wwdc/2010/x", MatchVerdict.block, 1),
        ("https://e.com/videos/wwdc/2015/x", .match, 2),
        ("https://e.com/wwdc/news/", .match, 0),
        ("https://e.com/wwdc/news", .match, 0),
    ])
    func firstMatchingPathDecides(url: String, verdict: MatchVerdict, index: Int) throws {
        let result = try Self.result(Self.paths, url)
        #expect(result?.verdict == verdict)
        #expect(result?.rule == RuleReference(detail: 0, component: index, isLegacyPath: true))
    }

    @Test func pathsIgnoreQueryAndFragment() throws {
        #expect(try Self.result(Self.paths, "https://e.com/wwdc/news/?x=1#y")?.verdict == .match)
        #expect(try Self.result(["/p"], "https://e.com/x?/p")?.verdict == MatchVerdict.none)
    }

    @Test func pathsAreCaseSensitive() throws {
        #expect(try Self.result(Self.paths, "https://e.com/WWDC/news/")?.verdict == MatchVerdict.none)
    }

    @Test(arguments: ["NOT /a", "not /a", "Not /a", "nOT /a"])
    func notPrefixInAnyCaseExcludes(pattern: String) throws {
        #expect(try Self.result([pattern, "*"], "https://e.com/a")?.verdict == .block)
    }

    @Test func notWithoutSpaceIsLiteral() throws {
        #expect(try Self.result(["NOT/a"], "https://e.com/NOT/a")?.verdict == .match)
    }

    @Test func pathsDoNotExpandVariables() throws {
        #expect(try Self.result(["/$(digit)"], "https://e.com/1")?.verdict == MatchVerdict.none)
        #expect(try Self.result(["/$(digit)"], "https://e.com/$(digit)")?.verdict == .match)
    }

    @Test func starPathClaimsEverything() throws {
        #expect(try Self.result(["*"], "https://e.com/")?.verdict == .match)
        #expect(try Self.result(["*"], "https://e.com/a/b?c")?.verdict == .match)
    }

    @Test func middleStarSpansSegments() throws {
        #expect(try Self.result(["/foo/*/bar/201?/mypage"], "https://e.com/foo/a/b/bar/2019/mypage")?.verdict == .match)
    }
}
