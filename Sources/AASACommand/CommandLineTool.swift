import AASACore
import AASAVerification
import FoundationEssentials

/// The `aasa` command: finds the subcommand, parses its options, runs it, and turns every
/// operator mistake into `Error: ...` on standard error and exit status 2.
package enum CommandLineTool {
    static let subcommands: [CommandEntry] = [
        CommandEntry(VerifyCommand.self), CommandEntry(JudgeCommand.self), CommandEntry(LintCommand.self),
        CommandEntry(MatchCommand.self),
        CommandEntry(ExplainCommand.self), CommandEntry(CompletionsCommand.self), CommandEntry(ManualCommand.self),
    ]

    /// The error for an address-space limit (`ulimit -v`) below what any command needs to start,
    /// or nil; `verify` asks for more once it knows its concurrency (`AddressSpaceBudget`). Under
    /// a limit, malloc's arenas are capped before the runtime starts its threads.
    package static func addressSpaceRefusal() -> String? {
        guard let limit = AddressSpaceBudget.limit() else { return nil }
        AddressSpaceBudget.capArenas()
        guard limit < AddressSpaceBudget.startup else { return nil }
        return "Error: the address-space limit (ulimit -v \(limit >> 10)) is below the "
            + "\(AddressSpaceBudget.startup >> 20) MiB aasa needs to start; raise it\n"
    }

    package static func main(arguments: [String]) async -> Int32 {
        await main(arguments: arguments, console: .standard)
    }

    static func main(arguments: [String], console: Console) async -> Int32 {
        guard let first = arguments.first else {
            console.writeError(console.fitted(overview))
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = subcommand(named: arguments[1]) {
                console.writeOut(console.fitted(command.helpText))
            } else {
                console.writeOut(console.fitted(overview))
            }
            return ExitCode.success
        case "--version", "-v", "-V", "version":
            console.writeOut(VersionText.text)
            return ExitCode.success
        default:
            break
        }
        guard let command = subcommand(named: first) else {
            var message = "Error: unknown command '\(TerminalSafe(first))'"
            if let guess = Suggestion.closest(to: first, among: subcommands.map(\.name)) {
                message += "; did you mean '\(guess)'?"
            }
            console.writeError(message + "\n\n" + console.fitted(overview))
            return ExitCode.usage
        }
        do {
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), options: command.options)
            if parsed.wantsHelp {
                console.writeOut(console.fitted(command.helpText))
                return ExitCode.success
            }
            try ReportFile.checkSafety(of: parsed)
            return try await command.run(parsed, console)
        } catch {
            var message = "Error: \(error.message)\n"
            if error.showUsage { message += "Usage: \(command.usage)\n  See 'aasa \(command.name) --help'.\n" }
            console.writeError(message)
            return ExitCode.usage
        }
    }

    static func subcommand(named name: String) -> CommandEntry? {
        subcommands.first { $0.name == name }
    }

    static var overview: String {
        var lines = [
            "OVERVIEW: Check that an app's associated domains really work: fetch each domain's "
                + "apple-app-site-association file, verify transport, file and app IDs, and report.",
            "",
            "USAGE: aasa <command> [options]",
            "",
            "COMMANDS:",
        ]
        lines += subcommands.map { HelpLayout.row($0.name, $0.abstract) }
        lines += [
            "",
            "OPTIONS:",
            HelpLayout.row("--version", "Show the version."),
            HelpLayout.row("-h, --help", "Show help information."),
            "",
            "  See 'aasa <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
