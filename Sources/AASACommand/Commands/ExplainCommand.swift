import AASACore

/// `aasa explain [ID...]`: the finding catalogue, from the same list every check reports from.
/// Without an id it prints the whole catalogue as the Markdown table the README carries.
enum ExplainCommand: Subcommand {
    static let name = "explain"
    static let abstract = "Describe finding ids: their severity and when they are reported."
    static let usage = "aasa explain [<id> ...]"
    static let arguments = [("<id>", "A finding id such as http.redirect; without one, every id is listed.")]
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        var kinds: [FindingKind] = []
        for id in arguments.positionals {
            guard let kind = FindingKind.named(id) else {
                var message = "unknown finding id '\(TerminalSafe(id))'"
                if let guess = Suggestion.closest(to: id, among: FindingKind.all.map(\.id)) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message)
            }
            kinds.append(kind)
        }
        console.writeOut(table(kinds.isEmpty ? FindingKind.all : kinds))
        return ExitCode.success
    }

    static func table(_ kinds: [FindingKind]) -> String {
        var lines = ["| id | severity | when |", "| --- | --- | --- |"]
        lines += kinds.map {
            "| `\($0.id)` | \($0.severityText) | \($0.summary.replacing("|", with: "\\|")) |"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
