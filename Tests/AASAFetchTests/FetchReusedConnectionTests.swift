import AASACore
import AASAFetch
import Foundation
import Testing

/// A host's Android request goes over the connection its Apple requests opened. Its record must
/// still carry that connection's certificate chain, not none and never the chain of a host the
/// same pooled handle reached in between.
@Suite struct FetchReusedConnectionTests {
    @Test func reusedConnectionReportsItsOwnChain() async throws {
        let engine = FetchEngine(concurrency: 1, connectionsPerHost: 1)
        defer { engine.shutdown() }
        let keptOpen = try WorldFetch.request("keepalive.aasa.test")
        let (first, _) = await WorldFetch.fetch(keptOpen, on: engine)
        let (other, _) = await WorldFetch.fetch(try WorldFetch.request("cnonly.aasa.test"), on: engine)
        let (reused, _) = await WorldFetch.fetch(keptOpen, on: engine)
        // The keep-alive host numbers the requests of each connection: the third went over the first's.
        #expect(String(decoding: reused.body, as: UTF8.self).hasPrefix("request 2 on this connection"))
        #expect(first.tls?.chain.first?.subject == "CN = aasa.test")
        #expect(other.tls?.chain.first?.subject == "CN = cnonly.aasa.test")
        #expect(reused.tls?.chain.first?.subject == "CN = aasa.test")
        #expect(reused.tls?.chain.first?.notAfter == first.tls?.chain.first?.notAfter)
    }
}
