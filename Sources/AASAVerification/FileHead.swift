#if canImport(Glibc)
    import Glibc
#endif

/// The first bytes of a file, read with POSIX calls: at most `limit`, so a device or a huge
/// file costs bounded time and memory.
package enum FileHead {
    package static func read(_ path: String, upTo limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = Glibc.read(descriptor, &chunk, wanted)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? bytes : nil }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
