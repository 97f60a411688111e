import Testing

@testable import AASACore

/// One entry and what the parser must make of it. `ids` is the sorted list of finding ids.
struct EntryVector: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable, Equatable {
        case domain(Service, host: String, wildcard: Bool, modes: [String])
        case ignored
        case malformed
    }

    var entry: String
    var outcome: Outcome
    var ids: [String]

    var testDescription: String { PrintableText.escaped(entry, limit: 60) }

    static func domain(
        _ entry: String, _ service: Service = .applinks, host: String = "example.com", wildcard: Bool = false,
        modes: [String] = [], ids: [String] = []
    ) -> EntryVector {
        EntryVector(entry: entry, outcome: .domain(service, host: host, wildcard: wildcard, modes: modes), ids: ids)
    }

    static func ignored(_ entry: String, ids: [String]) -> EntryVector {
        EntryVector(entry: entry, outcome: .ignored, ids: ids)
    }

    static func malformed(_ entry: String) -> EntryVector {
        EntryVector(entry: entry, outcome: .malformed, ids: [])
    }
}

@Suite struct AssociatedDomainParserTests {
    static let syntax = "entitlement.syntax"

    /// Well-formed entries of every service (spec section 1, "Entry grammar").
    static let valid: [EntryVector] = [
        .domain("applinks:example.com"),
        .domain("example.com"),
        .domain("webcredentials:login.example.com", .webcredentials, host: "login.example.com"),
        .domain("appclips:clip.example.com", .appclips, host: "clip.example.com"),
        .domain("activitycontinuation:example.com", .activitycontinuation),
        .domain("authsrv:sso.example.com", .authsrv, host: "sso.example.com"),
        .domain("applinks:*.example.com", wildcard: true),
        .domain("*.example.com", wildcard: true),
        .domain("webcredentials:*.a.b.example.com", .webcredentials, host: "a.b.example.com", wildcard: true),
        .domain("applinks:xn--bcher-kva.de", host: "xn--bcher-kva.de"),
        .domain("applinks:a-b.example.com", host: "a-b.example.com"),
    ]

    /// Entries written with something the system does not accept, or accepts with a caveat.
    static let flawed: [EntryVector] = [
        .domain("AppLinks:example.com", ids: ["entitlement.case"]),
        .domain("applinks:Example.COM", ids: ["entitlement.case"]),
        .domain("applinks:example.com?mode=developer", modes: ["developer"], ids: ["entitlement.mode"]),
        .domain("applinks:example.com?mode=managed", modes: ["managed"], ids: ["entitlement.mode"]),
        .domain(
            "applinks:example.com?mode=developer+managed", modes: ["developer", "managed"], ids: ["entitlement.mode"]),
        .domain("applinks:example.com?mode=beta", ids: ["entitlement.mode"]),
        .domain(
            "applinks:example.com?mode=developer+beta", modes: ["developer"],
            ids: ["entitlement.mode", "entitlement.mode"]),
        .domain("applinks:example.com?foo=bar", ids: [syntax]),
        .domain("applinks:example.com?", ids: [syntax]),
        .domain("applinks:example.com?mode=developer&x=1", modes: ["developer"], ids: ["entitlement.mode", syntax]),
        .domain("https://example.com", ids: [syntax]),
        .domain("applinks:https://example.com/", ids: [syntax, syntax]),
        .domain("applinks:example.com/path", ids: [syntax]),
        .domain("applinks://example.com", ids: [syntax]),
        .domain("applinks:example.com/", ids: [syntax]),
        .domain("applinks:example.com#top", ids: [syntax]),
        .domain("applinks:example.com:8080", ids: [syntax]),
        .domain("appclips:example.com:8080", .appclips, ids: [syntax]),
        .domain("webcredentials:example.com:8443", .webcredentials, ids: ["entitlement.port"]),
        .domain("example.com:8080", ids: [syntax]),
        .domain("localhost:8080", host: "localhost", ids: ["entitlement.host", syntax]),
        .domain("applinks:user@example.com", ids: [syntax]),
        .domain("applinks:example.com.", ids: ["entitlement.trailing-dot"]),
        .domain(" applinks:example.com ", ids: [syntax]),
        .domain("applinks:example.com\u{00A0}", ids: [syntax]),
        .domain("applinks:bücher.de", host: "xn--bcher-kva.de", ids: ["entitlement.idn"]),
        .domain("applinks:BÜCHER.de", host: "xn--bcher-kva.de", ids: ["entitlement.idn"]),
        .domain("applinks:日本語。jp", host: "xn--wgv71a119e.jp", ids: ["entitlement.idn"]),
        .domain("applinks:127.0.0.10", host: "127.0.0.10", ids: ["entitlement.host"]),
        .domain(
            "applinks:127.0.0.10?mode=developer", host: "127.0.0.10", modes: ["developer"],
            ids: ["entitlement.mode"]),
        .domain("applinks:[::1]", host: "[::1]", ids: ["entitlement.host"]),
        .domain("applinks:[::1]:8443", host: "[::1]", ids: ["entitlement.host", syntax]),
        .domain("applinks:localhost", host: "localhost", ids: ["entitlement.host"]),
        .domain("applinks:intranet?mode=developer", host: "intranet", modes: ["developer"], ids: ["entitlement.mode"]),
        .domain("applinks:example..com", host: "example..com", ids: ["entitlement.host"]),
        .domain(
            "applinks:\(String(repeating: "a", count: 64)).com", host: "\(String(repeating: "a", count: 64)).com",
            ids: ["entitlement.host"]),
        .domain(
            "applinks:\(Self.longName)", host: Self.longName, ids: ["entitlement.host"]),
        .domain("applinks:-bad.example.com", host: "-bad.example.com", ids: ["entitlement.host"]),
        .domain("applinks:my_host.example.com", host: "my_host.example.com", ids: ["entitlement.underscore"]),
        .domain("appclips:*.example.com", .appclips, wildcard: true, ids: ["entitlement.wildcard-appclips"]),
        .domain(
            "applinks:*.example.com?mode=developer", wildcard: true, modes: ["developer"], ids: ["entitlement.mode"]),
        .domain(
            "AppLinks:*.Example.com.", wildcard: true,
            ids: ["entitlement.case", "entitlement.case", "entitlement.trailing-dot"]),
    ]

    /// Entries the system ignores: nothing to fetch, something to say.
    static let ignored: [EntryVector] = [
        .ignored("applink:example.com", ids: [syntax]),
        .ignored("foo:example.com", ids: [syntax]),
        .ignored(":example.com", ids: [syntax]),
        .ignored("applinks:$(APP_DOMAIN)", ids: ["entitlement.placeholder"]),
        .ignored("$(ASSOCIATED_DOMAIN)", ids: ["entitlement.placeholder"]),
        .ignored("webcredentials:${HOST}.example.com", ids: ["entitlement.placeholder"]),
    ]

    /// Text in which no host can be made out.
    static let malformed: [EntryVector] = [
        .malformed(""), .malformed("   "), .malformed("applinks:"), .malformed("applinks:*."),
        .malformed("applinks:*"), .malformed("applinks:."), .malformed("applinks:exa mple.com"),
        .malformed("applinks:ex\u{1B}[31m.com"), .malformed("applinks:example.com\n"),
        .malformed("applinks:\texample.com"), .malformed("applinks:foo.*.example.com"),
        .malformed("applinks:exa!mple.com"), .malformed("applinks:[zz]"), .malformed("applinks:exa%41mple.com"),
        .malformed("applinks:" + String(repeating: "a.", count: 1000) + "com"),
        .malformed("applinks:example.com\u{0085}"), .malformed("applinks:\u{00A0}example.com"),
        .malformed("applinks: example.com"), .malformed("applinks:exa\u{202E}moc.elpm"),
    ]

    static let longName = Array(repeating: String(repeating: "a", count: 63), count: 4).joined(separator: ".")

    @Test(arguments: valid + flawed + ignored + malformed)
    func entryIsReadAsSpecified(_ vector: EntryVector) {
        let parse = AssociatedDomainParser.parse(vector.entry)
        switch (parse, vector.outcome) {
        case (.domain(let domain, let findings), .domain(let service, let host, let wildcard, let modes)):
            #expect(domain.service == service)
            #expect(domain.host == host)
            #expect(domain.fetchHost == host)
            #expect(domain.isWildcard == wildcard)
            #expect(domain.modes == modes)
            #expect(domain.entry == vector.entry)
            #expect(findings.map(\.id).sorted() == vector.ids.sorted())
        case (.ignored(let findings), .ignored):
            #expect(findings.map(\.id).sorted() == vector.ids.sorted())
        case (.malformed(let reason), .malformed):
            #expect(!reason.isEmpty)
            #expect(!reason.unicodeScalars.contains(where: PrintableText.isControl))
            #expect(reason.count < 400)
        default:
            Issue.record("expected \(vector.outcome), got \(parse)")
        }
    }

    @Test(arguments: valid + flawed + ignored)
    func findingsNameTheEntryAndNoJSONPath(_ vector: EntryVector) {
        for finding in Self.findings(of: AssociatedDomainParser.parse(vector.entry)) {
            #expect(finding.entry == vector.entry)
            #expect(finding.path == nil)
            #expect(FindingKind.named(finding.id)?.severity == finding.severity)
        }
    }

    @Test func displayNameIsNormalised() throws {
        guard case .domain(let domain, _) = AssociatedDomainParser.parse("AppLinks:*.Example.com.?mode=developer")
        else { throw ParseFailure() }
        #expect(domain.displayName == "applinks:*.example.com")
        #expect(domain.normalizedEntry == "applinks:*.example.com?mode=developer")
    }

    @Test func bareHostFromAnEntitlementsFileIsIgnored() {
        let bare = AssociatedDomainParser.parse("example.com", bareHostMeansAppLinks: false)
        #expect(bare == .ignored(Self.findings(of: bare)))
        #expect(Self.findings(of: bare).map(\.id) == [Self.syntax])
        guard case .domain = AssociatedDomainParser.parse("applinks:example.com", bareHostMeansAppLinks: false) else {
            Issue.record("an entry with a service must still be a domain")
            return
        }
    }

    @Test func overlongEntryIsMalformedWithoutEchoingAllOfIt() {
        let entry = "applinks:" + String(repeating: "x", count: 100_000) + ".com"
        guard case .malformed(let reason) = AssociatedDomainParser.parse(entry) else {
            Issue.record("expected malformed")
            return
        }
        #expect(reason.count < 200)
    }

    @Test func unknownServiceCloseToAKnownOneIsStillIgnored() {
        let parse = AssociatedDomainParser.parse("WebCredential:example.com")
        #expect(Self.findings(of: parse).map(\.id) == [Self.syntax])
        #expect(parse == .ignored(Self.findings(of: parse)))
    }

    static func findings(of parse: EntryParse) -> [Finding] {
        switch parse {
        case .domain(_, let findings), .ignored(let findings): findings
        case .malformed: []
        }
    }

    struct ParseFailure: Error {}
}
