import AASACore
import FoundationEssentials
import Synchronization

extension JSONFormat: StreamingVerificationFormat {
    func output(to path: String?, console: Console, options: RenderOptions) throws(UsageError)
        -> any VerificationOutput
    {
        try Output(path: path, console: console, options: options)
    }

    /// `--format json` written as the run goes: each domain in input order as soon as those
    /// before it are done. A report that finishes early waits, its repeated values shared, so
    /// memory holds the reports of the domains still ahead of a slow one, not the fleet's.
    ///
    /// A replaced `--output` file is put in place at the end, and left as it was when the run
    /// fails for a local reason. Standard output, a FIFO or a device get the document a
    /// ``ReportText/Batch`` at a time, and after such a failure it stops unterminated: never a
    /// valid document whose sites are blamed for this machine's problem.
    final class Output: VerificationOutput, @unchecked Sendable {
        private let file: ReportFile.Writer?
        private let console: Console
        /// What the fetch tasks hand in, one at a time.
        private let state: Mutex<State>

        private struct State {
            var document: JSONReportEncoder.VerificationDocument
            var waiting: [Int: DomainReport] = [:]
            var next = 0
            var shared = SharedValues()
            var batch = ReportText.Batch()
        }

        init(path: String?, console: Console, options: RenderOptions) throws(UsageError) {
            if let path { file = try ReportFile.Writer(path) } else { file = nil }
            self.console = console
            state = Mutex(
                State(document: JSONReportEncoder.VerificationDocument(run: options.run, pretty: options.pretty)))
        }

        func receive(_ report: DomainReport, at index: Int) {
            state.withLock { state in
                guard index == state.next else {
                    var report = report
                    report.share(&state.shared)
                    state.waiting[index] = report
                    return
                }
                write(state.document.next(report), into: &state)
                state.next += 1
                while let report = state.waiting.removeValue(forKey: state.next) {
                    write(state.document.next(report), into: &state)
                    state.next += 1
                }
            }
        }

        func finish(exitStatus: Int32) throws(UsageError) {
            try state.withLock { state throws(UsageError) in
                precondition(state.waiting.isEmpty, "a report before the last was never received")
                write(state.document.end(), into: &state)
                if let rest = state.batch.rest() { output(rest) }
                try file?.finish()
            }
        }

        func abandon() { state.withLock { _ in file?.abandon() } }

        private func write(_ piece: String, into state: inout State) {
            if let full = state.batch.add(piece) { output(full) }
        }

        private func output(_ text: String) {
            if let file { file.write(text) } else { console.writeOut(text) }
        }
    }
}
