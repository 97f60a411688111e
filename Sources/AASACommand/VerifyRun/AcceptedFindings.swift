import AASACore
import FoundationEssentials
import Synchronization

/// `--accept` and `--accept-file` for a run: marks the findings they accept as reports are made
/// (from the fetch workers, hence the lock), and says afterwards which matched nothing.
final class AcceptedFindings: FindingAcceptance, Sendable {
    static let acceptOption = OptionSpec.value(
        .accept, "id[@host|app]", repeatable: true,
        help: "Accept a finding: listed, marked accepted, failing nothing (also under --strict).")
    static let acceptFileOption = OptionSpec.value(
        .acceptFile, "file", help: "Accept the findings listed in this file, one per line, # for why.")

    private let acceptances: Mutex<Acceptances>

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var acceptances = Acceptances()
        for written in arguments.all(.accept) {
            switch Acceptances.rule(written) {
            case .success(let rule): acceptances.add(rule)
            case .failure(let error): throw UsageError("--accept '\(TerminalSafe(written))': \(error.reason)")
            }
        }
        if let path = arguments.value(.acceptFile) {
            let bytes = try InputFile.read(path, what: "accept file", limit: 1 << 20)
            switch Acceptances.rules(inFile: String(decoding: bytes, as: UTF8.self)) {
            case .success(let rules): rules.forEach { acceptances.add($0) }
            case .failure(let error): throw UsageError("--accept-file '\(TerminalSafe(path))': \(error.reason)")
            }
        }
        isEmpty = acceptances.isEmpty
        self.acceptances = Mutex(acceptances)
    }

    /// No acceptance was given: nothing to mark, and no lock taken for every report.
    let isEmpty: Bool

    /// The report with its accepted findings marked and its status judged again: for the reports
    /// the pipeline did not judge (a baseline's removed domains, its change findings), since the
    /// pipeline marks each host's findings before its verdicts (``mark(_:place:)``).
    func apply(_ report: DomainReport, strict: Bool) -> DomainReport {
        var report = report
        if marked(&report.findings, place: report.domain) {
            report.status = Status(findings: report.findings, strict: strict)
        }
        return report
    }

    func apply(_ report: FileReport, strict: Bool) -> FileReport {
        var report = report
        if marked(&report.findings, place: report.file) {
            report.status = Status(findings: report.findings, strict: strict)
        }
        return report
    }

    func apply(_ app: AndroidAppReport, strict: Bool) -> AndroidAppReport {
        var app = app
        if marked(&app.findings, place: app.packageName) { app.status = Status(findings: app.findings, strict: strict) }
        return app
    }

    /// Marks what the acceptances accept; false when there are none, so nothing was judged again.
    private func marked(_ findings: inout [Finding], place: String) -> Bool {
        guard !isEmpty else { return false }
        mark(&findings, place: place)
        return true
    }

    func mark(_ findings: inout [Finding], place: String) {
        guard !isEmpty else { return }
        acceptances.withLock { $0.apply(to: &findings, place: place) }
    }

    /// One line on standard error per acceptance that matched no finding of the run.
    func reportUnused(_ console: Console) {
        let unused = acceptances.withLock { $0.unused }
        for rule in unused {
            console.writeError("note: --accept \(TerminalSafe(rule.written)) matched no finding; is it still needed?\n")
        }
    }
}
