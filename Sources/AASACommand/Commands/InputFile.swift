import AASACore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file named on the command line (`-` is standard input) with a size bound, turning
/// every failure into a one-line ``UsageError`` that names the real cause: a missing file, a
/// directory, a file name that is not valid UTF-8, a closed standard input, or what the system
/// said (`/proc/self/mem`: an input/output error).
enum InputFile {
    /// Far above any real AASA or entitlements file; stops a mistaken `/dev/zero` from eating memory.
    static let maximumBytes = 16 << 20

    /// - Parameter regularOnly: refuse anything but a regular file, without waiting: for paths
    ///   that come from a project rather than the user (a FIFO there would block `open` forever).
    static func read(
        _ path: String, what: String, limit: Int = maximumBytes, regularOnly: Bool = false
    ) throws(UsageError) -> [UInt8] {
        let (bytes, isComplete) = try read(path, what: what, upTo: limit, regularOnly: regularOnly)
        guard isComplete else { throw UsageError("\(what) '\(TerminalSafe(path))' is larger than \(limit) bytes") }
        return bytes
    }

    /// At most `limit` bytes, and whether that was the whole file: memory stays bounded whatever
    /// the file is (`/dev/zero`, a huge file), and the caller decides what "too large" means.
    static func read(_ path: String, what: String, upTo limit: Int, regularOnly: Bool = false) throws(UsageError)
        -> (bytes: [UInt8], isComplete: Bool)
    {
        var bytes: [UInt8] = []
        var isComplete = true
        try forEachChunk(path, what: what, regularOnly: regularOnly) { chunk in
            guard bytes.count + chunk.count <= limit else {
                bytes.append(chunk.extracting(first: limit - bytes.count))
                isComplete = false
                return false
            }
            bytes.append(chunk)
            return true
        }
        return (bytes, isComplete)
    }

    /// Hands the file to `body` in chunks of up to 64 KiB until the end or until `body` returns
    /// false, so a caller that keeps little can read a file of any size.
    static func forEachChunk(
        _ path: String, what: String, regularOnly: Bool = false,
        _ body: (Span<UInt8>) throws(UsageError) -> Bool
    ) throws(UsageError) {
        let descriptor = try open(path, what: what, regularOnly: regularOnly)
        defer { if path != "-" { close(descriptor) } }
        let size = 1 << 16
        var chunk = [UInt8](repeating: 0, count: size)
        while true {
            let count = Glibc.read(descriptor, &chunk, size)
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read \(what) '\(TerminalSafe(path))': \(reason(errno))")
            }
            if count == 0 { return }
            guard try body(chunk.span.extracting(0..<count)) else { return }
        }
    }

    /// The open descriptor for `path` (`-`: standard input), or an error naming the real cause.
    private static func open(_ path: String, what: String, regularOnly: Bool) throws(UsageError) -> Int32 {
        let shown = TerminalSafe(path)
        if path == "-" {
            // A closed standard input is either no descriptor at all or, once the runtime has
            // reused descriptor 0 for an event queue of its own, an anonymous inode.
            var status = stat()
            guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT != 0 else {
                throw UsageError("cannot read \(what): standard input is closed")
            }
            return STDIN_FILENO
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let error = errno
            // Swift gives an argument that is not UTF-8 U+FFFD where the bytes were.
            if path.unicodeScalars.contains("\u{FFFD}") {
                throw UsageError("\(what) '\(shown)': the file name is not valid UTF-8, so it cannot be opened")
            }
            switch error {
            case ENOENT: throw UsageError("\(what) '\(shown)' does not exist")
            case ELOOP: throw UsageError("\(what) '\(shown)' is a loop of symbolic links")
            default: throw UsageError("cannot read \(what) '\(shown)': \(reason(error))")
            }
        }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw UsageError("\(what) '\(shown)' is a directory") }
        guard !regularOnly || status.st_mode & S_IFMT == S_IFREG else { throw notRegular(what, shown) }
        // Without O_NONBLOCK, opening a FIFO waits for a writer; the check after opening also
        // covers a file swapped for a FIFO since the stat above.
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | (regularOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw UsageError("cannot read \(what) '\(shown)': \(reason(errno))") }
        ReadFiles.record(descriptor)
        if regularOnly {
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                throw notRegular(what, shown)
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        return descriptor
    }

    private static func notRegular(_ what: String, _ shown: TerminalSafe) -> UsageError {
        UsageError("\(what) '\(shown)' is not a regular file (a FIFO, socket or device), so it is not read")
    }

    private static func reason(_ error: Int32) -> String {
        String(cString: strerror(error)).lowercased()
    }
}
