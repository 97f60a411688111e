import Foundation
import Testing

@testable import AASACore

/// Files that pass as JSON and schema but would not do what their authors meant, and hints
/// that never pull two ways.
@Suite struct LintMistakeTests {
    static func findings(_ json: String) -> [Finding] {
        AssociationLinter.lint(Array(json.utf8)).findings
    }

    static func paths(_ findings: [Finding], _ id: String) -> [String] {
        findings.filter { $0.id == id }.map { $0.path?.description ?? "-" }
    }

    /// `products/*` without its slash still matches, as Apple's matcher (and swcutil) read it, so
    /// lint asks for the slash without saying it matches nothing (issue 39: lint never contradicts match).
    @Test func bareRelativePatternMatchesAndLintSaysSo() throws {
        let file = #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"products/*"}]}]}}"#
        let found = Self.findings(file)
        let finding = try #require(found.first { $0.id == "rules.no-leading-slash" })
        #expect(finding.path?.description == #"$.applinks.details[0].components[0]["/"]"#)
        #expect(!finding.message.contains("matches no link"))
        let association = try #require(AssociationLinter.lint(Array(file.utf8)).document.association)
        let url = try UniversalLinkURL("https://example.com/products/42")
        #expect(
            AssociationMatcher.verdict(for: AssociationMatcher(association).evaluate(url), appID: "ABCDE12345.a.b")
                == .match)
    }

    /// `/search?q=*`: the `?` is one path character, so the rule matches `/searchXq=1`, never a
    /// query; lint names it and the hint's component does match the query.
    @Test func queryPastedIntoAPathIsReported() throws {
        let file =
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/search?q=*"},{"/":"/a?b"}]}]}}"#
        #expect(
            Self.paths(Self.findings(file), "rules.query-in-path") == [#"$.applinks.details[0].components[0]["/"]"#])
        let fixed =
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/search","?":{"q":"*"}}]}]}}"#
        #expect(Self.paths(Self.findings(fixed), "rules.query-in-path").isEmpty)
        let association = try #require(AssociationLinter.lint(Array(fixed.utf8)).document.association)
        let url = try UniversalLinkURL("https://example.com/search?q=1")
        #expect(
            AssociationMatcher.verdict(for: AssociationMatcher(association).evaluate(url), appID: "ABCDE12345.a.b")
                == .match)
    }

    @Test func notWithoutItsSpaceIsAnIncludeRule() {
        let found = Self.findings(
            #"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.a.b","paths":["NOT/line-auth/*","NOT /ok","NOTES/*"]}]}}"#
        )
        #expect(Self.paths(found, "rules.malformed-not") == ["$.applinks.details[0].paths[0]"])
    }

    /// `./dashboard/*` never matches (the matcher agrees: no URL path lacks its leading slash),
    /// and the fix the hint names does match.
    @Test func patternWithoutItsLeadingSlashIsReportedAndTheFixMatches() throws {
        let broken =
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"./dashboard/*"},{"/":"*.pdf"},{"/":"?x"}]}]}}"#
        let found = Self.findings(broken)
        #expect(Self.paths(found, "rules.no-leading-slash") == [#"$.applinks.details[0].components[0]["/"]"#])
        let url = try UniversalLinkURL("https://example.com/dashboard/1")
        let before = try #require(AssociationLinter.lint(Array(broken.utf8)).document.association)
        #expect(
            AssociationMatcher.verdict(for: AssociationMatcher(before).evaluate(url), appID: "ABCDE12345.a.b") == .none)
        let fixed = broken.replacingOccurrences(of: "./dashboard/*", with: "/dashboard/*")
        #expect(Self.paths(Self.findings(fixed), "rules.no-leading-slash").isEmpty)
        let after = try #require(AssociationLinter.lint(Array(fixed.utf8)).document.association)
        #expect(
            AssociationMatcher.verdict(for: AssociationMatcher(after).evaluate(url), appID: "ABCDE12345.a.b") == .match)
    }

    /// `**` is explained, not an error: the matcher reads it as `*`, so the hint changes nothing.
    @Test func doubleStarIsExplainedAndMatchesAsOneStar() throws {
        let file =
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/docs/**","?":{"q":"**"}}]}]}}"#
        let found = Self.findings(file)
        #expect(
            Self.paths(found, "rules.double-star")
                == [#"$.applinks.details[0].components[0]["/"]"#, #"$.applinks.details[0].components[0]["?"].q"#])
        #expect(found.first { $0.id == "rules.double-star" }?.severity == .info)
        let association = try #require(AssociationLinter.lint(Array(file.utf8)).document.association)
        let simpler = try #require(
            AssociationLinter.lint(Array(file.replacingOccurrences(of: "**", with: "*").utf8)).document.association)
        for text in ["https://example.com/docs/a/b?q=1", "https://example.com/docs/?q=", "https://example.com/doc?q=1"]
        {
            let url = try UniversalLinkURL(text)
            #expect(
                AssociationMatcher.verdict(for: AssociationMatcher(association).evaluate(url), appID: "ABCDE12345.a.b")
                    == AssociationMatcher.verdict(
                        for: AssociationMatcher(simpler).evaluate(url), appID: "ABCDE12345.a.b"),
                "\(text)")
        }
    }

    /// A raw space or non-ASCII character under `percentEncoded: true` never matches (the matcher
    /// agrees), and either fix the hint names makes the URL match.
    @Test(arguments: [
        ("/café/*", "/caf%C3%A9/*", "https://example.com/caf%C3%A9/x"), ("/a b", "/a%20b", "https://example.com/a%20b"),
    ])
    func rawCharacterUnderPercentEncodingIsReportedAndEitherFixMatches(_ raw: String, _ encoded: String, _ url: String)
        throws
    {
        func file(_ pattern: String, extra: String = "") -> String {
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"\#(pattern)"\#(extra)}]}]}}"#
        }
        func verdict(_ json: String) throws -> MatchVerdict {
            let association = try #require(AssociationLinter.lint(Array(json.utf8)).document.association)
            return AssociationMatcher.verdict(
                for: AssociationMatcher(association).evaluate(try UniversalLinkURL(url)), appID: "ABCDE12345.a.b")
        }
        #expect(
            Self.paths(Self.findings(file(raw)), "rules.not-encoded") == [#"$.applinks.details[0].components[0]["/"]"#])
        #expect(try verdict(file(raw)) == .none)
        for fixed in [file(encoded), file(raw, extra: #","percentEncoded":false"#)] {
            #expect(Self.paths(Self.findings(fixed), "rules.not-encoded").isEmpty)
            #expect(try verdict(fixed) == .match, "\(fixed)")
        }
    }

    @Test func aFullURLAsAPathIsReported() {
        let found = Self.findings(
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"http://www.example.com/redirects/*"},{"/":"/a://b"}]}]}}"#
        )
        #expect(Self.paths(found, "rules.url-in-path") == [#"$.applinks.details[0].components[0]["/"]"#])
    }

    @Test(arguments: [
        (
            #"{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/login","exclude":true}]}"#,
            "$.applinks.details[0].components"
        ),
        (
            #"{"appIDs":["ABCDE12345.a.b"],"defaults":{"exclude":true},"components":[{"/":"/a"},{"/":"/b"}]}"#,
            "$.applinks.details[0].components"
        ),
        (#"{"appIDs":["ABCDE12345.a.b"],"paths":["NOT /login","not /secret"]}"#, "$.applinks.details[0].paths"),
    ])
    func entryThatOnlyExcludesOpensNothing(_ detail: String, _ path: String) {
        let found = Self.findings(#"{"applinks":{"details":["# + detail + "]}}")
        #expect(Self.paths(found, "rules.exclude-only") == [path])
    }

    @Test func anExclusionBeforeAnIncludeIsFine() {
        let found = Self.findings(
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/x","exclude":true},{"/":"/*"}]}]}}"#
        )
        #expect(!found.contains { $0.id == "rules.exclude-only" })
    }

    @Test func legacyEntryWithoutAppsIsToldIOS12IgnoresIt() {
        let legacy = Self.findings(#"{"applinks":{"details":[{"appID":"ABCDE12345.a.b","paths":["/a/*"]}]}}"#)
        #expect(Self.paths(legacy, "schema.apps-missing") == ["$.applinks"])
        let withApps = Self.findings(
            #"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.a.b","paths":["/a/*"]}]}}"#)
        #expect(!withApps.contains { $0.id == "schema.apps-missing" })
        // appIDs needs iOS 13 anyway: the apps key would help no system.
        let modern = Self.findings(#"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"paths":["/a/*"]}]}}"#)
        #expect(!modern.contains { $0.id == "schema.apps-missing" })
    }

    @Test func appIDsWithPathsNeedIOS13() {
        let found = Self.findings(
            #"{"applinks":{"apps":[],"details":[{"appIDs":["ABCDE12345.a.b"],"paths":["/a/*"]}]}}"#)
        #expect(Self.paths(found, "rules.minimum-os") == ["$.applinks.details[0].appIDs"])
        let legacy = Self.findings(#"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.a.b","paths":["/a/*"]}]}}"#)
        #expect(Self.paths(legacy, "rules.minimum-os") == ["$.applinks"])
    }

    @Test func duplicateAppIDHintsTellARepeatFromAnEarlierEntry() throws {
        let found = Self.findings(
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b","ABCDE12345.a.b"],"components":[{"/":"/a"}]},{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/b"}]}]}}"#
        ).filter { $0.id == "schema.duplicate-app-id" }
        #expect(
            found.map { $0.path?.description } == [
                "$.applinks.details[0].appIDs[1]", "$.applinks.details[1].appIDs[0]",
            ])
        #expect(found[0].hint != found[1].hint)
    }

    /// An app ID repeated in its own array after another one listed by an earlier entry (the
    /// decoder starts tracking the array there) is still told apart from one listed earlier.
    @Test func repeatsInAnArrayAreToldApartAfterAnAppIDListedBefore() throws {
        func entries(_ arrays: [[String]]) -> String {
            let details = arrays.map { apps in
                let quoted = apps.map { "\"ABCDE12345.\($0)\"" }.joined(separator: ",")
                return #"{"appIDs":[\#(quoted)],"components":[{"/":"/a"}]}"#
            }
            return #"{"applinks":{"details":[\#(details.joined(separator: ","))]}}"#
        }
        func hints(_ arrays: [[String]]) -> [String: String] {
            let found = Self.findings(entries(arrays)).filter { $0.id == "schema.duplicate-app-id" }
            return Dictionary(uniqueKeysWithValues: found.map { ($0.path?.description ?? "-", $0.hint) })
        }
        let found = hints([["a"], ["a", "b", "b"], ["c", "a", "c"]])
        #expect(
            found.keys.sorted() == [
                "$.applinks.details[1].appIDs[0]", "$.applinks.details[1].appIDs[2]",
                "$.applinks.details[2].appIDs[1]", "$.applinks.details[2].appIDs[2]",
            ])
        let inOwnArray = { (appID: String) in hints([[appID, appID]])["$.applinks.details[0].appIDs[1]"] }
        let inEarlierEntry = { (appID: String) in hints([[appID], [appID]])["$.applinks.details[1].appIDs[0]"] }
        #expect(found["$.applinks.details[1].appIDs[0]"] == inEarlierEntry("a"))
        #expect(found["$.applinks.details[1].appIDs[2]"] == inOwnArray("b"))
        #expect(found["$.applinks.details[2].appIDs[1]"] == inEarlierEntry("a"))
        #expect(found["$.applinks.details[2].appIDs[2]"] == inOwnArray("c"))
    }

    @Test func newMistakesFireOnlyWhereTheCorpusHasThem() throws {
        let newIDs: Set = ["rules.malformed-not", "rules.url-in-path", "rules.exclude-only", "schema.apps-missing"]
        var fired: [String: [String]] = [:]
        for name in CorpusFixture.names where name.hasSuffix(".json") {
            let ids = AssociationLinter.lint(try CorpusFixture.bytes(named: name)).findings.map(\.id)
            let new = ids.filter(newIDs.contains)
            if !new.isEmpty { fired[name] = new }
        }
        // wikimedia's thankyou file is a single exclusion: a deliberate opt-out, and exactly this case.
        #expect(fired.keys.map { String($0.prefix(40)) } == ["wikimedia_operations-mediawiki-config_do"])
        #expect(fired.values.first == ["rules.exclude-only"])
    }

    /// (verb, quoted subject) pairs a hint asks for: `remove "paths"`, `add "apps": []`.
    static func requests(_ hint: String) -> [(verb: String, subject: String)] {
        let pattern = /\b(add|keep|remove|delete|rename)\b[^.;]*?"([^"]+)"/
        return hint.lowercased().matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
    }

    static let contradictory: Set<[String]> = [
        ["add", "remove"], ["keep", "remove"], ["add", "delete"], ["keep", "delete"],
    ]

    /// No report asks, for the same path, to add or keep something another finding asks to remove.
    @Test func noReportHoldsHintsThatPullTwoWays() throws {
        var files = try CorpusFixture.names.filter { $0.hasSuffix(".json") }.map { try CorpusFixture.bytes(named: $0) }
        files += [
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"components":[{"/":"/a"}],"paths":["/b"]}]}}"#,
            #"{"applinks":{"details":[{"appID":"ABCDE12345.a.b","paths":["NOT/x","http://e.com/y"]}]}}"#,
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.a.b"],"appID":"ABCDE12345.a.b","components":[{"/":"/a","exclude":true}]}]}}"#,
        ].map { Array($0.utf8) }
        for bytes in files {
            let findings = AssociationLinter.lint(bytes).findings
            var asked: [String: [String: Set<String>]] = [:]  // path -> subject -> verbs
            for finding in findings {
                let path = finding.path?.description ?? "$"
                for request in Self.requests(finding.hint) {
                    asked[path, default: [:]][request.subject, default: []].insert(request.verb)
                }
            }
            for (path, subjects) in asked {
                for (subject, verbs) in subjects {
                    let pairs = Self.contradictory.filter { Set($0).isSubset(of: verbs) }
                    #expect(pairs.isEmpty, "\(path): hints both \(verbs.sorted()) \"\(subject)\"")
                }
            }
        }
    }
}

extension LintMistakeTests {
    @Test(arguments: [
        ("\u{00A0}", "U+00A0"), ("\u{201C}", "U+201C"), ("\u{2019}", "U+2019"), ("\u{FEFF}", "U+FEFF"),
    ])
    func copyPasteCharactersAreNamed(_ character: String, _ name: String) {
        let syntax = Self.findings(#"{"applinks": "# + character + "{}}").first { $0.id == "json.syntax" }
        #expect(syntax?.message.contains(name) == true, "\(syntax?.message ?? "no json.syntax")")
    }

    @Test(arguments: [WideTextEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func wideEncodingsAreDetectedWithAndWithoutAByteOrderMark(_ encoding: WideTextEncoding) {
        let foundation: String.Encoding =
            switch encoding {
            case .utf16LittleEndian: .utf16LittleEndian
            case .utf16BigEndian: .utf16BigEndian
            case .utf32LittleEndian: .utf32LittleEndian
            case .utf32BigEndian: .utf32BigEndian
            }
        let plain = [UInt8]("{\"a\":1}".data(using: foundation)!)
        #expect(WideTextEncoding.detect(plain)?.encoding == encoding)
        #expect(WideTextEncoding.detect(plain)?.byteOrderMark == false)
        let marked = [UInt8]("\u{FEFF}{\"a\":1}".data(using: foundation)!)
        #expect(WideTextEncoding.detect(marked)?.encoding == encoding)
        #expect(WideTextEncoding.detect(marked)?.byteOrderMark == true)
        #expect(encoding.utf8(marked) == Array("{\"a\":1}".utf8))
        #expect(WideTextEncoding.detect(Array("{\"a\":1}".utf8)) == nil)
    }
}
