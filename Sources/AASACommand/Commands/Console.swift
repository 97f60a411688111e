import AASACore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command writes: the report to standard output (or `--output`), everything else to
/// standard error. Injected so tests can capture both.
struct Console: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void
    /// Colour and progress lines only on a terminal.
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool
    /// Columns that help is wrapped to: the terminal's, or 80 when standard output is not one.
    var width = 80
    /// Columns of the terminal on standard error, which the progress line must fit in.
    var errorWidth = 80

    static let standard = Console(
        writeOut: { DescriptorWriter.write($0, to: STDOUT_FILENO, name: "standard output") },
        // Warnings quote files and servers, and a CI log holds standard error too.
        writeError: {
            DescriptorWriter.write(RunnerCommands.neutralized($0), to: STDERR_FILENO, name: "standard error")
        },
        outputIsTerminal: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
        errorIsTerminal: isatty(STDERR_FILENO) == 1,
        width: terminalWidth(STDOUT_FILENO) ?? 80,
        errorWidth: terminalWidth(STDERR_FILENO) ?? 80
    )

    /// The width of the terminal on `descriptor`, when it is one.
    private static func terminalWidth(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }

    /// Help text wrapped to ``width``.
    func fitted(_ help: String) -> String {
        HelpLayout.wrap(help, width: width)
    }

    /// Colour only for a report that goes to a terminal, never into an `--output` file.
    func colours(output path: String?) -> Bool {
        outputIsTerminal && path == nil
    }

    /// Writes the report to `--output FILE` when given (see ``ReportFile``), else to standard output.
    func emitReport(_ text: String, to path: String?) throws(UsageError) {
        try emitReport(ReportText(text), to: path)
    }

    func emitReport(_ text: ReportText, to path: String?) throws(UsageError) {
        guard let path else {
            text.batches { batch in
                writeOut(batch)
                return true
            }
            return
        }
        try ReportFile.write(text, to: path)
    }
}
