import AASACore
import FoundationEssentials
import Synchronization

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
    /// One line written at a time, whole: lines come from every fetch task.
    private let serial = Mutex(())

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
        serial.withLock { _ in
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
    }

    /// Puts the file in place, once every line is written.
    func finish() throws(UsageError) {
        try serial.withLock { _ throws(UsageError) in try file?.finish() }
    }

    /// Leaves the target as it was.
    func abandon() { serial.withLock { _ in file?.abandon() } }
}

/// Set once any streamed domain fails: the exit status without keeping the reports.
final class FailureFlag: Sendable {
    private let value = Atomic(false)

    func set() { value.store(true, ordering: .relaxed) }

    var isSet: Bool { value.load(ordering: .relaxed) }
}
