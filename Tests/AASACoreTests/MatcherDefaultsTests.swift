import AASACore
import Testing

@Suite struct MatcherDefaultsTests {
    typealias F = ComponentFields

    static func verdict(
        component: F, detail: F = F(), domain: F = F(), _ url: String
    ) throws -> MatchVerdict {
        let association = MatcherFixtures.association(
            [MatcherFixtures.detail([component], defaults: detail)], defaults: domain)
        return try MatcherFixtures.verdict(association, url)
    }

    @Test func componentValueBeatsBothDefaults() throws {
        let verdict = try Self.verdict(
            component: F(caseSensitive: true), detail: F(path: "/a", caseSensitive: false),
            domain: F(caseSensitive: false), "https://e.com/A")
        #expect(verdict == .none)
    }

    @Test func appDefaultBeatsDomainDefault() throws {
        let verdict = try Self.verdict(
            component: F(path: "/a"), detail: F(caseSensitive: false), domain: F(caseSensitive: true),
            "https://e.com/A")
        #expect(verdict == .match)
    }

    @Test func domainDefaultAppliesWhenNothingCloserSaysSo() throws {
        let verdict = try Self.verdict(component: F(path: "/a"), domain: F(caseSensitive: false), "https://e.com/A")
        #expect(verdict == .match)
    }

    @Test(arguments: [("https://e.com/shop/1", MatchVerdict.match), ("https://e.com/other", .none)])
    func pathMayComeFromAppDefaults(url: String, expected: MatchVerdict) throws {
        #expect(try Self.verdict(component: F(), detail: F(path: "/shop/*"), url) == expected)
    }

    @Test func pathFromDomainDefaultsYieldsToAppDefaults() throws {
        let verdict = try Self.verdict(
            component: F(), detail: F(path: "/app/*"), domain: F(path: "/domain/*"), "https://e.com/domain/x")
        #expect(verdict == .none)
    }

    @Test func queryAndFragmentMayComeFromDefaults() throws {
        let detail = F(query: .string("x=1"))
        let domain = F(fragment: "f")
        #expect(try Self.verdict(component: F(), detail: detail, domain: domain, "https://e.com/?x=1#f") == .match)
        #expect(try Self.verdict(component: F(), detail: detail, domain: domain, "https://e.com/?x=1") == .none)
    }

    @Test func excludeMayComeFromDefaults() throws {
        #expect(try Self.verdict(component: F(path: "/a"), domain: F(exclude: true), "https://e.com/a") == .block)
        let overridden = try Self.verdict(
            component: F(path: "/a", exclude: false), domain: F(exclude: true), "https://e.com/a")
        #expect(overridden == .match)
    }

    @Test func percentEncodedMayComeFromDefaults() throws {
        let verdict = try Self.verdict(
            component: F(path: "/a b"), detail: F(percentEncoded: false), "https://e.com/a%20b")
        #expect(verdict == .match)
    }

    @Test func emptyComponentMatchesEverythingAndExcludeAloneBlocksEverything() throws {
        #expect(try Self.verdict(component: F(), "https://e.com/any/path?q#f") == .match)
        #expect(try Self.verdict(component: F(exclude: true), "https://e.com/any/path?q#f") == .block)
    }
}
