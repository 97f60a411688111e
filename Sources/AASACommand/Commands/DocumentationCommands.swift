import AASACore

/// `aasa completions bash|zsh|fish`: a completion script for the shell, made from the option tables.
enum CompletionsCommand: Subcommand {
    static let name = "completions"
    static let abstract = "Print a shell completion script (bash, zsh or fish)."
    static let usage = "aasa completions <shell>"
    static let arguments = [("<shell>", "bash, zsh or fish.")]
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        let names = ShellCompletion.allCases.map(\.rawValue).joined(separator: ", ")
        guard arguments.positionals.count == 1, let shell = ShellCompletion(rawValue: arguments.positionals[0]) else {
            throw UsageError("completions takes one shell: \(names)", showUsage: true)
        }
        console.writeOut(shell.script(CommandLineTool.subcommands))
        return ExitCode.success
    }
}

/// `aasa manual`: the manual page `aasa.1` in roff, made from the option tables.
enum ManualCommand: Subcommand {
    static let name = "manual"
    static let abstract = "Print the manual page (roff), as installed as aasa.1."
    static let usage = "aasa manual"
    static let arguments: [(String, String)] = []
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("manual takes no arguments", showUsage: true) }
        console.writeOut(ManualPage.roff(CommandLineTool.subcommands, version: aasaVersion))
        return ExitCode.success
    }
}
