import Testing

@testable import AASACore

@Suite("SiteAssociationReader findings")
struct SiteAssociationReaderTests {
    private static let app = "ABCDE12345.com.example.app"

    /// (file, finding id, JSONPath): one or more files for each finding id the reader raises.
    static let cases: [(String, String, String?)] = [
        ("{\"applinks\": {\"details\": [}", "json.syntax", nil),
        ("[{\"applinks\": {}}]", "json.root", "$"),
        ("\u{FEFF}{\"webcredentials\": {\"apps\": [\"\(app)\"]}}", "json.bom", "$"),
        (#"{"webcredentials": {"apps": ["\#(app)"], "apps": []}}"#, "json.duplicate-key", "$.webcredentials.apps"),
        (#"{"applinks": []}"#, "schema.type", "$.applinks"),
        (
            #"{"applinks": {"details": [{"appID": ["\#(app)"], "paths": ["*"]}]}}"#, "schema.type",
            "$.applinks.details[0].appID"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": "\#(app)", "paths": ["*"]}]}}"#, "schema.type",
            "$.applinks.details[0].appIDs"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": [1], "paths": ["*"]}]}}"#, "schema.type",
            "$.applinks.details[0].appIDs[0]"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"exclude": "true"}]}]}}"#,
            "schema.type", "$.applinks.details[0].components[0].exclude"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"caseSensitive": 0}]}]}}"#,
            "schema.type", "$.applinks.details[0].components[0].caseSensitive"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"percentEncoded": null}]}]}}"#,
            "schema.type", "$.applinks.details[0].components[0].percentEncoded"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"/": 5}]}]}}"#,
            "schema.type", "$.applinks.details[0].components[0][\"/\"]"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [7]}]}}"#,
            "schema.type", "$.applinks.details[0].components[0]"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "paths": ["/a", 2]}]}}"#,
            "schema.type", "$.applinks.details[0].paths[1]"
        ),
        (#"{"applinks": {"details": "x"}}"#, "schema.type", "$.applinks.details"),
        (
            #"{"applinks": {"details": [], "substitutionVariables": {"v": 3}}}"#,
            "schema.type", "$.applinks.substitutionVariables.v"
        ),
        (#"{"Applinks": {}}"#, "schema.unknown-key", "$.Applinks"),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"casesensitive": false}]}]}}"#,
            "schema.unknown-key", "$.applinks.details[0].components[0].casesensitive"
        ),
        (#"{"applinks": {"detail": []}}"#, "schema.unknown-key", "$.applinks.detail"),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "path": ["*"]}]}}"#,
            "schema.unknown-key", "$.applinks.details[0].path"
        ),
        (#"{"webcredentials": {"apps": ["W7JAY4CE8.me.x"]}}"#, "schema.app-id", "$.webcredentials.apps[0]"),
        (#"{"appclips": {"apps": ["com.example.app"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["<TEAM_ID>.com.example.app"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["TEAMID.com.example.app"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["XXXXXXXXXX.com.example.app"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE12345.com example"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": [" ABCDE12345.com.example"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["1234567890.com.example"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE12345."]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["YOURTEAMID.com.example.app"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["0000000000.com.example.app"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE12345.com..example"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE12345..com.example"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE12345.com.example."]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE12345.com.exämple"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["ABCDE1234.com.example"]}}"#, "schema.app-id", "$.appclips.apps[0]"),
        (#"{"appclips": {"apps": ["abcde12345.com.example.app"]}}"#, "schema.app-id-case", "$.appclips.apps[0]"),
        (#"{"applinks": {"apps": ["\#(app)"], "details": []}}"#, "schema.apps-not-empty", "$.applinks.apps"),
        (#"{"applinks": {"details": [{"appIDs": ["\#(app)"]}]}}"#, "schema.no-rules", "$.applinks.details[0]"),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"?": {"a": 1}}]}]}}"#,
            "schema.query-value", "$.applinks.details[0].components[0][\"?\"].a"
        ),
        (#"{"apps": []}"#, "schema.no-service", "$"),
        ("{}", "schema.no-service", "$"),
        (
            #"{"applinks": {"details": {"\#(app)": {"paths": ["*"]}}}}"#, "schema.details-dictionary",
            "$.applinks.details"
        ),
        (#"{"applinks": {"apps": []}}"#, "schema.no-details", "$.applinks"),
        // A service nested in another (a brace closed too late) is unknown there; its hint moves it out.
        (
            #"{"applinks": {"details": [], "webcredentials": {"apps": []}}}"#, "schema.unknown-key",
            "$.applinks.webcredentials"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "appID": "\#(app)", "paths": ["*"]}]}}"#,
            "schema.legacy-app-id", "$.applinks.details[0].appID"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "appID": "ABCDE12345.com.other", "paths": ["*"]}]}}"#,
            "schema.app-id-ignored", "$.applinks.details[0].appID"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"/": "/a/*", "exclude": true}, {"/": "*"}], "paths": ["NOT /a/*", "*"]}]}}"#,
            "schema.legacy-paths", "$.applinks.details[0].paths"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"/": "/a/*"}], "paths": ["/b/*"]}]}}"#,
            "schema.paths-ignored", "$.applinks.details[0].paths"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [{"/": "/a/*", "?": {"q": "1"}}], "paths": ["/a/*"]}]}}"#,
            "schema.paths-ignored", "$.applinks.details[0].paths"
        ),
        (#"{"applinks": {"details": [{"appIDs": [], "paths": ["*"]}]}}"#, "schema.no-app-ids", "$.applinks.details[0]"),
        (#"{"applinks": {"details": [{"paths": ["*"]}]}}"#, "schema.no-app-ids", "$.applinks.details[0]"),
        (
            #"{"applinks": {"details": [{"appID": "\#(app)", "paths": ["/a"]}, {"appIDs": ["\#(app)"], "paths": ["/b"]}]}}"#,
            "schema.duplicate-app-id", "$.applinks.details[1].appIDs[0]"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [], "paths": ["*"]}]}}"#,
            "schema.paths-ignored", "$.applinks.details[0].paths"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": []}]}}"#,
            "schema.empty-rules", "$.applinks.details[0].components"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "paths": []}]}}"#,
            "schema.empty-rules", "$.applinks.details[0].paths"
        ),
        (
            #"{"webcredentials": {"apps": ["\#(app)"], "details": []}}"#,
            "schema.details-outside-applinks", "$.webcredentials.details"
        ),
        (#"{"webcredentials": {"apps": []}}"#, "schema.apps-empty", "$.webcredentials.apps"),
        (#"{"activitycontinuation": {}}"#, "schema.apps-empty", "$.activitycontinuation"),
    ]

    @Test(arguments: cases)
    func fileRaisesFindingAtPath(json: String, id: String, path: String?) throws {
        let findings = SiteAssociationReader.read(Array(json.utf8)).findings
        let matching = findings.filter { $0.id == id && $0.path?.description == path }
        #expect(
            !matching.isEmpty,
            "\(id) at \(path ?? "nil") not in \(findings.map { "\($0.id) \($0.path?.description ?? "")" })")
        #expect(matching.allSatisfy { $0.position != nil })
    }

    /// Every finding id the reader raises is in the catalogue, with the severity it is made with.
    @Test(arguments: cases)
    func findingIsCatalogued(json: String, id: String, path: String?) throws {
        for finding in SiteAssociationReader.read(Array(json.utf8)).findings {
            #expect(FindingKind.named(finding.id)?.severity == finding.severity)
        }
    }

    /// A repeated key is read last-one-wins, in a small object and in one past the pairwise scan:
    /// only the last of the members that share a key is read.
    @Test(arguments: [0, 20])
    func repeatedKeyIsReadLastOneWins(padding: Int) throws {
        let filler = (0..<padding).map { "\"c\($0)\": \"\", " }.joined()
        let component = ##"{\##(filler)"/": "/first", "bogus": 1, "/": "/last", "bogus": 2}"##
        let file = #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [\#(component)]}]}}"#
        let document = SiteAssociationReader.read(Array(file.utf8))
        guard case .components(let components)? = document.association?.appLinks?.details.first?.rules else {
            Issue.record("no components")
            return
        }
        #expect(components.first?.fields.path == "/last")
        #expect(document.findings.filter { $0.id == "json.duplicate-key" }.count == 2)
        // The shadowed "bogus" is not read, so it is not reported a second time.
        let unknown = document.findings.filter { $0.id == "schema.unknown-key" }.compactMap(\.path?.description)
        #expect(unknown.filter { $0.hasSuffix(".bogus") } == ["$.applinks.details[0].components[0].bogus"])
    }

    @Test func wellFormedFileHasNoFinding() {
        let json = #"""
            {"applinks": {"defaults": {"caseSensitive": false}, "substitutionVariables": {"food": ["pizza"]},
              "details": [{"appIDs": ["\#(Self.app)"], "defaults": {"percentEncoded": true},
                           "components": [{"/": "/buy/*", "?": {"id": "?*"}, "#": "x", "exclude": false, "comment": 1}]}]},
             "webcredentials": {"apps": ["\#(Self.app)"]}, "appclips": {"apps": ["\#(Self.app).Clip"]},
             "activitycontinuation": {"apps": ["\#(Self.app)"]}}
            """#
        #expect(SiteAssociationReader.read(Array(json.utf8)).findings.map(\.id) == [])
    }

    @Test(arguments: [("Applinks", "applinks"), ("webcredential", "webcredentials"), ("app-clips", "appclips")])
    func unknownServiceKeySuggestsTheServiceMeant(key: String, suggestion: String) throws {
        let findings = SiteAssociationReader.read(Array("{\"\(key)\": {}}".utf8)).findings
        let finding = try #require(findings.first { $0.id == "schema.unknown-key" })
        #expect(SchemaKey.suggestion(for: key, among: SchemaKey.services) == suggestion)
        #expect(finding.position == SourcePosition(line: 1, column: 2))
    }

    @Test(arguments: [
        ("casesensitive", "caseSensitive"), ("exlude", "exclude"), ("path", "/"), ("percentencoded", "percentEncoded"),
    ])
    func unknownComponentKeySuggestsTheKeyMeant(key: String, suggestion: String) {
        #expect(SchemaKey.suggestion(for: key, among: SchemaKey.component) == suggestion)
    }

    @Test func unrelatedKeyGetsNoSuggestion() {
        #expect(SchemaKey.suggestion(for: "banana", among: SchemaKey.services) == nil)
    }

    @Test func longValuesAreShortenedInMessages() {
        let long = String(repeating: "é", count: 200)
        #expect(SiteAssociationDecoder.quoted(long) == "\"" + String(repeating: "é", count: 80) + "…\"")
        #expect(SiteAssociationDecoder.quoted(String(repeating: "é", count: 80)).count == 82)
        #expect(SiteAssociationDecoder.quoted("ab") == "\"ab\"")
    }

    @Test func syntaxErrorGivesNoModel() {
        let document = SiteAssociationReader.read(Array("{\"applinks\": ".utf8))
        #expect(document.association == nil)
        #expect(document.json == nil)
        #expect(document.findings.map(\.id) == ["json.syntax"])
    }

    @Test func nonObjectRootGivesNoModelButKeepsTheJSON() {
        let document = SiteAssociationReader.read(Array("\"applinks\"".utf8))
        #expect(document.association == nil)
        #expect(document.json != nil)
    }

    @Test func emptyBodyIsASyntaxError() {
        #expect(SiteAssociationReader.read([]).findings.map(\.id) == ["json.syntax"])
    }

    @Test func unsignedDERIsNotJSON() {
        let document = SiteAssociationReader.read([0x30, 0x82, 0x00, 0x02, 0x05, 0x00])
        #expect(document.findings.map(\.id) == ["json.signed"])
        #expect(document.association == nil)
    }
}
