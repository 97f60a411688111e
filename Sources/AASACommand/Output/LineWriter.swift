import AASACore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes JSON Lines as they come, to `--output` or standard output, one `write` per line, so a
/// run killed half way leaves at most one unterminated last line. A streamed report cannot be
/// replaced atomically: a regular file is truncated and written in place, a FIFO or device is
/// written directly (a symbolic link is followed), a directory is refused.
final class LineWriter: @unchecked Sendable {
    private let descriptor: Int32?
    private let name: String
    private let console: Console
    private let lock = NSLock()

    init(path: String?, console: Console) throws(UsageError) {
        self.console = console
        guard let path else {
            descriptor = nil
            name = "standard output"
            return
        }
        try ReportFile.checkLink(path)
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOCTTY | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw ReportFile.failure(path, errno) }
        descriptor = opened
        name = PrintableText.escaped(path, limit: 200)
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let descriptor else {
            console.writeOut(line)
            return
        }
        if let failure = DescriptorWriter.writeAll(line, to: descriptor) {
            DescriptorWriter.fail(failure, name: name)
        }
    }
}

/// Set once any streamed domain fails: the exit status without keeping the reports.
final class FailureFlag: @unchecked Sendable {
    private let lock = NSLock()
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
