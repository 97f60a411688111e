import Testing

@testable import AASACore

/// The model the reader builds: the file as Apple's systems read it (spec sections 3 and 4.1).
@Suite("SiteAssociationReader model")
struct SiteAssociationReaderModelTests {
    private static let app = "ABCDE12345.com.example.app"
    private static let other = "ABCDE12345.com.example.other"

    private func association(_ json: String) throws -> SiteAssociation {
        try #require(SiteAssociationReader.read(Array(json.utf8)).association)
    }

    private func firstDetail(_ json: String) throws -> Detail {
        try #require(try association(json).appLinks?.details.first)
    }

    @Test func appIDsArrayWinsOverAppIDEvenWhenEmpty() throws {
        let detail = try firstDetail(
            #"{"applinks": {"details": [{"appIDs": [], "appID": "\#(Self.app)", "paths": ["*"]}]}}"#)
        #expect(detail.appIDs == [])
    }

    @Test func appIDIsUsedWhenAppIDsIsNotAnArray() throws {
        let detail = try firstDetail(
            #"{"applinks": {"details": [{"appIDs": "x", "appID": "\#(Self.app)", "paths": ["*"]}]}}"#)
        #expect(detail.appIDs == [Self.app])
    }

    @Test func appIDHoldingAnArrayIsIgnored() throws {
        let detail = try firstDetail(#"{"applinks": {"details": [{"appID": ["\#(Self.app)"], "paths": ["*"]}]}}"#)
        #expect(detail.appIDs == [])
    }

    @Test func componentsWinOverPaths() throws {
        let detail = try firstDetail(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "/a"}], "paths": ["/b"]}]}}"#)
        let path = JSONPath.root / "applinks" / "details" / 0 / "components" / 0
        #expect(detail.rules == .components([Component(fields: ComponentFields(path: "/a"), path: path)]))
    }

    @Test func pathsAreUsedWhenComponentsIsNotAnArray() throws {
        let detail = try firstDetail(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": {}, "paths": ["NOT /b", "*"]}]}}"#)
        let path = JSONPath.root / "applinks" / "details" / 0 / "paths"
        #expect(
            detail.rules
                == .paths([PathRule(pattern: "NOT /b", path: path / 0), PathRule(pattern: "*", path: path / 1)]))
    }

    @Test func entryWithoutRulesHasNone() throws {
        #expect(try firstDetail(#"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"]}]}}"#).rules == .none)
    }

    @Test func emptyComponentsStayEmpty() throws {
        let detail = try firstDetail(#"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": []}]}}"#)
        #expect(detail.rules == .components([]))
    }

    @Test func dictionaryDetailsAreKeyedByAppID() throws {
        let appLinks = try #require(
            try association(
                #"{"applinks": {"details": {"\#(Self.app)": {"paths": ["/a"]}, "\#(Self.other)": {"paths": ["/b"]}}}}"#
            )
            .appLinks)
        #expect(appLinks.detailsIsDictionary)
        #expect(appLinks.details.map(\.appIDs) == [[Self.app], [Self.other]])
    }

    @Test func singleStringSubstitutionVariableIsAOneElementList() throws {
        let appLinks = try association(
            #"{"applinks": {"substitutionVariables": {"one": "a", "many": ["b", "c"], "bad": 1}, "details": []}}"#
        ).appLinks
        #expect(appLinks?.substitutionVariables == ["one": ["a"], "many": ["b", "c"]])
    }

    @Test func queryObjectWithNonStringValueIsVoid() throws {
        let detail = try firstDetail(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"?": {"a": "x", "b": true}}]}]}}"#)
        guard case .components(let components) = detail.rules else {
            Issue.record("expected components")
            return
        }
        #expect(components.first?.fields.query == .void)
    }

    @Test func queryObjectAndStringAreRead() throws {
        let detail = try firstDetail(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"?": {"a": "x"}}, {"?": "q=*"}]}]}}"#
        )
        guard case .components(let components) = detail.rules else {
            Issue.record("expected components")
            return
        }
        #expect(
            components.map(\.fields.query) == [.items([QueryItemPattern(name: "a", pattern: "x")]), .string("q=*")])
    }

    @Test func wrongTypedComponentKeysAreNil() throws {
        let detail = try firstDetail(
            ##"{"applinks": {"details": [{"appIDs": ["\##(Self.app)"], "components": [{"/": 1, "#": [], "?": 2, "exclude": "true", "caseSensitive": 0, "percentEncoded": null}]}]}}"##
        )
        guard case .components(let components) = detail.rules else {
            Issue.record("expected components")
            return
        }
        #expect(components.first?.fields == ComponentFields())
    }

    @Test func defaultsAreReadAtBothLevels() throws {
        let appLinks = try association(
            #"{"applinks": {"defaults": {"caseSensitive": false, "/": "/x/*"}, "details": [{"appIDs": ["\#(Self.app)"], "defaults": {"percentEncoded": false, "exclude": true}, "components": [{}]}]}}"#
        ).appLinks
        #expect(appLinks?.defaults == ComponentFields(path: "/x/*", caseSensitive: false))
        #expect(appLinks?.details.first?.defaults == ComponentFields(exclude: true, percentEncoded: false))
    }

    @Test func repeatedKeyReadsTheLastValue() throws {
        let webCredentials = try association(
            #"{"webcredentials": {"apps": ["\#(Self.app)"], "apps": ["\#(Self.other)"]}}"#
        )
        .webCredentials
        #expect(webCredentials?.apps == [Self.other])
    }

    @Test func servicesAreRead() throws {
        let model = try association(
            #"{"webcredentials": {"apps": ["\#(Self.app)"]}, "appclips": {"apps": ["\#(Self.app).Clip"]}, "activitycontinuation": {"apps": ["\#(Self.other)"]}}"#
        )
        #expect(model.webCredentials == AppList(apps: [Self.app], path: .root / "webcredentials"))
        #expect(model.appClips?.apps == ["\(Self.app).Clip"])
        #expect(model.activityContinuation?.apps == [Self.other])
        #expect(model.appLinks == nil)
    }

    @Test func wrongTypedServiceIsNil() throws {
        #expect(try association(#"{"applinks": [], "webcredentials": {"apps": []}}"#).appLinks == nil)
    }

    @Test func legacyAppsArrayIsKept() throws {
        #expect(try association(#"{"applinks": {"apps": [], "details": []}}"#).appLinks?.apps == [])
    }
}
