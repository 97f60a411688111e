import AASACore

/// `aasa lint FILE...`: the same parser and checks as `verify`, on local files.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let abstract = "Validate local apple-app-site-association files with the same parser as verify."
    static let usage =
        "aasa lint <file> ... [--format \(OutputFormats.choices(OutputFormats.lint))] [--app-id <id> ...] [--strict]"
    static let arguments = [("<file>", "An AASA file to check; '-' reads standard input.")]
    static let options: [OptionSpec] = [
        .value("format", "format", help: OutputFormats.help(OutputFormats.lint)),
        .value("app-id", "id", repeatable: true, help: "An app ID that must be listed in the file (repeatable)."),
        .flag("strict", help: "Warnings fail too."),
        .value("output", "file", help: "Write the report to this file instead of standard output."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        let format = try OutputFormats.parse(arguments.value("format"), among: OutputFormats.lint)
        let files = arguments.positionals
        guard !files.isEmpty else { throw UsageError("no file given", showUsage: true) }
        if files.filter({ $0 == "-" }).count > 1 {
            throw UsageError("standard input ('-') can be read only once")
        }
        let strict = arguments.flag("strict")
        var reports: [FileReport] = []
        var sources: [String: JSONSourceLines] = [:]
        var unreadable = 0
        for file in files {
            // A file that cannot be read is said on standard error; the others are still checked.
            let bytes: [UInt8]
            let isComplete: Bool
            do {
                (bytes, isComplete) = try InputFile.read(file, what: "file", upTo: AssociationLinter.localFileLimit)
            } catch {
                console.writeError("Error: \(error.message)\n")
                unreadable += 1
                continue
            }
            let result = isComplete ? AssociationLinter.lint(bytes) : AssociationLinter.refusedAsTooLarge()
            var findings = result.findings
            if let association = result.document.association {
                findings += AssociationLinter.appIDFindings(arguments.all("app-id"), in: association)
            }
            reports.append(
                FileReport(file: file, status: Status(findings: findings, strict: strict), findings: findings))
            sources[file] = JSONSourceLines(bytes: result.text)
        }
        // Nothing could be read: the errors said it all, and an empty report would only mislead.
        if reports.isEmpty { return ExitCode.usage }
        let report = LintReport(files: reports)
        let options = RenderOptions(
            colour: console.colours(output: arguments.value("output")), strict: strict)
        let text = format.render(report, sources: sources, options: options)
        try console.emitReport(text, to: arguments.value("output"))
        if unreadable > 0 { return ExitCode.usage }
        return ExitCode.forLint(report)
    }
}
