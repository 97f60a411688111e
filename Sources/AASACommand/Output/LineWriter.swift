import AASACore
import AASAFetch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Writes JSON Lines as they come, to `--output` or standard output, one `write` per line. A file
/// is written as `--output` always is (``ReportFile/Writer``): a regular file is replaced only by
/// `finish`, so a run stopped half way (SIGINT, SIGTERM, a crash) leaves the last complete report
/// in place; a FIFO or device is written directly; a directory is refused.
final class LineWriter: @unchecked Sendable {
    private let file: ReportFile.Writer?
    private let name: String
    private let console: Console
    private let lock = Lock()

    init(path: String?, console: Console) throws(UsageError) {
        self.console = console
        guard let path else {
            file = nil
            name = "standard output"
            return
        }
        file = try ReportFile.Writer(path)
        name = PrintableText.escaped(path, limit: 200)
    }

    func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let file else {
            console.writeOut(line)
            return
        }
        if !file.write(line) {
            do throws(UsageError) {
                try file.finish()
            } catch {
                console.writeError("Error: \(error.message)\n")
                exit(ExitCode.usage)
            }
        }
    }

    /// Puts the file in place, once every line is written.
    func finish() throws(UsageError) {
        lock.lock()
        defer { lock.unlock() }
        try file?.finish()
    }

    /// Leaves the target as it was.
    func abandon() {
        lock.lock()
        defer { lock.unlock() }
        file?.abandon()
    }
}

/// Set once any streamed domain fails: the exit status without keeping the reports.
final class FailureFlag: @unchecked Sendable {
    private let lock = Lock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
