import AASACore
import AASAFetch
import Foundation
import Testing

/// A request marked `closesConnection` is its connection's last: the next request to the host
/// opens a new one. (In a fleet, a host's connection kept after its last request is tens of
/// kilobytes of idle TLS state that nothing reuses.) The keep-alive host of the fixture world
/// numbers the requests each connection carries.
@Suite struct FetchConnectionReuseTests {
    private func requestNumber(_ request: FetchRequest, on engine: FetchEngine) async -> String {
        let (record, _) = await WorldFetch.fetch(request, on: engine)
        return String(decoding: record.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func closingRequestIsTheConnectionsLast() async throws {
        let engine = FetchEngine(concurrency: 1, connectionsPerHost: 1)
        defer { engine.shutdown() }
        let keptOpen = try WorldFetch.request("keepalive.aasa.test")
        var closing = keptOpen
        closing.closesConnection = true
        #expect(await requestNumber(keptOpen, on: engine) == "request 1 on this connection")
        // Reuse is seen: without it this test could not tell a closed connection from any other.
        #expect(await requestNumber(keptOpen, on: engine) == "request 2 on this connection")
        #expect(await requestNumber(closing, on: engine) == "request 3 on this connection")
        #expect(await requestNumber(keptOpen, on: engine) == "request 1 on this connection")
    }
}
