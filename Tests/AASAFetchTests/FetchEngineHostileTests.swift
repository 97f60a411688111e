import AASACore
import AASAFetch
import FixtureWorld
import Foundation
import Testing

/// Servers that never answer, stall, trickle, or never stop: every transfer still ends by its
/// timeout or cap, and memory stays bounded. Durations are bounds, not speed tests: they are
/// libcurl's own clock for the transfer, since the wall clock of an async test also counts the
/// time its continuation waits for a thread while other tests keep both cores busy. A hang
/// still fails, through the suite's time limit.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FetchEngineHostileTests {
    static let timeout = 2.0
    /// Scheduling slack on 2 shared cores.
    static let slack = 2.0

    @Test(arguments: ["slow.aasa.test", "trickle.aasa.test"])
    func silentOrTricklingServerIsAbandonedAtTheTimeout(_ host: String) async throws {
        let (record, seconds) = await WorldFetch.fetch(try WorldFetch.request(host, timeout: Self.timeout))
        #expect(record.curlCode == 28, "\(host): \(record.curlError)")
        #expect(Double(record.durationMs) / 1000 < Self.timeout + Self.slack, "\(host) took \(seconds) s")
        #expect(Double(record.durationMs) / 1000 < Self.timeout + Self.slack)
        #expect(WorldFetch.ids(record, host: host) == ["net.timeout"])
    }

    @Test func stalledHandshakeIsAbandonedAtTheTimeout() async throws {
        let world = try FixtureWorld.shared()
        let request = try WorldFetch.request("stall.aasa.test", timeout: Self.timeout, port: world.stallPort)
        let (record, seconds) = await WorldFetch.fetch(request)
        #expect(record.curlCode == 28, "\(record.curlError)")
        #expect(Double(record.durationMs) / 1000 < Self.timeout + Self.slack, "took \(seconds) s")
        #expect(WorldFetch.ids(record, host: "stall.aasa.test") == ["net.timeout"])
    }

    @Test func serverThatDoesNotSpeakTLSIsAHandshakeFailure() async throws {
        let world = try FixtureWorld.shared()
        let request = try WorldFetch.request("plain.aasa.test", timeout: Self.timeout, port: world.plainPort)
        let (record, _) = await WorldFetch.fetch(request)
        #expect(WorldFetch.ids(record, host: "plain.aasa.test") == ["tls.handshake"], "\(record.curlError)")
    }

    @Test func endlessHeadersAreCutAtTheHeaderLimit() async throws {
        let request = try WorldFetch.request("hugeheaders.aasa.test", timeout: 10, headerLimit: 4096)
        let (record, _) = await WorldFetch.fetch(request)
        #expect(record.headersExceededLimit, "\(record.curlCode) \(record.curlError)")
        #expect(WorldFetch.ids(record, host: "hugeheaders.aasa.test") == ["http.headers-too-large"])
    }

    /// One 1 MiB field after a status line: libcurl refuses it as "Out of memory", which is a
    /// header block too large, not this machine's memory.
    @Test func singleGiantHeaderFieldIsHeadersTooLarge() async throws {
        let request = try WorldFetch.request("giantheader.aasa.test", timeout: Self.timeout)
        let (record, _) = await WorldFetch.fetch(request)
        #expect(
            WorldFetch.ids(record, host: "giantheader.aasa.test") == ["http.headers-too-large"], "\(record.curlError)")
    }

    @Test func endlessHeadersEndByTheTimeoutAtTheDefaultLimit() async throws {
        let request = try WorldFetch.request("hugeheaders.aasa.test", timeout: Self.timeout)
        let (record, seconds) = await WorldFetch.fetch(request)
        #expect(Double(record.durationMs) / 1000 < Self.timeout + Self.slack, "took \(seconds) s")
        #expect(record.curlCode == 28 || record.headersExceededLimit)
    }

    /// Memory is measured where it can be told apart from other tests': in the `aasa` child
    /// process of `HostileServerTests.endlessAnswerStaysSmallAndEndsInTime`.
    @Test(arguments: ["endless.aasa.test", "gzipbomb.aasa.test"])
    func endlessBodyIsCutAtTheLimit(_ host: String) async throws {
        let (record, seconds) = await WorldFetch.fetch(try WorldFetch.request(host, timeout: 10))
        #expect(record.bodyExceededLimit && record.body.count == FetchRecord.appleBodyLimit, "\(record.curlError)")
        #expect(WorldFetch.ids(record, host: host) == ["http.too-large"])
        #expect(Double(record.durationMs) / 1000 < 10, "took \(seconds) s")
    }
}
