import FixtureWorld
import Foundation
import Testing

/// `aasa verify` end to end: the real binary, the real libcurl, real TLS servers on 127.0.0.1
/// with generated certificates. Each case names a fixture host and the finding it must produce.
@Suite(.serialized) struct VerifyCommandTests {
    static let app = "ABCDE12345.com.example.app"

    /// Runs `aasa verify --format json` against the fixture world and returns the one domain report.
    /// `extra` comes first: libcurl uses the first `--connect-to` rule that matches, so a
    /// host-specific rule there wins over the world's catch-all one.
    static func verify(_ entries: [String], extra: [String] = [], timeout: String = "3", routed: Bool = true)
        async throws
        -> (AASABinary.Run, [[String: Any]])
    {
        let world = try FixtureWorld.shared()
        let routing = routed ? ["--connect-to", world.connectTo] : []
        let run = try await AASABinary.run(
            ["verify", "--format", "json", "--timeout", timeout] + extra + routing
                + ["--cacert", world.caFile, "--app-id", app] + entries)
        let domains = try #require(try run.json()["domains"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        return (run, domains)
    }

    static func ids(_ domain: [String: Any]?) -> [String] {
        (domain?["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    static let failures: [(host: String, id: String)] = [
        ("redirect.aasa.test", "http.redirect"),
        ("found.aasa.test", "http.redirect"),
        ("missing.aasa.test", "http.status"),
        ("broken.aasa.test", "http.status"),
        ("html.aasa.test", "http.content-type"),
        ("large.aasa.test", "http.too-large"),
        ("endless.aasa.test", "http.too-large"),
        ("gzipbomb.aasa.test", "http.too-large"),
        ("over.aasa.test", "http.too-large"),
        ("invalidjson.aasa.test", "json.syntax"),
        ("empty.aasa.test", "json.syntax"),
        ("otherapp.aasa.test", "entitlement.app-missing"),
        ("expired.aasa.test", "tls.expired"),
        ("notyet.aasa.test", "tls.expired"),
        ("selfsigned.aasa.test", "tls.untrusted"),
        ("incomplete.aasa.test", "tls.untrusted"),
        ("wronghost.aasa.test", "tls.hostname"),
        ("slow.aasa.test", "net.timeout"),
    ]

    @Test(arguments: failures)
    func failingHostIsReportedWithItsID(_ host: String, _ id: String) async throws {
        let (run, domains) = try await Self.verify(["applinks:\(host)"], timeout: "2")
        #expect(run.status == 1, "\(host): \(run.stderr)")
        #expect(domains.first?["status"] as? String == "fail")
        #expect(Self.ids(domains.first).contains(id), "\(host): \(Self.ids(domains.first))")
    }

    /// Not routed to the world. A 64-character label is refused by the resolver library itself,
    /// so the name really fails to resolve without a query leaving the machine.
    @Test func unresolvableHostIsReported() async throws {
        let label = String(repeating: "a", count: 64)
        let (run, domains) = try await Self.verify(["applinks:\(label).example"], routed: false)
        #expect(run.status == 1)
        #expect(Self.ids(domains.first).contains("net.dns"))
    }

    @Test func healthyDomainPasses() async throws {
        let (run, domains) = try await Self.verify(
            ["applinks:good.aasa.test", "webcredentials:good.aasa.test", "activitycontinuation:good.aasa.test"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(domains.count == 1, "a host named by several entries is fetched once")
        #expect(domains.first?["status"] as? String == "pass")
        #expect((domains.first?["entries"] as? [String])?.count == 3)
    }

    @Test func fetchObjectHasTheContractShape() async throws {
        let (_, domains) = try await Self.verify(["good.aasa.test"])
        let fetch = try #require(domains.first?["fetch"] as? [String: Any])
        #expect(
            Set(fetch.keys)
                == [
                    "url", "httpStatus", "contentType", "bytes", "redirectLocation", "tls", "durationMs", "attempts",
                    "totalMs",
                ])
        #expect(fetch["url"] as? String == "https://good.aasa.test/.well-known/apple-app-site-association")
        #expect(fetch["httpStatus"] as? Int == 200)
        #expect(fetch["redirectLocation"] is NSNull)
        let tls = try #require(fetch["tls"] as? [String: Any])
        #expect(tls["verified"] as? Bool == true)
        #expect(tls["notAfter"] is String)
    }

    @Test func redirectNamesTheLocationAndIsNotFollowed() async throws {
        let (_, domains) = try await Self.verify(["redirect.aasa.test"])
        let fetch = try #require(domains.first?["fetch"] as? [String: Any])
        #expect(fetch["httpStatus"] as? Int == 301)
        #expect((fetch["redirectLocation"] as? String)?.contains("www.redirect.aasa.test") == true)
    }

    @Test func octetStreamIsOnlyAWarning() async throws {
        let (run, domains) = try await Self.verify(["octet.aasa.test"])
        #expect(run.status == 0)
        #expect(domains.first?["status"] as? String == "warn")
        #expect(Self.ids(domains.first).contains("http.content-type"))
        let (strictRun, _) = try await Self.verify(["octet.aasa.test"], extra: ["--strict"])
        #expect(strictRun.status == 1)
    }

    @Test func gzipBodyIsDecoded() async throws {
        let (run, domains) = try await Self.verify(["gzip.aasa.test"])
        #expect(run.status == 0, "\(Self.ids(domains.first))")
    }

    @Test func fileOfExactlyTheLimitIsAccepted() async throws {
        let (_, domains) = try await Self.verify(["exact.aasa.test"])
        #expect(!Self.ids(domains.first).contains("http.too-large"))
    }

    @Test func legacyLocationIsAWarning() async throws {
        let (run, domains) = try await Self.verify(["legacy.aasa.test"])
        #expect(Self.ids(domains.first).contains("http.legacy-location"))
        #expect(run.status == 0)
    }

    @Test func tlsHandshakeFailureIsReported() async throws {
        let world = try FixtureWorld.shared()
        let (_, domains) = try await Self.verify(
            ["handshake.aasa.test"], extra: ["--connect-to", "handshake.aasa.test:443:127.0.0.1:\(world.plainPort)"])
        #expect(Self.ids(domains.first).contains("tls.handshake"), "\(Self.ids(domains.first))")
    }

    @Test func refusedConnectionIsReported() async throws {
        // Port 9 on loopback: nothing listens there on these machines.
        let (_, domains) = try await Self.verify(
            ["closed.aasa.test"], extra: ["--connect-to", "closed.aasa.test:443:127.0.0.1:9"])
        #expect(Self.ids(domains.first).contains("net.connect"), "\(Self.ids(domains.first))")
    }

    @Test func stalledHandshakeIsAbandonedAtTheTimeout() async throws {
        let world = try FixtureWorld.shared()
        let (_, domains) = try await Self.verify(
            ["stall.aasa.test"], extra: ["--connect-to", "stall.aasa.test:443:127.0.0.1:\(world.stallPort)"],
            timeout: "2")
        let duration = try #require((domains.first?["fetch"] as? [String: Any])?["durationMs"] as? Int)
        #expect(duration <= (2 + 1) * 1000, "the fetch took \(duration) ms")
        #expect(Self.ids(domains.first).contains("net.timeout"), "\(Self.ids(domains.first))")
    }

    static let entryFindings: [(entry: String, id: String)] = [
        ("applinks:good.aasa.test:8080", "entitlement.syntax"),
        ("https://good.aasa.test", "entitlement.syntax"),
        ("applinks:good.aasa.test?mode=developer", "entitlement.mode"),
        ("appclips:*.wild.aasa.test", "entitlement.wildcard-appclips"),
    ]

    @Test(arguments: entryFindings)
    func entryProblemIsReported(_ entry: String, _ id: String) async throws {
        let (_, domains) = try await Self.verify([entry])
        let all = domains.flatMap { Self.ids($0) }
        #expect(all.contains(id), "\(entry): \(all)")
    }

    @Test func unknownServiceIsReportedNotFetched() async throws {
        let (run, domains) = try await Self.verify(["foolinks:good.aasa.test"])
        #expect(domains.flatMap { Self.ids($0) }.contains("entitlement.syntax"))
        #expect(run.status == 1)
    }

    @Test func wildcardIsFetchedFromItsParent() async throws {
        let (run, domains) = try await Self.verify(["applinks:*.wild.aasa.test"])
        #expect(domains.first?["domain"] as? String == "wild.aasa.test")
        #expect(run.status == 0, "\(Self.ids(domains.first))")
    }

    /// A URL expectation is its own result (issue 50): the one that fails is `url.unexpected`
    /// there, and the host it is on keeps its own verdict.
    @Test func expectedURLsAreCheckedThroughTheMatcher() async throws {
        let (run, domains) = try await Self.verify(
            ["applinks:good.aasa.test"],
            extra: [
                "--expect-url", "https://good.aasa.test/buy/42", "--expect-no-url", "https://good.aasa.test/buy/42",
            ])
        let urls = try #require(try run.json()["urls"] as? [[String: Any]])
        #expect(urls.map { $0["verdict"] as? String } == ["pass", "fail"])
        #expect(urls.map { $0["expected"] as? String } == ["opens", "does-not-open"])
        #expect(urls.map { $0["host"] as? String } == ["good.aasa.test", "good.aasa.test"])
        #expect((urls[1]["finding"] as? [String: Any])?["id"] as? String == "url.unexpected")
        #expect(!Self.ids(domains.first).contains("url.unexpected"))
        #expect(domains.first?["status"] as? String == "pass")
        #expect(run.status == 1)
    }

    @Test func entitlementsFileSuppliesEntriesAndAppID() async throws {
        let world = try FixtureWorld.shared()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>application-identifier</key><string>ZZZZZ99999.com.other.app</string>
            <key>com.apple.developer.associated-domains</key>
            <array><string>applinks:otherapp.aasa.test</string></array>
            </dict></plist>
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-test-\(getpid()).entitlements")
        try Data(plist.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try await AASABinary.run(
            [
                "verify", "--format", "json", "--connect-to", world.connectTo, "--cacert", world.caFile,
                "--entitlements", path.path,
            ])
        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func junitReportHasACasePerEntry() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            [
                "verify", "--format", "junit", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
                Self.app,
                "applinks:good.aasa.test", "webcredentials:good.aasa.test", "applinks:missing.aasa.test",
            ])
        // Three entries and the app's own case, which fails with the entry that does.
        #expect(run.stdout.components(separatedBy: "<testcase").count - 1 == 4)
        #expect(run.stdout.components(separatedBy: "<failure").count - 1 == 2)
        #expect(run.stdout.contains(#"<testcase classname="aasa.apple.app" name="\#(Self.app)""#))
    }
}
