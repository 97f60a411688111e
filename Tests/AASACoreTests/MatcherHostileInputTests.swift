import AASACore
import Testing

/// Hostile patterns must finish with bounded work: these bound the matcher's step count, which
/// is deterministic, rather than time.
@Suite struct MatcherHostileInputTests {
    typealias F = ComponentFields

    static func evaluation(_ association: SiteAssociation, _ url: String, limit: Int? = nil) throws -> MatchEvaluation {
        let matcher =
            limit.map { AssociationMatcher(association, patternStepLimit: $0) } ?? AssociationMatcher(association)
        return matcher.evaluation(of: try UniversalLinkURL(url))
    }

    @Test func manyStarsAgainstLongTextStayPolynomial() throws {
        let stars = 200
        let pattern = "/" + String(repeating: "*a", count: stars) + "*b"
        let text = String(repeating: "a", count: 2000)
        let evaluation = try Self.evaluation(
            MatcherFixtures.association(F(path: pattern)), "https://e.com/" + text)
        #expect(evaluation.results.map(\.verdict) == [MatchVerdict.none])
        #expect(evaluation.abortedPatterns.isEmpty)
        // Each operation looks at each text position at most once, plus its compares.
        let operations = 2 * stars + 4
        #expect(evaluation.steps <= operations * (text.count + 8) * 2)
    }

    @Test func manyVariablesWithManyValuesStayBounded() throws {
        let values = (0..<200).map { "v\($0)*" }
        let pattern = "/" + String(repeating: "$(many)", count: 30) + "!"
        let evaluation = try Self.evaluation(
            MatcherFixtures.association(F(path: pattern), variables: ["many": values]),
            "https://e.com/" + String(repeating: "v1", count: 100))
        #expect(evaluation.results.map(\.verdict) == [MatchVerdict.none])
        #expect(evaluation.steps <= AssociationMatcher.defaultPatternStepLimit + 10_000)
    }

    @Test func patternPastTheStepLimitCountsAsNotMatchingAndIsReported() throws {
        let pattern = "/" + String(repeating: "*a", count: 50) + "*"
        let association = MatcherFixtures.association(F(path: pattern))
        let url = "https://e.com/" + String(repeating: "a", count: 500)
        let generous = try Self.evaluation(association, url)
        #expect(generous.results.map(\.verdict) == [.match])
        let stingy = try Self.evaluation(association, url, limit: 1_000)
        #expect(stingy.results.map(\.verdict) == [MatchVerdict.none])
        #expect(stingy.abortedPatterns == [JSONPath.root / "applinks" / "details" / 0 / "components" / 0 / "/"])
        #expect(stingy.steps < 5_000)
    }

    @Test func totalStepLimitBoundsAFileOfManyCostlyPatterns() throws {
        let pattern = "/" + String(repeating: "*a", count: 40) + "*b"
        let components = Array(repeating: F(path: pattern), count: 500)
        let matcher = AssociationMatcher(
            MatcherFixtures.association(components: components), patternStepLimit: 1_000_000, totalStepLimit: 100_000)
        let evaluation = matcher.evaluation(
            of: try UniversalLinkURL("https://e.com/" + String(repeating: "a", count: 300)))
        #expect(evaluation.results.map(\.verdict) == [MatchVerdict.none])
        #expect(evaluation.steps < 200_000)
        #expect(!evaluation.abortedPatterns.isEmpty)
    }

    @Test func complexPatternsAreExposed() throws {
        let simple = "/" + String(repeating: "*a", count: 60)
        let complex = "/" + String(repeating: "*a", count: 61)
        let matcher = AssociationMatcher(MatcherFixtures.association(F(path: simple), F(path: complex)))
        #expect(matcher.complexPatterns == [JSONPath.root / "applinks" / "details" / 0 / "components" / 1 / "/"])
    }
}

extension MatcherFixtures {
    static func association(components: [ComponentFields]) -> SiteAssociation {
        association([detail(components)])
    }
}
