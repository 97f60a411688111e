import AASACore
import FoundationEssentials

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
        guard !path.isEmpty else { throw emptyPath }
        let directory = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
        if let isDirectory = Self.isDirectory(path) {
            guard !isDirectory else { throw UsageError("--output '\(TerminalSafe(path))' is a directory") }
            guard access(path, W_OK) == 0 else { throw failure(path, errno) }
            // A regular file is replaced by a new one made beside it: its directory must take it.
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(directory, W_OK | X_OK) != 0 {
                throw failure(path, "the directory '\(TerminalSafe(directory))' is not writable (\(reason(errno)))")
            }
            return
        }
        guard Self.isDirectory(directory) == true else {
            throw failure(path, "the directory '\(TerminalSafe(directory))' does not exist")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw failure(path, "the directory '\(TerminalSafe(directory))' is not writable (\(reason(errno)))")
        }
    }

    /// Whether `path` (its link followed) is a directory; nil when nothing is there.
    private static func isDirectory(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// The options whose values name files or directories the run reads.
    static let inputOptions: [OptionName] = [
        .domains, .baseline, .entitlements, .apk, .aab, .androidManifest, .file, .xcodeproj, .urls, .cacert,
        .acceptFile,
    ]

    /// Refuses, before any work, an `--output` that is one of the run's inputs under any name (the
    /// same device and inode: `--output domains.txt --domains ./domains.txt`, the baseline), which
    /// the report would replace, and a link ``checkLink(_:)`` would not follow.
    static func checkSafety(of arguments: ParsedArguments) throws(UsageError) {
        let reports = arguments.all(.report).compactMap { written in
            written.firstIndex(of: "=").map { String(written[written.index(after: $0)...]) }
        }
        let outputs = (arguments.value(.output).map { [$0] } ?? []) + reports
        // Two spellings of one file (`r/r.json` and `./r/r.json`, or a link to the other):
        // one report would silently replace the other.
        var seen: [String: String] = [:]
        for output in outputs where !output.isEmpty {
            let identity = fileIdentity(output)
            if let first = seen[identity] {
                throw UsageError(
                    "the report files '\(TerminalSafe(first))' and '\(TerminalSafe(output))' are one file; one "
                        + "report would replace the other (name another file)")
            }
            seen[identity] = output
        }
        for output in outputs where !output.isEmpty {
            try checkLink(output)
            var target = stat()
            guard stat(output, &target) == 0 else { continue }
            for input in inputOptions.flatMap(arguments.all) + arguments.positionals {
                var status = stat()
                if stat(input, &status) == 0, status.st_dev == target.st_dev, status.st_ino == target.st_ino {
                    throw UsageError(
                        "the report file '\(TerminalSafe(output))' is the run's input '\(TerminalSafe(input))'; the "
                            + "report would replace it (name another file)")
                }
            }
        }
    }

    /// What makes two paths one file: its device and inode when it exists, else its directory
    /// with links resolved and its name.
    private static func fileIdentity(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) == 0 { return "\(status.st_dev):\(status.st_ino)" }
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().resolvingSymlinksInPath().path + "/" + url.lastPathComponent
    }

    /// Refuses an output that is a file the run has read so far under any name (``ReadFiles``): the
    /// files inside directory inputs too, which no option names.
    static func checkReads(_ output: String) throws(UsageError) {
        guard ReadFiles.contains(output) else { return }
        throw UsageError(
            "the report file '\(TerminalSafe(output))' is a file the run read; the report would replace it (name "
                + "another file)")
    }

    /// Refuses a symbolic link that Linux's `fs.protected_symlinks` would not follow: one in a
    /// sticky, world-writable directory (`/tmp`) owned by neither this user nor the directory's
    /// owner, which anyone could have planted there to make the report overwrite another file.
    static func checkLink(_ path: String) throws(UsageError) {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return }
        var directory = stat()
        guard stat(URL(fileURLWithPath: path).deletingLastPathComponent().path, &directory) == 0 else { return }
        let shared = directory.st_mode & S_ISVTX != 0 && directory.st_mode & S_IWOTH != 0
        if shared, link.st_uid != geteuid(), link.st_uid != directory.st_uid {
            throw UsageError(
                "--output '\(TerminalSafe(path))' is a symbolic link another user left in a shared directory; aasa "
                    + "does not follow it (remove it, or name another file)")
        }
    }

    /// `--output ''`, which URL would read as the current directory.
    static let emptyPath = UsageError("--output needs a file name; it is empty")

    static func write(_ text: String, to path: String) throws(UsageError) {
        try write(ReportText(text), to: path)
    }

    static func write(_ text: ReportText, to path: String) throws(UsageError) {
        let file = try Writer(path)
        text.batches(file.write)
        try file.finish()
    }

    /// A run's report files as one set (issue 52): each is written whole and synced beside its
    /// target first, and only when all are do the renames put them in place, so a failure
    /// while writing any (a full disk, a directory gone) leaves every target as it was.
    /// `replacingInput` names files that may be ones the run read (`--state`'s `last.json`).
    static func write(set files: [(text: ReportText, path: String)], replacingInput: Set<String> = [])
        throws(UsageError)
    {
        var writers: [Writer] = []
        for file in files {
            let writer = try Writer(file.path, replacingInput: replacingInput.contains(file.path))
            writers.append(writer)
            file.text.batches(writer.write)
        }
        for writer in writers { try writer.prepare() }
        for writer in writers { try writer.commit() }
    }

    /// A report written to `--output PATH` piece by piece as it is made, put in place by
    /// `finish`; `abandon` leaves the target as it was when it is replaced.
    final class Writer {
        private var descriptor: Int32
        private let shown: String
        /// The target and the old file's mode and owner, when the file is replaced; `named` is the
        /// temporary file's path, nil while it is an unnamed `O_TMPFILE`.
        private var replacing: (target: String, old: stat?, named: String?)?
        private var error: Int32?

        init(_ path: String, replacingInput: Bool = false) throws(UsageError) {
            guard !path.isEmpty else { throw ReportFile.emptyPath }
            // Checked again where the file is opened: a link may have been planted during the run,
            // and the run has read its inputs.
            try ReportFile.checkLink(path)
            if !replacingInput { try ReportFile.checkReads(path) }
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            var status = stat()
            let exists = lstat(target, &status) == 0
            switch exists ? status.st_mode & S_IFMT : S_IFREG {
            case S_IFREG:
                // A file beside the target, renamed over it at the end. Unnamed until then where
                // the file system allows it, so a run killed half way leaves nothing behind.
                let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
                let unnamed =
                    access("/proc/self/fd", X_OK) == 0
                    ? open(directory, __O_TMPFILE | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o600) : -1
                if unnamed >= 0 {
                    descriptor = unnamed
                    replacing = (target, exists ? status : nil, nil)
                } else {
                    let (opened, name) = Self.temporary(beside: target)
                    guard opened >= 0 else { throw failure(target, errno) }
                    descriptor = opened
                    replacing = (target, exists ? status : nil, name)
                }
                shown = target
            case S_IFDIR:
                throw UsageError("--output '\(TerminalSafe(path))' is a directory")
            default:
                descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
                guard descriptor >= 0 else { throw failure(path, errno) }
                replacing = nil
                shown = path
            }
        }

        deinit {
            abandon()
        }

        /// A new file `.aasa-report-XXXXXX` in the target's directory, and its path.
        private static func temporary(beside target: String) -> (Int32, String) {
            let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
            var template = Array("\(directory)/.aasa-report-XXXXXX".utf8CString)
            let descriptor = mkstemp(&template)
            return (
                descriptor, String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            )
        }

        /// Writes the piece; false once a write has failed (nothing more is written, and
        /// `finish` throws the reason).
        @discardableResult
        func write(_ piece: String) -> Bool {
            if error == nil { error = DescriptorWriter.writeAll(piece, to: descriptor) }
            return error == nil
        }

        /// Puts the report in place: a replacing file gets the old one's mode and owner, is
        /// synced, named, closed and renamed over the target.
        func finish() throws(UsageError) {
            try prepare()
            try commit()
        }

        /// Everything but the rename: the file written whole, synced and named beside its target.
        func prepare() throws(UsageError) {
            if error == nil, replacing != nil { error = prepareReplacement() }
            if descriptor >= 0, close(descriptor) != 0, error == nil { error = errno }
            descriptor = -1
            if let error {
                abandon()
                throw failure(shown, error)
            }
        }

        /// The rename over the target, after ``prepare()``.
        func commit() throws(UsageError) {
            if let replacing, let named = replacing.named, rename(named, replacing.target) != 0 {
                let error = errno
                abandon()
                throw failure(shown, error)
            }
            replacing = nil
        }

        /// Gives the replacing file its mode, owner and a name, synced; the errno of a failure.
        private func prepareReplacement() -> Int32? {
            guard var replacing else { return nil }
            if let old = replacing.old {
                if fchmod(descriptor, old.st_mode & 0o7777) != 0 { return errno }
                // Only root may give a file away; an owner change that is refused keeps ours.
                _ = fchown(descriptor, old.st_uid, old.st_gid)
            } else {
                let mask = umask(0)
                umask(mask)
                if fchmod(descriptor, 0o666 & ~mask) != 0 { return errno }
            }
            if fsync(descriptor) != 0 { return errno }
            guard let named = replacing.named ?? nameUnnamedFile(beside: replacing.target) else { return errno }
            replacing.named = named
            self.replacing = replacing
            return nil
        }

        /// Links the unnamed file at a new temporary path, through /proc: linkat's
        /// `AT_EMPTY_PATH` would need a privilege. Nil with `errno` set when it cannot.
        private func nameUnnamedFile(beside target: String) -> String? {
            let (placeholder, name) = Self.temporary(beside: target)
            guard placeholder >= 0 else { return nil }
            close(placeholder)
            unlink(name)
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 else {
                return nil
            }
            return name
        }

        /// Leaves a replaced target as it was: the temporary file is removed.
        func abandon() {
            if let named = replacing?.named { unlink(named) }
            replacing = nil
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
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
