import AASACore
import Foundation
import Testing

@testable import AASAFetch

/// The engine's failures that need no server. Nothing here leaves 127.0.0.1: the DNS case uses a
/// name the resolver refuses locally (a label longer than 63 bytes), so no query is ever sent.
@Suite struct FetchEngineOfflineTests {
    static let engine = FetchEngine(concurrency: 4)
    static let unresolvable = "https://" + String(repeating: "a", count: 64) + ".invalid/"

    @Test func unresolvableHostIsRecordedAsDNSFailure() async {
        let record = await Self.engine.fetch(FetchRequest(url: Self.unresolvable, timeout: 5))
        #expect(record.curlCode == 6, "\(record.curlError)")
        #expect(record.httpStatus == nil && record.tls == nil)
        #expect(TransportClassifier.classify(record, host: "x").findings.map(\.id) == ["net.dns"])
    }

    @Test func closedPortIsRecordedAsConnectFailure() async {
        // Port 9 (discard) is not served on loopback here.
        let request = FetchRequest(
            url: "https://closed.aasa.test/", timeout: 5, connectTo: ["::127.0.0.1:9"])
        let record = await Self.engine.fetch(request)
        #expect(record.curlCode == 7, "\(record.curlError)")
        #expect(TransportClassifier.classify(record, host: "closed.aasa.test").findings.map(\.id) == ["net.connect"])
    }

    @Test func plainHTTPIsNeverFetched() async {
        let record = await Self.engine.fetch(FetchRequest(url: "http://127.0.0.1:9/", timeout: 5))
        #expect(record.curlCode == 1, "\(record.curlError)")
        #expect(record.primaryIP == nil)
    }

    @Test func fetchAfterShutdownFailsAtOnce() async {
        let engine = FetchEngine(concurrency: 1)
        engine.shutdown()
        engine.shutdown()
        let record = await engine.fetch(FetchRequest(url: Self.unresolvable))
        #expect(record.curlCode == 42)
        #expect(!record.curlError.isEmpty)
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func unusableTimeoutNeverMeansNoTimeout(_ seconds: Double) {
        let milliseconds = FetchRequest.milliseconds(seconds, fallback: 10)
        #expect(milliseconds >= 1 && milliseconds <= 86_400_000)
    }
}
