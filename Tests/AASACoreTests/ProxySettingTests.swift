import Testing

@testable import AASACore

/// Proxy URLs as curl reads them, and credentials kept out of everything aasa prints.
@Suite struct ProxySettingTests {
    @Test(arguments: ["http://p:3128", "HTTPS://p", "socks5h://u:pw@p:1080", "p:3128"])
    func knownSchemesAreAccepted(_ url: String) {
        #expect(throws: Never.self) { try ProxySetting.parse(url, source: "--proxy").get() }
    }

    @Test func unknownSchemeIsAProblemThatHidesThePassword() throws {
        let problem = try #require(
            ProxySetting.parse("htp://user:secret@p:3128", source: "--proxy").failure)
        #expect(!problem.message.contains("secret"))
        #expect(problem.message.contains("htp"))
    }

    @Test(arguments: [
        ("applinks.example.com", "example.com", true), ("example.com", ".example.com", true),
        ("notexample.com", "example.com", false), ("EXAMPLE.com", "a.org, example.COM", true),
        ("anything", "*", true), ("example.com", "127.0.0.0/8", false), ("example.com", "", false),
    ])
    func noProxyListsMatchAsCurlDoes(_ host: String, _ list: String, _ bypassed: Bool) {
        #expect(ProxySetting.bypasses(host, noProxy: list) == bypassed)
    }

    @Test(arguments: [
        ("Unsupported proxy scheme for 'htp://user:secret@p:3128'", "Unsupported proxy scheme for 'htp://***@p:3128'"),
        ("https://token@example.com/x https://a:b@c/", "https://***@example.com/x https://***@c/"),
        ("mailto:a@b.c and https://example.com/@x", "mailto:a@b.c and https://example.com/@x"),
        ("no URL here", "no URL here"),
    ])
    func credentialsInURLsAreRedacted(_ text: String, _ expected: String) {
        #expect(Credentials.redacted(text) == expected)
    }

    /// Every way a proxy is written or mistyped: the password is hidden when the proxy is shown,
    /// and wherever libcurl's text quotes it, whole, alone or percent-decoded.
    @Test(arguments: [
        ("user:S3cretPW@127.0.0.1:9", "***@127.0.0.1:9"),
        ("http//user:S3cretPW@127.0.0.1:9", "***@127.0.0.1:9"),
        ("http:/user:S3cretPW@127.0.0.1:9", "***@127.0.0.1:9"),
        ("//user:S3cretPW@127.0.0.1:9", "***@127.0.0.1:9"),
        ("http://user:S3cretPW@127.0.0.1:9", "http://***@127.0.0.1:9"),
        ("socks5h://user:S3cretPW@[::1]:1080", "socks5h://***@[::1]:1080"),
    ])
    func proxyPasswordsAreHiddenInEveryForm(_ proxy: String, _ shown: String) {
        #expect(Credentials.redactedProxy(proxy) == shown)
        for quoted in [
            "Could not resolve proxy: \(proxy)", "Failed to connect to \(proxy) port 9", "password S3cretPW",
        ] {
            #expect(!Credentials.redacted(quoted, proxy: proxy).contains("S3cretPW"))
        }
        #expect((try? ProxySetting.parse(proxy, source: "--proxy").get()) != nil)
    }

    @Test func aPercentEncodedPasswordIsHiddenDecodedToo() {
        let proxy = "user:S3c%40retPW@127.0.0.1:9"
        #expect(Credentials.redacted("sent S3c@retPW and S3c%40retPW", proxy: proxy) == "sent *** and ***")
        #expect(Credentials.redactedProxy("127.0.0.1:9") == "127.0.0.1:9")
        #expect(Credentials.redacted("plain S3cretPW", proxy: "127.0.0.1:9") == "plain S3cretPW")
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
