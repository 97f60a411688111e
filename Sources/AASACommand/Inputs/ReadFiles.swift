import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Every file the run has opened to read, by device and inode, whatever option or directory input
/// named it (the entitlements file a project names, an `.app` bundle's executable, the accept
/// file): a report is never written over one of them (red team five, item 4).
enum ReadFiles {
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static let opened = Mutex<Set<Identity>>([])

    /// Records the file open on `descriptor`.
    static func record(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        let identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        _ = opened.withLock { $0.insert(identity) }
    }

    /// Whether the file at `path` (its links followed) is one the run read.
    static func contains(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        return opened.withLock { $0.contains(identity) }
    }
}
