import AASACore
import FoundationEssentials
import Synchronization

extension JSONLinesFormat: StreamingVerificationFormat {
    func output(to path: String?, console: Console, options: RenderOptions) throws(UsageError)
        -> any VerificationOutput
    {
        Output(lines: try LineWriter(path: path, console: console))
    }
}

extension JSONLinesFormat {
    /// Each report written as its domain is done, whatever its index: a line is whole by
    /// itself, and what is written cannot be held back.
    struct Output: VerificationOutput {
        let lines: LineWriter
        let counts = Counts()

        func receive(_ report: DomainReport, at index: Int) {
            counts.count(report)
            lines.write(JSONReportEncoder.encodeLine(report))
        }

        func finish(exitStatus: Int32) throws(UsageError) {
            let (summary, seconds) = counts.read()
            lines.write(JSONLinesFormat.summaryLine(summary, exitStatus: exitStatus, seconds: seconds))
            try lines.finish()
        }

        func abandon() { lines.abandon() }
    }

    /// The streamed domains' statuses and the time since the output opened.
    final class Counts: Sendable {
        private let summary = Mutex(VerificationReport.Summary(statuses: []))
        private let start = ContinuousClock.now

        func count(_ report: DomainReport) { summary.withLock { $0.count(report) } }

        func read() -> (VerificationReport.Summary, Double) {
            (summary.withLock { $0 }, (ContinuousClock.now - start).seconds)
        }
    }
}
