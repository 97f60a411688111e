import AASACore
import Foundation

/// The progress line on standard error while `verify` runs on a terminal: done / total,
/// failures so far, rate and time left, redrawn at most five times a second.
final class ProgressLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> Double
    // Only touched from the task that collects results.
    private var total = 0
    private var done = 0
    private var failed = 0
    private var started = 0.0
    private var lastDrawn = -1.0

    init(write: @escaping @Sendable (String) -> Void, clock: @escaping @Sendable () -> Double = ProgressLine.now) {
        self.write = write
        self.clock = clock
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    func start(total: Int) {
        self.total = total
        started = clock()
        draw(force: true)
    }

    func record(_ status: Status) {
        done += 1
        if status == .fail { failed += 1 }
        draw(force: done == total)
    }

    func finish() {
        write("\n")
    }

    /// The line as drawn: `\r` returns to the start, ESC[K clears what a longer line left.
    func text(at time: Double) -> String {
        let elapsed = max(time - started, 0.001)
        let rate = Double(done) / elapsed
        var line = "\(done)/\(total) domains, \(failed) failed, \(String(format: "%.0f", rate))/s"
        if done > 0, done < total {
            line += ", about \(Self.duration(Double(total - done) / max(rate, 0.001))) left"
        }
        return "\r\(line)\u{1B}[K"
    }

    private func draw(force: Bool) {
        let time = clock()
        guard force || time - lastDrawn >= 0.2 else { return }
        lastDrawn = time
        write(text(at: time))
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }
}
