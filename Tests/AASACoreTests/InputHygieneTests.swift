import Foundation
import Testing

@testable import AASACore

/// Odd but plausible input from operators (entries, URLs, entitlements files) gets a clear finding
/// or error, never a crash, and big input is refused within bounded time and memory.
@Suite struct InputHygieneTests {
    /// What parsing an entry must give: a finding with this id, or no host at all.
    enum EntryOutcome: Sendable, Equatable {
        case finding(String)
        case malformed
    }

    static let longLabel = String(repeating: "a", count: 64)
    static let longName = Array(repeating: String(repeating: "b", count: 60), count: 5).joined(separator: ".")

    static let entries: [(String, EntryOutcome)] = [
        ("applinks:user@example.com", .finding("entitlement.syntax")),
        ("applinks:user:secret@example.com", .finding("entitlement.syntax")),
        ("https://example.com/", .finding("entitlement.syntax")),
        (" applinks:example.com", .finding("entitlement.syntax")),
        ("applinks:exa mple.com", .malformed),
        ("applinks:example.com\t", .malformed),
        ("applinks:exa\u{0}mple.com", .malformed),
        ("applinks:example.com\u{1B}[31m", .malformed),
        ("applinks:example.com\u{85}", .malformed),
        ("applinks:exa\u{202E}elpmx.com", .malformed),
        // An invisible zero-width space makes the host Unicode: an error, shown escaped in reports.
        ("applinks:exam\u{200B}ple.com", .finding("entitlement.idn")),
        ("applinks:bücher.example", .finding("entitlement.idn")),
        ("applinks:пример.рф", .finding("entitlement.idn")),
        ("applinks:127.0.0.1", .finding("entitlement.host")),
        ("applinks:[::1]", .finding("entitlement.host")),
        ("applinks:[::1", .malformed),
        ("applinks:localhost", .finding("entitlement.host")),
        ("applinks:\(longLabel).example.com", .finding("entitlement.host")),
        ("applinks:\(longName).example", .finding("entitlement.host")),
        ("applinks:example..com", .finding("entitlement.host")),
        ("applinks:example.com.", .finding("entitlement.trailing-dot")),
        ("applinks:.", .malformed),
        ("applinks:ex%41mple.com", .malformed),
        ("applinks:" + String(repeating: "a.", count: 600) + "com", .malformed),
    ]

    @Test(arguments: entries)
    func oddEntryGetsAFindingOrIsMalformed(_ entry: String, _ expected: EntryOutcome) {
        switch AssociatedDomainParser.parse(entry) {
        case .malformed(let reason):
            #expect(expected == .malformed)
            #expect(ReportOutputCheck.unsafeScalars(in: reason).isEmpty, "the reason is printable")
        case .domain(_, let findings), .ignored(let findings):
            guard case .finding(let id) = expected else {
                Issue.record("expected no host, got findings \(findings.map(\.id))")
                return
            }
            #expect(findings.map(\.id).contains(id))
        }
    }

    /// URL text that cannot be a universal link is refused with a code, before any matching.
    static let refusedURLs: [(String, URLParseError.Code)] = [
        ("", .empty),
        ("https://example.com/a b", .invalidCharacter),
        ("https://example.com/\u{1B}[2J", .invalidCharacter),
        ("https://example.com/\u{85}", .invalidCharacter),
        ("https://example.com/a\\b", .invalidCharacter),
        ("example.com/path", .missingScheme),
        ("ftp://example.com/", .unsupportedScheme),
        ("https:///path", .missingHost),
        ("https://user@/path", .missingHost),
        ("https://bücher.example/", .invalidHost),
        ("https://exa\u{202E}mple.com/", .invalidHost),
        ("https://[::1/", .invalidHost),
        ("https://example.com:99999/", .invalidPort),
        ("https://example.com/%zz", .invalidPercentEncoding),
    ]

    @Test(arguments: refusedURLs)
    func hostileURLIsRefusedWithACode(_ text: String, _ code: URLParseError.Code) {
        #expect(throws: URLParseError.self) { try UniversalLinkURL(text) }
        do { _ = try UniversalLinkURL(text) } catch { #expect(error.code == code) }
    }

    /// URLs a browser would open are accepted, and the host is the one the browser would reach:
    /// user information never becomes the host.
    static let acceptedURLs: [(String, String)] = [
        ("https://example.com@evil.example/buy", "evil.example"),
        ("https://user:secret@Example.COM/", "example.com"),
        ("https://127.0.0.1/path", "127.0.0.1"),
        ("https://[::1]:8443/path", "[::1]"),
        ("https://localhost/", "localhost"),
        ("https://example.com./", "example.com."),
        ("https://\(longLabel).example.com/", "\(longLabel).example.com"),
    ]

    @Test(arguments: acceptedURLs)
    func acceptedURLKeepsTheRealHost(_ text: String, _ host: String) throws {
        #expect(try UniversalLinkURL(text).host == host)
    }

    @Test func trailingDotHostStillBelongsToItsDomain() throws {
        let file = #"{"applinks":{"details":[{"appIDs":["A.b"],"components":[{"/":"*"}]}]}}"#
        let association = try #require(SiteAssociationReader.read(Array(file.utf8)).association)
        let url = try UniversalLinkURL("https://example.com./x")
        let results = AssociationMatcher(association).evaluate(url, domain: "example.com")
        #expect(results.map(\.verdict) == [.match])
    }

    // MARK: Entitlements files

    static func expectError(
        _ code: AppFileError.Code, reading data: Data, within limit: Duration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try EntitlementsFile.read(data, name: "hostile.entitlements")
            Issue.record("read without an error", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == code, sourceLocation: sourceLocation)
            #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
        }
        #expect(clock.now - start < limit, sourceLocation: sourceLocation)
    }

    @Test func fiftyMegabytesOfNestedArraysAreRefusedBySize() {
        let data =
            Data("<plist><array>".utf8)
            + Data(String(repeating: "<array>", count: 50 * 1024 * 1024 / 7).utf8)
        Self.expectError(.tooLarge, reading: data, within: .seconds(2))
    }

    @Test func twentyMegabytesOfJunkAreRefusedBySize() {
        // A 4 KiB block of pseudo-random bytes, repeated: building 20 MB byte by byte is slow in debug builds.
        let block = Data((0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) })
        var data = Data(capacity: 20 * 1024 * 1024)
        for _ in 0..<(20 * 256) { data.append(block) }
        Self.expectError(.tooLarge, reading: data, within: .seconds(2))
    }

    /// Just under the size cap: about 500 000 nested arrays, more than any stack would survive
    /// if the parser recursed without a bound.
    @Test func nestingJustUnderTheSizeCapIsRefusedWithoutCrashing() {
        let depth = (EntitlementsFile.maximumSize - 100) / 15
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>"
        #expect(xml.utf8.count <= EntitlementsFile.maximumSize)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: AppFileError.self) { try EntitlementsFile.read(Data(xml.utf8), name: "deep") }
        #expect(clock.now - start < .seconds(20))
    }

    @Test func unclosedNestingJustUnderTheSizeCapIsRefused() {
        let xml = "<plist version=\"1.0\">" + String(repeating: "<dict><key>k</key>", count: 200_000)
        #expect(xml.utf8.count <= EntitlementsFile.maximumSize)
        Self.expectError(.notPropertyList, reading: Data(xml.utf8), within: .seconds(20))
    }

    static let notPropertyLists: [(String, [UInt8])] = [
        ("empty", []),
        ("JSON", Array(#"{"com.apple.developer.associated-domains":["applinks:example.com"]}"#.utf8)),
        ("HTML", Array("<!DOCTYPE html><html><body>404</body></html>".utf8)),
        ("UTF-16 XML", [0xFF, 0xFE] + Array("<plist/>".utf8).flatMap { [$0, 0] }),
        ("truncated binary", Array("bplist00".utf8) + [0xD1, 0x01, 0x02]),
        ("junk after '<'", Array("<".utf8) + (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
    ]

    @Test(arguments: notPropertyLists)
    func fileThatIsNoPropertyListGetsAClearError(_ name: String, _ bytes: [UInt8]) {
        do {
            _ = try EntitlementsFile.read(Data(bytes), name: name)
            Issue.record("\(name) was read as a property list")
        } catch {
            #expect([.notPropertyList, .notDictionary, .tooComplex].contains(error.code))
            #expect(ReportOutputCheck.unsafeScalars(in: error.message).isEmpty)
        }
    }

    /// `{"k": set(["a"])}` as a binary property list. Foundation on Linux decodes the set and then
    /// crashes bridging it to Swift (found by the plist harness), so the guard refuses sets first.
    @Test func binaryPropertyListWithASetIsRefused() {
        let objects: [UInt8] = [0xD1, 0x01, 0x02, 0x51, 0x6B, 0xC1, 0x03, 0x51, 0x61]
        let offsets: [UInt8] = [8, 11, 13, 15]
        let trailer: [UInt8] =
            [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 4] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 17]
        let data = Data(Array("bplist00".utf8) + objects + offsets + trailer)
        Self.expectError(.notPropertyList, reading: data, within: .seconds(2))
    }

    @Test func hostileFileNameIsShownEscapedOnOneLine() {
        do {
            _ = try EntitlementsFile.read(Data("nope".utf8), name: "evil\u{1B}]0;title\u{07}\n\u{202E}.entitlements")
            Issue.record("read without an error")
        } catch {
            #expect(ReportOutputCheck.unsafeScalars(in: error.message).isEmpty)
        }
    }
}
