import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a report to `--output PATH` according to what PATH is. A regular file (or a new path)
/// is replaced atomically, keeping the old file's mode and owner, so a collector never reads half
/// a report; a symbolic link is followed and its target replaced; a FIFO, device or other special
/// file is written directly, never replaced; a directory is refused.
enum ReportFile {
    /// Whether `--output PATH` can be written, said before any request: a report that cannot be
    /// written is the run's error, with its reason, not a discovery after every domain was fetched.
    static func check(_ path: String?) throws(UsageError) {
        guard let path else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw UsageError("--output '\(TerminalSafe(path))' is a directory") }
            guard access(path, W_OK) == 0 else { throw failure(path, errno) }
            return
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw failure(path, "the directory '\(TerminalSafe(directory))' does not exist")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw failure(path, "the directory '\(TerminalSafe(directory))' is not writable (\(reason(errno)))")
        }
    }

    static func write(_ text: String, to path: String) throws(UsageError) {
        try write(ReportText(text), to: path)
    }

    static func write(_ text: ReportText, to path: String) throws(UsageError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        guard lstat(target, &status) == 0 else {
            try replace(target, with: text, keeping: nil)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: try replace(target, with: text, keeping: status)
        case S_IFDIR: throw UsageError("--output '\(TerminalSafe(path))' is a directory")
        default: try writeDirectly(target, text: text, shown: path)
        }
    }

    /// A temporary file beside the target, given the old file's mode and owner, renamed over it.
    private static func replace(_ target: String, with text: ReportText, keeping old: stat?) throws(UsageError) {
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var template = Array("\(directory)/.aasa-report-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(target, errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var error = text.write(to: descriptor)
        if error == nil, let old {
            if fchmod(descriptor, old.st_mode & 0o7777) != 0 { error = errno }
            // Only root may give a file away; an owner change that is refused keeps ours.
            _ = fchown(descriptor, old.st_uid, old.st_gid)
        } else if error == nil {
            let mask = umask(0)
            umask(mask)
            if fchmod(descriptor, 0o666 & ~mask) != 0 { error = errno }
        }
        if error == nil, fsync(descriptor) != 0 { error = errno }
        close(descriptor)
        if error == nil, rename(temporary, target) != 0 { error = errno }
        if let error {
            unlink(temporary)
            throw failure(target, error)
        }
    }

    private static func writeDirectly(_ target: String, text: ReportText, shown: String) throws(UsageError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(shown, errno) }
        defer { close(descriptor) }
        if let error = text.write(to: descriptor) { throw failure(shown, error) }
    }

    /// The one wording of a report that cannot be written.
    static func failure(_ path: String, _ reason: String) -> UsageError {
        UsageError("cannot write the report to '\(TerminalSafe(path))': \(reason)")
    }

    static func failure(_ path: String, _ error: Int32) -> UsageError {
        failure(path, reason(error))
    }

    private static func reason(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
