import Foundation

/// Where a command writes: the report to standard output (or `--output`), everything else to
/// standard error. Injected so tests can capture both.
struct Console: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void
    /// Colour and progress lines only on a terminal.
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool

    static let standard = Console(
        writeOut: { OutputStream.write($0, to: STDOUT_FILENO, name: "standard output") },
        writeError: { OutputStream.write($0, to: STDERR_FILENO, name: "standard error") },
        outputIsTerminal: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
        errorIsTerminal: isatty(STDERR_FILENO) == 1
    )

    /// Writes the report to `--output FILE` when given (see ``ReportFile``), else to standard output.
    func emitReport(_ text: String, to path: String?) throws(UsageError) {
        guard let path else {
            writeOut(text)
            return
        }
        try ReportFile.write(text, to: path)
    }
}
