import Foundation

/// Writes JSON Lines as they come, to `--output` or standard output, one `write` per line, so a
/// run killed half way leaves only whole lines behind.
final class LineWriter: @unchecked Sendable {
    private let handle: FileHandle?
    private let console: Console
    private let lock = NSLock()

    init(path: String?, console: Console) throws(UsageError) {
        self.console = console
        guard let path else {
            handle = nil
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let opened = FileHandle(forWritingAtPath: path)
        else {
            throw UsageError("cannot write the report to '\(TerminalSafe(path))'")
        }
        handle = opened
    }

    deinit {
        try? handle?.close()
    }

    func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        if let handle {
            handle.write(Data(line.utf8))
        } else {
            console.writeOut(line)
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
