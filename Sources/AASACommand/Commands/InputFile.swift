import AASACore
import Foundation

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

    static func read(_ path: String, what: String, limit: Int = maximumBytes) throws(UsageError) -> [UInt8] {
        let (bytes, isComplete) = try read(path, what: what, upTo: limit)
        guard isComplete else { throw UsageError("\(what) '\(TerminalSafe(path))' is larger than \(limit) bytes") }
        return bytes
    }

    /// At most `limit` bytes, and whether that was the whole file: memory stays bounded whatever
    /// the file is (`/dev/zero`, a huge file), and the caller decides what "too large" means.
    static func read(_ path: String, what: String, upTo limit: Int) throws(UsageError)
        -> (bytes: [UInt8], isComplete: Bool)
    {
        let shown = TerminalSafe(path)
        let descriptor: Int32
        if path == "-" {
            // A closed standard input is either no descriptor at all or, once the runtime has
            // reused descriptor 0 for an event queue of its own, an anonymous inode.
            var status = stat()
            guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT != 0 else {
                throw UsageError("cannot read \(what): standard input is closed")
            }
            descriptor = STDIN_FILENO
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Swift gives an argument that is not UTF-8 U+FFFD where the bytes were.
                if path.unicodeScalars.contains("\u{FFFD}") {
                    throw UsageError("\(what) '\(shown)': the file name is not valid UTF-8, so it cannot be opened")
                }
                throw UsageError("\(what) '\(shown)' does not exist")
            }
            guard !isDirectory.boolValue else { throw UsageError("\(what) '\(shown)' is a directory") }
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw UsageError("cannot read \(what) '\(shown)': \(reason(errno))") }
        }
        defer { if path != "-" { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read \(what) '\(shown)': \(reason(errno))")
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > limit { return (Array(bytes.prefix(limit)), false) }
        }
        return (bytes, true)
    }

    private static func reason(_ error: Int32) -> String {
        String(cString: strerror(error)).lowercased()
    }
}
