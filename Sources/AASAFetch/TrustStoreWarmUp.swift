import AASACore
import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Loads the trust store into the engine's CA cache before the first site is fetched, so the
/// one-time load (tens of milliseconds for a distribution's bundle) is not counted in the first
/// wave's `durationMs`.
///
/// libcurl reads the store when it sets up a TLS connection, before it sends the ClientHello,
/// and keeps it per multi handle (`CURLOPT_CA_CACHE_TIMEOUT`, 24 hours by default). So one
/// throwaway handshake through the same engine, against a listener on 127.0.0.1 that closes
/// the connection as soon as the ClientHello arrives, loads it. Nothing leaves the machine.
extension FetchEngine {
    /// Loads `trustStore` into the engine's CA cache (see ``TrustStoreWarmUp``). Returns why the
    /// store could not be loaded (libcurl's code 77), or nil.
    package func warmUp(trustStore: TrustStore) async -> String? {
        await TrustStoreWarmUp.run(self, trustStore: trustStore)
    }
}

enum TrustStoreWarmUp {
    static func run(_ engine: FetchEngine, trustStore: TrustStore) async -> String? {
        guard let listener = LoopbackListener() else { return nil }
        let port = listener.port
        // accept() blocks: a queue of its own, off Swift's cooperative pool.
        DispatchQueue(label: "aasa.warm-up").async { listener.closeFirstConnection() }
        let record = await engine.fetch(
            FetchRequest(
                url: "https://127.0.0.1:\(port)/", timeout: 2, connectTimeout: 1, trustStore: trustStore, noProxy: "*"))
        listener.close()
        return record.curlCode == CurlCode.sslCACertBadFile ? record.curlError : nil
    }
}

/// A TCP listener on 127.0.0.1 with a port of the kernel's choosing.
private final class LoopbackListener: @unchecked Sendable {
    private let socketDescriptor: Int32
    let port: Int

    init?() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            Glibc.close(descriptor)
            return nil
        }
        socketDescriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Accepts one connection, waits (at most two seconds) for its first bytes, the
    /// ClientHello, then closes it.
    func closeFirstConnection() {
        var pending = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&pending, 1, 2000) == 1 else { return }
        let connection = accept(socketDescriptor, nil, nil)
        guard connection >= 0 else { return }
        var incoming = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        _ = poll(&incoming, 1, 2000)
        Glibc.close(connection)
    }

    func close() {
        Glibc.close(socketDescriptor)
    }
}
