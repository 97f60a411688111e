import Testing

@testable import AASACore

/// The rule index must decide exactly as trying every rule in turn: the same verdict and the
/// same deciding rule for every app, over generated files and URLs that mix literal prefixes,
/// wildcards, variables, case and percent-encoding settings, excludes, queries and legacy paths.
@Suite struct RuleIndexDifferentialTests {
    static let segments = ["shop", "Shop", "blog", "a", "b", "%41", "ü", "item-1", "x y", "buy"]
    static let wild = ["*", "?", "$(alpha)", "$(digit)", "*.html", "$(region)", "$(lang)"]

    static func pattern(_ random: inout SplitMix) -> String {
        var path = ""
        for _ in 0..<(1 + random.below(3)) {
            path += "/" + (random.chance(25) ? random.pick(wild) : random.pick(segments))
        }
        if random.chance(30) { path += "/*" }
        return random.chance(10) ? random.pick(wild) + path : path
    }

    static func component(_ random: inout SplitMix) -> String {
        var fields: [String] = []
        if !random.chance(5) { fields.append(#""/": "\#(pattern(&random))""#) }
        if random.chance(15) { fields.append(#""exclude": true"#) }
        if random.chance(25) { fields.append(#""caseSensitive": false"#) }
        if random.chance(20) { fields.append(#""percentEncoded": false"#) }
        if random.chance(10) { fields.append(#""?": {"q": "\#(random.pick(["1", "?", "*"]))"}"#) }
        if random.chance(5) { fields.append("\"#\": \"" + random.pick(["top", "*"]) + "\"") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func file(_ random: inout SplitMix) -> [UInt8] {
        var details: [String] = []
        // One index numbers the rules of every entry: entries of few rules, without rules, and
        // listing an app an earlier entry decides (never compiled) shift the numbers.
        for entry in 0..<(1 + random.below(4)) {
            let appID = "ABCDE12345.com.example.app\(random.chance(15) ? 0 : entry)"
            if entry > 0, random.chance(10) {
                details.append(#"{"appIDs": ["\#(appID)"]}"#)
            } else if random.chance(20) {
                let paths = (0..<(8 + random.below(20))).map { _ in
                    "\"" + (random.chance(15) ? "NOT " : "") + pattern(&random) + "\""
                }
                details.append(#"{"appID": "\#(appID)", "paths": [\#(paths.joined(separator: ", "))]}"#)
            } else {
                let count =
                    entry > 0 && random.chance(30)
                    ? random.below(RuleIndex.minimumRules) : RuleIndex.minimumRules + random.below(60)
                let components = (0..<count).map { _ in component(&random) }
                details.append(#"{"appIDs": ["\#(appID)"], "components": [\#(components.joined(separator: ", "))]}"#)
            }
        }
        return Array(#"{"applinks": {"details": [\#(details.joined(separator: ", "))]}}"#.utf8)
    }

    static func url(_ random: inout SplitMix) -> String {
        var path = ""
        for _ in 0..<random.below(4) {
            var segment = random.pick(segments + ["SHOP", "%73hop", "b.html", "7", "de", "x%20y", "en", "US", "fr"])
            if random.chance(10) { segment = segment.uppercased() }
            path += "/" + segment
        }
        if path.isEmpty || random.chance(20) { path += "/" }
        let query = random.chance(20) ? "?q=\(random.pick(["1", "2", ""]))" : ""
        let fragment = random.chance(10) ? "#top" : ""
        return "https://example.com" + path + query + fragment
    }

    @Test(arguments: 0..<40)
    func indexedMatchingAgreesWithRuleByRule(_ seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 7919)
        let association = try #require(SiteAssociationReader.read(Self.file(&random)).association)
        let limits = (AssociationMatcher.defaultPatternStepLimit, AssociationMatcher.defaultTotalStepLimit)
        let indexed = AssociationMatcher(
            association, patternStepLimit: limits.0, totalStepLimit: limits.1, indexed: true)
        let reference = AssociationMatcher(
            association, patternStepLimit: limits.0, totalStepLimit: limits.1, indexed: false)
        var decided = 0
        // The indexed side reuses one workspace throughout, as `match --urls` does.
        var workspace = MatchWorkspace()
        for _ in 0..<300 {
            let text = Self.url(&random)
            guard let url = try? UniversalLinkURL(text) else { continue }
            let expected = reference.evaluate(url)
            #expect(indexed.evaluation(of: url, workspace: &workspace).results == expected, "\(text)")
            #expect(indexed.verdict(for: url, workspace: &workspace) == reference.verdict(for: url), "\(text)")
            decided += expected.filter { $0.rule != nil }.count
        }
        // The generated cases exercise the rules, not only "no rule holds".
        #expect(decided > 0)
    }

    /// A code variable before a `/` is a segment of the key, so rules that differ after it are
    /// told apart: only the rules a path can satisfy are candidates, not every `/$(lang)/` rule.
    @Test func codeVariablesNarrowTheCandidates() throws {
        let patterns = [
            "/$(lang)/articles/1/*", "/$(lang)/articles/2/*", "/p/$(region)/3/*", "/p/$(region)/4/*",
            "/$(lang)-x/5", "/shop/*", "/a/*", "/b/*",
        ]
        let components = patterns.map { #"{"/": "\#($0)"}"# }.joined(separator: ", ")
        let json = #"{"applinks": {"details": [{"appIDs": ["A"], "components": [\#(components)]}]}}"#
        let association = try #require(SiteAssociationReader.read(Array(json.utf8)).association)
        let appLinks = try #require(association.appLinks)
        let index = RuleIndex(CompiledDetail(appLinks.details[0], in: appLinks).indexKeys)
        func candidates(_ path: String) throws -> [Int32] {
            var subject = MatchSubject(try UniversalLinkURL("https://example.com" + path))
            var found: [Int32] = []
            index.candidates(&subject, into: &found)
            return found
        }
        // `/$(lang)-x/5` has no `/` after its variable: only its `/` is a key, so it stays a candidate.
        #expect(try candidates("/en/articles/2/x") == [1, 4])
        #expect(try candidates("/p/US/3/x") == [2, 4])
        #expect(try candidates("/p//3/x") == [4], "a segment is never empty")
        #expect(try candidates("/shop/x") == [4, 5])
    }
}

/// Choices from the fuzz tests' generator, so that a failing case replays.
extension SplitMix {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
