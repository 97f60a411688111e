import SignedFixtures
import Testing

@testable import AASACore

/// Android 15's `<uri-relative-filter-group>` (issue 53, item 4; docs/rules/android-app-links.md
/// A13): AOSP's CTS `UriRelativeFilterGroupTest` (platform.cts @b74438f5, its DOMAIN, PATH,
/// QUERY and FRAGMENT) as manifests, each read in all three forms (source XML, an APK's binary
/// XML, a bundle's protobuf XML), answered for Android 15+ and ignored below (a filter with no
/// path of its own then takes every URL of its host).
@Suite struct UriRelativeFilterGroupTests {
    typealias Element = AndroidBinaryBuilder.Element
    typealias M = RelativeGroupManifests

    static func uri(_ mask: Int) -> String { M.uri(mask) }
    static let (pathMask, queryMask, fragmentMask) = (M.pathMask, M.queryMask, M.fragmentMask)
    static func group(allow: Bool, _ mask: Int, extra: [(String, Int, AndroidBinaryBuilder.Value)] = []) -> Element {
        M.group(allow: allow, mask, extra: extra)
    }
    static func manifest(_ groups: [Element], siblings: [Element] = []) -> Element {
        M.manifest(groups, siblings: siblings)
    }

    enum Form: String, CaseIterable { case source, apk, bundle }

    static func decision(_ element: Element, form: Form) throws -> AppLinkDecision {
        let manifest: AppLinksManifest =
            switch form {
            case .source:
                try AndroidAppFile.manifest(Array(M.source(element).utf8), placeholders: [:], name: "source").manifest
            case .apk:
                try AppLinksManifest.bounded(
                    BinaryManifest.read(AndroidBinaryBuilder.xml(element), resources: nil, name: "apk"), name: "apk")
            case .bundle:
                try AppLinksManifest.bounded(
                    ProtoManifest.read(ProtoXMLBuilder.xml(element), resources: nil, name: "bundle"), name: "bundle")
            }
        return AppLinkDecision(manifest)
    }

    /// Newest first: 15+, 12-14, 6-11.
    static func verdicts(_ decision: AppLinkDecision, _ url: String) throws -> [String] {
        try #require(AndroidURI.webLink(url).map { decision.answers(for: $0, grant: nil).map(\.verdict.rawValue) })
    }

    static let open = ["accepted", "accepted", "accepted"]
    static let onlyBelow15 = ["no-filter", "accepted", "accepted"]

    /// CTS `testGroupMatch`: an allowing group of mask i takes the URI of mask j when j holds i.
    @Test(arguments: Form.allCases)
    func aGroupMatchesWhenEveryRuleDoes(_ form: Form) throws {
        for i in 1...7 {
            let decision = try Self.decision(Self.manifest([Self.group(allow: true, i)]), form: form)
            for j in 0...7 {
                #expect(
                    try Self.verdicts(decision, Self.uri(j)) == (i & j == i ? Self.open : Self.onlyBelow15), "\(i) \(j)"
                )
            }
        }
    }

    /// CTS `testMatchGroupsToUri_matchAnyGroup`.
    @Test(arguments: Form.allCases)
    func anyAllowingGroupTakesTheURL(_ form: Form) throws {
        let decision = try Self.decision(
            Self.manifest([
                Self.group(allow: true, Self.pathMask), Self.group(allow: true, Self.queryMask),
                Self.group(allow: true, Self.fragmentMask),
            ]), form: form)
        for mask in [Self.pathMask, Self.queryMask, Self.fragmentMask] {
            #expect(try Self.verdicts(decision, Self.uri(mask)) == Self.open)
        }
    }

    /// CTS `testMachGroupsToUri_blockMatch` (block before allow) and
    /// `testMatchGroupsToUri_ignoreNonMatchingBlocks`; the answer names the deciding group.
    @Test(arguments: Form.allCases)
    func theFirstMatchingGroupDecides(_ form: Form) throws {
        let blockFirst = try Self.decision(M.blockMatch, form: form)
        #expect(try Self.verdicts(blockFirst, Self.uri(Self.pathMask)) == Self.onlyBelow15)
        #expect(try Self.verdicts(blockFirst, Self.uri(Self.pathMask | Self.queryMask)) == Self.onlyBelow15)
        #expect(try Self.verdicts(blockFirst, Self.uri(Self.fragmentMask)) == Self.open)
        let answer = try #require(
            AndroidURI.webLink(Self.uri(Self.pathMask)).map { blockFirst.answers(for: $0, grant: nil)[0] })
        #expect(answer.path?.hasPrefix("uri-relative-filter-group 1 (block") == true, "\(answer)")
        let allowed = try #require(
            AndroidURI.webLink(Self.uri(Self.fragmentMask)).map { blockFirst.answers(for: $0, grant: nil)[0] })
        #expect(allowed.path?.hasPrefix("uri-relative-filter-group 3 (allow") == true, "\(allowed)")
        let ignoring = try Self.decision(
            Self.manifest([Self.group(allow: false, Self.pathMask), Self.group(allow: true, Self.fragmentMask)]),
            form: form)
        #expect(try Self.verdicts(ignoring, Self.uri(Self.pathMask)) == Self.onlyBelow15)
        #expect(try Self.verdicts(ignoring, Self.uri(Self.fragmentMask)) == Self.open)
        // Allow before block: the allowing group decides first.
        let allowFirst = try Self.decision(
            Self.manifest([Self.group(allow: true, Self.pathMask), Self.group(allow: false, Self.pathMask)]),
            form: form)
        #expect(try Self.verdicts(allowFirst, Self.uri(Self.pathMask)) == Self.open)
    }

    /// A query rule matches any one parameter, in any order (`&`, else `;`); a URL without the part
    /// a rule reads never matches it.
    @Test(arguments: Form.allCases)
    func queriesMatchAParameterAndMissingPartsNeverMatch(_ form: Form) throws {
        let decision = try Self.decision(
            Self.manifest([Self.group(allow: true, Self.queryMask | Self.fragmentMask)]), form: form)
        #expect(try Self.verdicts(decision, "https://testhost/x?a=1&query=test#testfragment") == Self.open)
        #expect(try Self.verdicts(decision, "https://testhost/x?a=1;query=test#testfragment") == Self.open)
        #expect(try Self.verdicts(decision, "https://testhost/x?query=test") == Self.onlyBelow15)
        #expect(try Self.verdicts(decision, "https://testhost/x#testfragment") == Self.onlyBelow15)
        // Decoded before it is cut (`Uri.getQuery()`): %26 is a separator too.
        #expect(try Self.verdicts(decision, "https://testhost/x?a%26query=test#testfragment") == Self.open)
        // Java's split drops trailing empty pieces, so `query=test&` is one piece, and the query is
        // then cut on `;` instead: the one parameter is `query=test&`, which the rule does not match.
        #expect(try Self.verdicts(decision, "https://testhost/x?query=test&#testfragment") == Self.onlyBelow15)
    }

    /// A sibling path takes the URL whatever the groups say, so a block group it covers never
    /// blocks (a lint finding); attributes a group does not read are named.
    @Test(arguments: Form.allCases)
    func aSiblingPathComesBeforeAnyGroup(_ form: Form) throws {
        let decision = try Self.decision(
            Self.manifest(
                [Self.group(allow: false, Self.pathMask, extra: [("host", 0x0101_0028, .string("other.test"))])],
                siblings: [Element("data", [("pathPrefix", 0x0101_002B, .string("/test"))])]), form: form)
        #expect(try Self.verdicts(decision, Self.uri(Self.pathMask)) == Self.open)
        #expect(try Self.verdicts(decision, "https://testhost/other") == ["no-filter", "no-filter", "no-filter"])
        #expect(
            decision.router.findings.map(\.id).sorted()
                == ["android-app.group-attribute", "android-app.group-never-blocks"])
    }

    /// An app that never runs on Android 15 is not told about its groups.
    @Test func anAppBelowAPI35HearsNothingOfItsGroups() throws {
        var element = Self.manifest(
            [Self.group(allow: false, Self.pathMask)],
            siblings: [Element("data", [("pathPrefix", 0x0101_002B, .string("/test"))])])
        element.children[0].attributes.append(("maxSdkVersion", 0x0101_0271, .string("34")))
        let decision = try Self.decision(element, form: .source)
        #expect(decision.router.findings.isEmpty)
    }
}
