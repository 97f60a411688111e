import AASACore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `verify --state DIR`: the baseline as guarded state for unattended runs. DIR holds
/// `last.json`, the last report of a run that finished (exit 0 or 1), which is the next run's
/// baseline; `lock`, which one run holds at a time (a second one exits 2 at once, naming the
/// holder); and `started`, after which a missing `last.json` is a lost baseline (exit 2), never
/// a first run. `last.json` is written with the run's other report files as one set, and never for
/// a run that ends with exit 2; a domain that left the list stays in it, not checked, with its
/// last file, to be compared when it returns.
final class RunState: Sendable {
    let directory: String
    /// The lock's descriptor, held (and the lock with it) until the process ends.
    private let lock: Int32
    /// This run's baseline: `last.json`, or nil on the state's first run.
    let baseline: String?

    var lastReport: String { directory + "/last.json" }
    /// Written with the first `last.json`: from then on a missing `last.json` is a lost baseline,
    /// never a first run.
    var startedMark: String { directory + "/started" }

    /// Takes DIR's lock; nil baseline on the first run. A `last.json` that is not a regular
    /// file, or that cannot be read as a report, is the run's error (the baseline reader's).
    static func open(_ directory: String) throws(UsageError) -> RunState {
        let shown = TerminalSafe(directory)
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw UsageError("--state '\(shown)' cannot be made: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw UsageError("--state '\(shown)' is not a directory")
        }
        let path = directory + "/lock"
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw UsageError("--state '\(shown)': its lock cannot be opened: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            let holder = Self.holder(path)
            throw UsageError(
                "--state '\(shown)' is in use by another aasa run\(holder.map { " (\($0))" } ?? ""); this run stops "
                    + "so that the two do not both advance the baseline")
        }
        let note = "pid \(getpid()), started \(CertificateTimestamp.text(seconds: Int64(time(nil))))\n"
        _ = ftruncate(descriptor, 0)
        _ = note.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        let lastReport = directory + "/last.json"
        var last = stat()
        let hasLast = lstat(lastReport, &last) == 0
        let state = RunState(directory: directory, lock: descriptor, baseline: hasLast ? lastReport : nil)
        if hasLast, last.st_mode & S_IFMT != S_IFREG {
            throw UsageError(
                "--state '\(shown)': last.json is not a regular file (a link or a directory); remove it to start again")
        }
        if !hasLast, access(state.startedMark, F_OK) == 0 {
            throw UsageError(
                "--state '\(shown)': last.json, the baseline of its earlier runs, is gone; restore it, or remove the "
                    + "directory to start a new baseline")
        }
        return state
    }

    private init(directory: String, lock: Int32, baseline: String?) {
        self.directory = directory
        self.lock = lock
        self.baseline = baseline
    }

    /// Marks the state started once its first baseline is in place: from then on a missing
    /// `last.json` is a lost baseline.
    func markStarted() throws(UsageError) {
        guard access(startedMark, F_OK) != 0 else { return }
        try ReportFile.write(
            "aasa keeps its baseline here since \(CertificateTimestamp.text(seconds: Int64(time(nil))))\n",
            to: startedMark)
    }

    /// What the lock file says of the run that holds it: its first line.
    private static func holder(_ path: String) -> String? {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        let text = String(decoding: bytes.prefix(200).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return text.isEmpty ? nil : PrintableText.escaped(text, limit: 120)
    }
}
