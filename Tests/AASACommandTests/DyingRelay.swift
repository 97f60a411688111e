import FixtureWorld

/// Tests/Fixtures/proxy/dying_proxy.py, started for one test: a CONNECT proxy (or, with
/// `--forward PORT`, a plain relay) on loopback that stops listening after a number of tunnels.
struct DyingRelay {
    private let server: FixtureServer

    var port: Int { server.port }

    init(_ arguments: [String]) throws {
        server = try FixtureServer("proxy/dying_proxy.py", ["--lifetime", "60"] + arguments)
    }

    func stop() { server.stop() }
}
