import AASACore
import AASAFetch
import Foundation
import Testing

/// The engine against real TLS servers on 127.0.0.1 (the fixture world): what it records, and
/// that each net/tls/http case classifies to its id.
@Suite struct FetchEngineWorldTests {
    @Test func validFetchRecordsStatusBodyContentTypeAndChain() async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request("good.aasa.test"))
        #expect(record.curlCode == 0, "\(record.curlError)")
        #expect(record.httpStatus == 200)
        #expect(record.body.first == UInt8(ascii: "{"))
        #expect(record.contentType?.hasPrefix("application/json") == true)
        #expect(record.primaryIP == "127.0.0.1")
        let tls = try #require(record.tls)
        #expect(tls.verified && tls.verifyResult == 0)
        let leaf = try #require(tls.chain.first)
        #expect(leaf.subjectAlternativeNames.contains("DNS:*.aasa.test"))
        #expect(leaf.notAfter?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil, "\(leaf)")
        #expect(WorldFetch.ids(record, host: "good.aasa.test").isEmpty)
    }

    @Test func reusedConnectionStillReportsItsChain() async throws {
        // libcurl gives no certificate info to a transfer on a pooled connection.
        let engine = FetchEngine(concurrency: 1)
        defer { engine.shutdown() }
        let request = try WorldFetch.request("good.aasa.test")
        let (first, _) = await WorldFetch.fetch(request, on: engine)
        let (second, _) = await WorldFetch.fetch(request, on: engine)
        #expect(first.tls?.chain.isEmpty == false)
        #expect(second.tls?.chain == first.tls?.chain)
    }

    static let certificateCases: [(host: String, id: String)] = [
        ("expired.aasa.test", "tls.expired"), ("notyet.aasa.test", "tls.expired"),
        ("selfsigned.aasa.test", "tls.untrusted"), ("incomplete.aasa.test", "tls.untrusted"),
        ("wronghost.aasa.test", "tls.hostname"), ("expiredca.aasa.test", "tls.expired"),
        // Refused by OpenSSL's security level and by Apple's rules alike; named by Apple's rule.
        ("rsa1024.aasa.test", "tls.weak-key"), ("sha1.aasa.test", "tls.weak-signature"),
        ("clientauth.aasa.test", "tls.server-auth"),
    ]

    @Test(arguments: certificateCases)
    func badCertificateIsDescribedButNeverTrusted(_ host: String, _ id: String) async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request(host))
        #expect(record.curlCode == 60, "\(host): \(record.curlError)")
        #expect(record.httpStatus == nil && record.body.isEmpty)
        #expect(record.tls?.verified == false)
        #expect(record.tls?.chain.isEmpty == false, "\(host): the second look describes the chain")
        #expect(WorldFetch.ids(record, host: host) == [id])
    }

    @Test func redirectIsNeverFollowed() async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request("redirect.aasa.test"))
        #expect(record.httpStatus == 301)
        #expect(record.redirectLocation?.contains("www.redirect.aasa.test") == true)
        #expect(record.url == "https://redirect.aasa.test\(WorldFetch.wellKnownPath)")
        #expect(WorldFetch.ids(record, host: "redirect.aasa.test") == ["http.redirect"])
    }

    static let answerCases: [(host: String, ids: [String])] = [
        ("missing.aasa.test", ["http.status"]), ("broken.aasa.test", ["http.status"]),
        ("found.aasa.test", ["http.redirect"]), ("html.aasa.test", ["http.content-type"]),
        ("octet.aasa.test", ["http.content-type"]), ("large.aasa.test", ["http.too-large"]),
        ("over.aasa.test", ["http.too-large"]), ("exact.aasa.test", []), ("gzip.aasa.test", []),
        ("twolengths.aasa.test", ["net.transfer"]),
    ]

    @Test(arguments: answerCases)
    func answerClassifiesToItsID(_ host: String, _ ids: [String]) async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request(host))
        #expect(WorldFetch.ids(record, host: host) == ids, "\(host): \(record.curlCode) \(record.curlError)")
    }

    @Test func fileOfExactlyTheLimitIsKeptWhole() async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request("exact.aasa.test"))
        #expect(record.body.count == FetchRecord.appleBodyLimit && !record.bodyExceededLimit)
    }

    @Test func gzipBodyIsDecoded() async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request("gzip.aasa.test"))
        #expect(record.header("Content-Encoding")?.lowercased() == "gzip")
        #expect(record.body.first == UInt8(ascii: "{"))
    }

    @Test func legacyLocationIsReportedWhenOnlyItServesTheFile() async throws {
        let host = "legacy.aasa.test"
        let (wellKnown, _) = await WorldFetch.fetch(try WorldFetch.request(host))
        #expect(TransportClassifier.classify(wellKnown, host: host).shouldTryLegacyLocation)
        let (legacy, _) = await WorldFetch.fetch(try WorldFetch.request(host, path: "/apple-app-site-association"))
        let verdict = TransportClassifier.classifyLegacy(wellKnown: wellKnown, legacy: legacy, host: host)
        #expect(verdict.findings.map(\.id) == ["http.legacy-location"])
        #expect(verdict.servedBody?.isEmpty == false)
    }

    @Test func userAgentIsSentAsGiven() async throws {
        let host = "useragent.aasa.test"
        let (bot, _) = await WorldFetch.fetch(try WorldFetch.request(host, userAgent: "AASA-Bot/1.0.0"))
        let (honest, _) = await WorldFetch.fetch(try WorldFetch.request(host))
        #expect(bot.httpStatus == 403)
        #expect(honest.httpStatus == 200)
    }

    @Test func headerValuesAreKeptAsReceivedButValidText() async throws {
        let (record, _) = await WorldFetch.fetch(try WorldFetch.request("ctlheaders.aasa.test"))
        let values = record.headers.map(\.value).joined()
        #expect(values.contains("\u{1B}"), "control characters stay in the record")
        #expect(values.contains("\u{FFFD}"), "invalid UTF-8 becomes U+FFFD")
    }

    @Test func fiftyFetchesWithConcurrencyEightAllComplete() async throws {
        let engine = FetchEngine(concurrency: 8)
        defer { engine.shutdown() }
        let request = try WorldFetch.request("good.aasa.test", timeout: 20)
        let statuses = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<50 { group.addTask { await engine.fetch(request).httpStatus } }
            var all: [Int?] = []
            for await status in group { all.append(status) }
            return all
        }
        #expect(statuses.count == 50)
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
    }
}
