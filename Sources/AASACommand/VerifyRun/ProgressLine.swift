import AASACore
import AASAVerification
import Dispatch
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The progress line on standard error while `verify` runs on a terminal: done / total,
/// failures so far, rate and time left, redrawn at most five times a second.
final class ProgressLine: VerificationProgress, Sendable {
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> Double
    private let state = Mutex(Counts())

    private struct Counts {
        var total = 0
        var done = 0
        var failed = 0
        var started = 0.0
        var lastDrawn = -1.0
    }
    /// The terminal's columns: a longer line would wrap, and each redraw would add a line.
    private let width: Int

    init(
        write: @escaping @Sendable (String) -> Void, width: Int = 80,
        clock: @escaping @Sendable () -> Double = ProgressLine.now
    ) {
        self.write = write
        self.width = max(width, 10)
        self.clock = clock
    }

    /// Until the line is finished, an interrupt (Ctrl-C) first clears it, so the shell's prompt
    /// does not land after a half-drawn line. Writing to a descriptor is safe in a handler.
    static func clearOnInterrupt() {
        signal(SIGINT) { _ in
            let clear: StaticString = "\r\u{1B}[K"
            _ = Glibc.write(STDERR_FILENO, clear.utf8Start, clear.utf8CodeUnitCount)
            signal(SIGINT, SIG_DFL)
            raise(SIGINT)
        }
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    func start(total: Int) {
        Self.clearOnInterrupt()
        let now = clock()
        state.withLock { ($0.total, $0.started) = (total, now) }
        draw(force: true)
    }

    func record(_ status: Status) {
        let last = state.withLock { state in
            state.done += 1
            if status == .fail { state.failed += 1 }
            return state.done == state.total
        }
        draw(force: last)
    }

    func finish() {
        write("\n")
        signal(SIGINT, SIG_DFL)
    }

    /// The line as drawn: `\r` returns to the start, ESC[K clears what a longer line left.
    func text(at time: Double) -> String {
        let (done, total, failed, started) = state.withLock { ($0.done, $0.total, $0.failed, $0.started) }
        let elapsed = max(time - started, 0.001)
        let rate = Double(done) / elapsed
        var line = "\(done)/\(total) domains, \(failed) failed, \(Int(rate.rounded()))/s"
        if done > 0, done < total {
            line += ", about \(Self.duration(Double(total - done) / max(rate, 0.001))) left"
        }
        // ASCII only, so characters are columns; the last column stays free for the cursor.
        return "\r\(line.prefix(width - 1))\u{1B}[K"
    }

    private func draw(force: Bool) {
        let time = clock()
        let due = state.withLock { state in
            guard force || time - state.lastDrawn >= 0.2 else { return false }
            state.lastDrawn = time
            return true
        }
        if due { write(text(at: time)) }
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }
}
