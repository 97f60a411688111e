import Testing

@testable import AASACore

@Suite struct MatcherURLParsingTests {
    @Test func partsAreKeptAsWritten() throws {
        let url = try UniversalLinkURL("HTTPS://User:pw@Example.COM:8443/a%2Fb//c?x=%41&y#frag?#more")
        #expect(url.scheme == "https")
        #expect(url.host == "example.com")
        #expect(url.port == 8443)
        #expect(url.path == "/a%2Fb//c")
        #expect(url.query == "x=%41&y")
        #expect(url.fragment == "frag?#more")
    }

    @Test func absentAndEmptyPartsDiffer() throws {
        let bare = try UniversalLinkURL("https://example.com")
        #expect(bare.path == "")
        #expect(bare.query == nil)
        #expect(bare.fragment == nil)
        let empty = try UniversalLinkURL("https://example.com/?#")
        #expect(empty.path == "/")
        #expect(empty.query == "")
        #expect(empty.fragment == "")
    }

    @Test func ipv6HostIsAccepted() throws {
        let url = try UniversalLinkURL("http://[::1]:8080/x")
        #expect(url.host == "[::1]")
        #expect(url.port == 8080)
        #expect(url.path == "/x")
    }

    @Test func nonASCIIIsPercentEncodedAsABrowserWould() throws {
        let url = try UniversalLinkURL("https://example.com/café?q=é#é")
        #expect(url.path == "/caf%C3%A9")
        #expect(url.query == "q=%C3%A9")
        #expect(url.fragment == "%C3%A9")
    }

    @Test(arguments: [
        ("", URLParseError.Code.empty),
        ("https://example.com/a b", .invalidCharacter),
        ("https://example.com/a\tb", .invalidCharacter),
        ("https://example.com/\u{7}", .invalidCharacter),
        ("https://example.com\\path", .invalidCharacter),
        ("example.com/path", .missingScheme),
        ("://example.com", .missingScheme),
        ("1http://example.com", .missingScheme),
        ("ftp://example.com/", .unsupportedScheme),
        ("mailto:someone@example.com", .unsupportedScheme),
        ("https:example.com", .missingHost),
        ("https://", .missingHost),
        ("https:///path", .missingHost),
        ("https://user@/path", .missingHost),
        ("https://exa_mple.com^/", .invalidHost),
        ("https://exämple.com/", .invalidHost),
        ("https://[::1/", .invalidHost),
        ("https://[zz]/", .invalidHost),
        ("https://example.com:port/", .invalidPort),
        ("https://example.com:70000/", .invalidPort),
        ("https://example.com/%zz", .invalidPercentEncoding),
        ("https://example.com/?q=%4", .invalidPercentEncoding),
    ])
    func malformedURLIsRejectedWithItsCode(string: String, code: URLParseError.Code) {
        #expect {
            _ = try UniversalLinkURL(string)
        } throws: { error in
            (error as? URLParseError)?.code == code
        }
    }
}

/// The byte-level parser for plain ASCII URLs must give exactly the general parser's parts, and
/// leave to it every URL it cannot take whole.
@Suite struct URLASCIIPathTests {
    static let urls = [
        "https://example.com", "HTTPS://User:pw@Example.COM:8443/a%2Fb//c?x=%41&y#frag?#more",
        "https://example.com/?#", "http://example.com:/x", "https://a.b/c?d#e", "https://x.com:0/",
        "https://x.com:65535/p", "hTTp://EXAMPLE.com/Path?Q=1#F", "https://u@h/", "https://h/%41%4a",
        "https://h/a?b?c#d#e", "https://h:1/#", "https://h/~!$&'()*+,;=:@", "https://h/?q=%e9",
    ]

    @Test(arguments: urls)
    func asciiPathAgreesWithGeneralParser(url: String) throws {
        let fast = try #require(UniversalLinkURL.printableASCIIParts(url))
        #expect(fast == (try UniversalLinkURL.generalParts(url)))
    }

    @Test(arguments: [
        "", "https://[::1]/", "https://example.com/{x}", "https://exämple.com/", "https://h/%zz", "ftp://h/",
        "https://h:99999/", "https://h/a b", "https:/h", "https://", "https://h_^/", "https://h\\x",
    ])
    func unusualURLIsLeftToGeneralParser(url: String) {
        #expect(UniversalLinkURL.printableASCIIParts(url) == nil)
    }
}
