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
    /// Where the help column starts.
    static let column = 34

    /// Left column padded to a fixed width, help text after it (on the next line when too long).
    static func row(_ left: String, _ right: String) -> String {
        let width = column
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
    var options: [OptionSpec]
    var run: @Sendable (ParsedArguments, Console) async throws(UsageError) -> Int32
    /// Made when asked for: formatting every command's help at start-up cost each run of
    /// `aasa lint` a scan of the binary's protocol conformances.
    private var makeUsage: @Sendable () -> String
    private var makeHelpText: @Sendable () -> String

    var usage: String { makeUsage() }
    var helpText: String { makeHelpText() }

    init<Command: Subcommand>(_ command: Command.Type) {
        name = command.name
        abstract = command.abstract
        makeUsage = { command.usage }
        makeHelpText = { command.helpText }
        options = command.options
        run = { arguments, console throws(UsageError) in try await command.run(arguments, console: console) }
    }
}

extension HelpLayout {
    /// `text` with every line longer than `width` broken at spaces: a row's help continues under
    /// its help column, a usage line under its first word, any other line under its indent.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            wrapLine(Substring(line), width: max(width, column + 20))
        }.joined(separator: "\n")
    }

    private static func wrapLine(_ line: Substring, width: Int) -> String {
        guard line.count > width else { return String(line) }
        let indentation = line.prefix { $0 == " " }.count
        let characters = Array(line)
        let hang: Int
        if characters.count > column, characters[column - 1] == " ", characters[column] != " " {
            hang = column
        } else if line.hasPrefix("USAGE: ") {
            hang = "USAGE: ".count
        } else {
            hang = indentation
        }
        var lines: [String] = []
        // The indent stays; the rest is words, with runs of spaces (column padding) kept as they are.
        var current = String(repeating: " ", count: indentation)
        var hasWord = false
        for word in line.dropFirst(indentation).split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = hasWord ? current + " " + word : current + word
            if candidate.count > width, hasWord, !word.isEmpty {
                lines.append(current)
                current = String(repeating: " ", count: hang) + word
            } else {
                current = candidate
                hasWord = true
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
