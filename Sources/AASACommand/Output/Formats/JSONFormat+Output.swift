import AASACore
import AASAFetch
import FoundationEssentials

extension JSONFormat {
    /// `--format json` written as the run goes: each domain in input order as soon as those
    /// before it are done. A report that finishes early waits, its repeated values shared, so
    /// memory holds the reports of the domains still ahead of a slow one, not the fleet's.
    ///
    /// A replaced `--output` file is put in place at the end, and left as it was when the run
    /// fails for a local reason. Standard output, a FIFO or a device get the document a
    /// ``ReportText/Batch`` at a time, and after such a failure it stops unterminated: never a
    /// valid document whose sites are blamed for this machine's problem.
    final class Output: VerificationOutput, @unchecked Sendable {
        private let lock = Lock()
        private let file: ReportFile.Writer?
        private let console: Console
        private var document: JSONReportEncoder.VerificationDocument
        private var waiting: [Int: DomainReport] = [:]
        private var next = 0
        private var shared = SharedValues()
        private var batch = ReportText.Batch()

        init(path: String?, console: Console, options: RenderOptions) throws(UsageError) {
            if let path { file = try ReportFile.Writer(path) } else { file = nil }
            self.console = console
            document = JSONReportEncoder.VerificationDocument(run: options.run, pretty: options.pretty)
        }

        func receive(_ report: DomainReport, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            guard index == next else {
                var report = report
                report.share(&shared)
                waiting[index] = report
                return
            }
            write(document.next(report))
            next += 1
            while let report = waiting.removeValue(forKey: next) {
                write(document.next(report))
                next += 1
            }
        }

        func finish(exitStatus: Int32) throws(UsageError) {
            lock.lock()
            defer { lock.unlock() }
            precondition(waiting.isEmpty, "a report before the last was never received")
            write(document.end())
            if let rest = batch.rest() { output(rest) }
            try file?.finish()
        }

        func abandon() {
            lock.lock()
            defer { lock.unlock() }
            file?.abandon()
        }

        private func write(_ piece: String) {
            if let full = batch.add(piece) { output(full) }
        }

        private func output(_ text: String) {
            if let file { file.write(text) } else { console.writeOut(text) }
        }
    }
}
