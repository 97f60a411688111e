import AASACore
import AASAFetch
import FixtureWorld
import Foundation

/// Requests against the loopback fixture world: real TLS on 127.0.0.1, reached through
/// `CURLOPT_CONNECT_TO` so SNI and host-name checks are those of the real host names.
enum WorldFetch {
    static let wellKnownPath = "/.well-known/apple-app-site-association"

    static func request(
        _ host: String, path: String = wellKnownPath, timeout: Double = 3, port: Int? = nil,
        userAgent: String = FetchRequest.defaultUserAgent, headerLimit: Int = FetchRecord.defaultHeaderLimit
    ) throws -> FetchRequest {
        let world = try FixtureWorld.shared()
        return FetchRequest(
            url: "https://\(host)\(path)", timeout: timeout, connectTimeout: timeout, userAgent: userAgent,
            connectTo: ["::127.0.0.1:\(port ?? world.httpsPort)"], trustStore: .file(world.caFile),
            headerLimit: headerLimit)
    }

    /// Fetches on `engine`, or on an engine of its own: tests run in parallel, and on a shared
    /// engine a request could wait in the queue behind another test's slow transfers, which
    /// would blur every time bound these tests check.
    static func fetch(_ request: FetchRequest, on engine: FetchEngine? = nil) async -> (FetchRecord, TimeInterval) {
        let chosen = engine ?? FetchEngine(concurrency: 2)
        defer { if engine == nil { chosen.shutdown() } }
        let start = Date()
        let record = await chosen.fetch(request)
        return (record, Date().timeIntervalSince(start))
    }

    static func ids(_ record: FetchRecord, host: String) -> [String] {
        TransportClassifier.classify(record, host: host).findings.map(\.id)
    }
}
