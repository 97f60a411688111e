import Testing

@testable import AASACore

/// `AssociationMatcher.verdict(for:appID:domain:)` skips building per-app results; it must give
/// exactly the verdict the full evaluation gives, for every corpus file, URL and app.
@Suite("Matcher verdict fast path")
struct MatcherVerdictFastPathTests {
    static let urls = [
        "https://example.com/", "https://example.com/buy/1", "https://example.com/help/x?articleNumber=1234",
        "https://example.com/wiki/Special:Search?search=a", "https://example.com/w/index.php?title=a#top",
        "https://example.com/en/articles/7/x", "https://example.com/p/GB/3/x#no", "https://other.org/buy/1",
        "https://example.com/%77iki/A%2Fb?x=%41", "https://example.com/SHOP/1/a/item-12?ref=q",
    ]

    /// URLs whose forms differ in length and kind, for reusing one workspace: many query items,
    /// escaped names, upper-case values, a path longer than the buffer a short URL leaves.
    static let mixedURLs =
        urls + [
            "https://example.com/help/" + String(repeating: "Ab%43/", count: 40) + "?articleNumber=AB%31D&x&=y&&q=%7A",
            "https://example.com/?%61rticleNumber=12%33%34&ref=ONE&ref=two#TOP", "https://example.com",
            "https://example.com/buy/%E2%82%AC/%C3%A9T%C3%89?q=%C3%89#%C3%A9",
        ]

    @Test(arguments: CorpusFixture.names)
    func fastVerdictAgreesWithFullEvaluation(name: String) throws {
        let bytes = try CorpusFixture.bytes(named: name)
        guard let association = SiteAssociationReader.read(bytes).association else { return }
        let matcher = AssociationMatcher(association)
        let appIDs =
            [nil, "ABCDE12345.com.example.app", "abcde12345.com.example.app"]
            + (association.appLinks?.details.flatMap(\.appIDs) ?? []).map { Optional($0) }
        for text in Self.urls {
            let url = try UniversalLinkURL(text)
            for domain in [nil, "example.com", "other.org"] {
                let results = matcher.evaluate(url, domain: domain)
                for appID in appIDs {
                    let expected = AssociationMatcher.verdict(for: results, appID: appID)
                    #expect(matcher.verdict(for: url, appID: appID, domain: domain) == expected, "\(name) \(text)")
                }
            }
        }
    }

    /// One workspace reused across URLs, in either order, gives what a fresh one gives.
    @Test(arguments: CorpusFixture.names)
    func reusedWorkspaceAgreesWithFreshOne(name: String) throws {
        let bytes = try CorpusFixture.bytes(named: name)
        guard let association = SiteAssociationReader.read(bytes).association else { return }
        let matcher = AssociationMatcher(association)
        let urls = try Self.mixedURLs.map { try UniversalLinkURL($0) }
        var workspace = MatchWorkspace()
        for url in urls + urls.reversed() {
            #expect(matcher.evaluation(of: url, workspace: &workspace) == matcher.evaluation(of: url), "\(name) \(url)")
            #expect(matcher.verdict(for: url, workspace: &workspace) == matcher.verdict(for: url), "\(name) \(url)")
        }
    }
}
