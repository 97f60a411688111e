@testable import AASACore

/// An in-memory file tree for the entitlement readers: paths to file contents, directories
/// implied by the paths under them, and special files (a FIFO) by name.
struct MemoryFiles: FileAccess {
    var files: [String: [UInt8]] = [:]
    var special: Set<String> = []

    func kind(of path: String) -> FileKind {
        if files[path] != nil { return .regular }
        if special.contains(path) { return .special }
        let prefix = path + "/"
        if files.keys.contains(where: { $0.hasPrefix(prefix) }) || special.contains(where: { $0.hasPrefix(prefix) }) {
            return .directory
        }
        return .missing
    }

    func open(_ path: String, name: String) throws(AppFileError) -> any ByteSource {
        guard let bytes = files[path] else { throw AppFileError(.unreadable, "\(name): not a regular file") }
        return MemoryBytes(bytes)
    }

    func names(in path: String) throws(AppFileError) -> [String] {
        let prefix = path + "/"
        let below = (Array(files.keys) + Array(special)).filter { $0.hasPrefix(prefix) }
        return Array(Set(below.map { String($0.dropFirst(prefix.count).split(separator: "/")[0]) }))
    }
}
