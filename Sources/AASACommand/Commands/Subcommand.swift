/// One `aasa` subcommand: its help is made from the same option list it parses with.
protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line for `aasa --help`.
    static var abstract: String { get }
    /// `aasa lint <file> ... [options]`
    static var usage: String { get }
    /// `ARGUMENTS` lines: (name, help).
    static var arguments: [(String, String)] { get }
    static var options: [OptionSpec] { get }

    /// Runs with parsed arguments and returns the exit status (0, 1) or throws a ``UsageError`` (2).
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
}

extension Subcommand {
    static var helpText: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", ""]
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            lines += arguments.map { HelpLayout.row($0.0, $0.1) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        lines += options.map { HelpLayout.row($0.synopsis, $0.help) }
        lines.append(HelpLayout.row("-h, --help", "Show help information."))
        return lines.joined(separator: "\n") + "\n"
    }
}

enum HelpLayout {
    /// Left column padded to a fixed width, help text after it (on the next line when too long).
    static func row(_ left: String, _ right: String) -> String {
        let width = 34
        let indented = "  " + left
        if indented.count < width {
            return indented + String(repeating: " ", count: width - indented.count) + right
        }
        return indented + "\n" + String(repeating: " ", count: width) + right
    }
}

/// A subcommand as a plain value. (Calling through `any Subcommand.Type` crashes Swift 6.3's
/// SIL generation when typed throws are involved, so the dispatcher holds these instead.)
struct CommandEntry: Sendable {
    var name: String
    var abstract: String
    var usage: String
    var helpText: String
    var options: [OptionSpec]
    var run: @Sendable (ParsedArguments, Console) async throws(UsageError) -> Int32

    init<Command: Subcommand>(_ command: Command.Type) {
        name = command.name
        abstract = command.abstract
        usage = command.usage
        helpText = command.helpText
        options = command.options
        run = { arguments, console throws(UsageError) in try await command.run(arguments, console: console) }
    }
}
