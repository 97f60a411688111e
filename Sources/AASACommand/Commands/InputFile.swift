import Foundation

/// Reads a file named on the command line (`-` is standard input) with a size bound, turning
/// every failure into a one-line ``UsageError``.
enum InputFile {
    /// Far above any real AASA or entitlements file; stops a mistaken `/dev/zero` from eating memory.
    static let maximumBytes = 16 << 20

    static func read(_ path: String, what: String, limit: Int = maximumBytes) throws(UsageError) -> [UInt8] {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("\(what) '\(TerminalSafe(path))' does not exist")
            }
            guard !isDirectory.boolValue else {
                throw UsageError("\(what) '\(TerminalSafe(path))' is a directory")
            }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw UsageError("cannot read \(what) '\(TerminalSafe(path))': permission denied or not a file")
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                bytes += chunk
                if bytes.count > limit {
                    throw UsageError("\(what) '\(TerminalSafe(path))' is larger than \(limit >> 20) MB")
                }
            }
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("cannot read \(what) '\(TerminalSafe(path))': \(error.localizedDescription)")
        }
        return bytes
    }
}
