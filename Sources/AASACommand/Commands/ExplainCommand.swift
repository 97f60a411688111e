import AASACore

/// `aasa explain [ID...]`: the finding catalogue, from the same list every check reports from.
/// Without an id it prints the whole catalogue as the Markdown table the README carries; with
/// ids, each kind with its example and counter-example (docs/findings.md holds every one).
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
        console.writeOut(kinds.isEmpty ? table(FindingKind.all) : kinds.map(entry).joined(separator: "\n"))
        return ExitCode.success
    }

    /// One kind in Markdown: what it means, then what raises it and a near miss that does not.
    static func entry(_ kind: FindingKind) -> String {
        let place = kind.example.path.map { " (reported at `\($0)`)" } ?? ""
        return """
            ### `\(kind.id)`

            \(kind.severityText): \(kind.summary).

            Raised by\(place):

            \(indented(kind.example.text))

            Not raised by:

            \(indented(kind.counterExample.text))

            """
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func table(_ kinds: [FindingKind]) -> String {
        var lines = ["| id | severity | when |", "| --- | --- | --- |"]
        lines += kinds.map {
            "| `\($0.id)` | \($0.severityText) | \($0.summary.replacing("|", with: "\\|")) |"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
