import Foundation

/// `--output` checked before any request: a report that cannot be written is the run's error,
/// said at once with its reason, not after every domain has been fetched.
enum ReportDestination {
    static func check(_ path: String?) throws(UsageError) {
        guard let path else { return }
        let shown = TerminalSafe(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw UsageError("--output '\(shown)' is a directory") }
            guard access(path, W_OK) == 0 else {
                throw UsageError("cannot write the report to '\(shown)': \(String(cString: strerror(errno)))")
            }
            return
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw UsageError(
                "cannot write the report to '\(shown)': the directory '\(TerminalSafe(directory))' does not exist")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw UsageError(
                "cannot write the report to '\(shown)': the directory '\(TerminalSafe(directory))' is not writable "
                    + "(\(String(cString: strerror(errno))))")
        }
    }
}
