import AASACore

/// `aasa lint FILE...`: the same parser and checks as `verify`, on local files.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let abstract =
        "Validate local apple-app-site-association and assetlinks.json files with the same parser as verify."
    static let usage =
        "aasa lint <file> ... [--format \(OutputFormats.choices(OutputFormats.lint))] [--app-id <id> ...] "
        + "[--android-app <package[:sha256,...]> ...] [--kind apple|android] [--strict]"
    static let arguments = [
        ("<file>", "An AASA or assetlinks.json file to check (told apart by content); '-' reads standard input.")
    ]
    static let options: [OptionSpec] = [
        .value(.format, "format", help: OutputFormats.help(OutputFormats.lint)),
        .value(.appID, "id", repeatable: true, help: "An app ID that must be listed in the file (repeatable)."),
        .value(
            .androidApp, "package[:sha256,...]", repeatable: true,
            help: "An Android app that an assetlinks.json file must list, with one of these fingerprints (repeatable)."),
        .value(
            .kind, "kind",
            help: "apple or android: how to read every file (default: by content; a JSON array is assetlinks.json)."),
        ReportOptions.strict,
        ReportOptions.output,
        ReportOptions.report, ReportOptions.sarifRoot,
        AcceptedFindings.acceptOption, AcceptedFindings.acceptFileOption,
    ]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        let format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.lint)
        let extra = try ExtraReports(arguments, among: OutputFormats.lint)
        let accepted = try AcceptedFindings(arguments)
        let files = arguments.positionals
        guard !files.isEmpty else { throw UsageError("no file given", showUsage: true) }
        if files.filter({ $0 == "-" }).count > 1 {
            throw UsageError("standard input ('-') can be read only once")
        }
        let strict = arguments.flag(.strict)
        let kind = try kind(arguments.value(.kind))
        let androidApps = try EntrySources.commandLineAndroidApps(arguments)
        var reports: [FileReport] = []
        var sources: [String: JSONSourceLines] = [:]
        var unreadable = 0
        for file in files {
            // A file that cannot be read is said on standard error; the others are still checked.
            let bytes: [UInt8]
            let isComplete: Bool
            do {
                (bytes, isComplete) = try InputFile.read(file, what: "file", upTo: AssetLinksLinter.localFileLimit)
            } catch {
                console.writeError("Error: \(error.message)\n")
                unreadable += 1
                continue
            }
            let platform = kind ?? Platform.ofFile(named: file, bytes: bytes)
            let (findings, text) =
                platform == .android
                ? lintAssetLinks(bytes, isComplete: isComplete, apps: androidApps)
                : lintAssociation(bytes, isComplete: isComplete, appIDs: arguments.all(.appID))
            reports.append(
                accepted.apply(
                    FileReport(file: file, status: Status(findings: findings, strict: strict), findings: findings),
                    strict: strict))
            sources[file] = JSONSourceLines(bytes: text)
        }
        // Nothing could be read: the errors said it all, and an empty report would only mislead.
        if reports.isEmpty { return ExitCode.usage }
        accepted.reportUnused(console)
        let report = LintReport(files: reports)
        var options = RenderOptions(
            colour: console.colours(output: arguments.value(.output)), strict: strict)
        options.sarifRoot = arguments.value(.sarifRoot)
        let text = format.render(report, sources: sources, options: options)
        try console.emitReport(text, to: arguments.value(.output))
        var fileOptions = RenderOptions(strict: strict)
        fileOptions.sarifRoot = options.sarifRoot
        try extra.write { ReportText($0.render(report, sources: sources, options: fileOptions)) }
        if unreadable > 0 { return ExitCode.usage }
        return ExitCode.forLint(report)
    }

    private static func kind(_ value: String?) throws(UsageError) -> Platform? {
        guard let value else { return nil }
        guard let platform = Platform(rawValue: value) else {
            throw UsageError("--kind takes apple or android, not '\(TerminalSafe(value))'")
        }
        return platform
    }

    /// An AASA file: read up to four times Apple's limit.
    private static func lintAssociation(_ bytes: [UInt8], isComplete: Bool, appIDs: [String]) -> ([Finding], [UInt8]) {
        guard isComplete, bytes.count <= AssociationLinter.localFileLimit else {
            return (AssociationLinter.refusedAsTooLarge().findings, [])
        }
        let result = AssociationLinter.lint(bytes)
        var findings = result.findings
        if let association = result.document.association {
            findings += AssociationLinter.appIDFindings(appIDs, in: association)
        }
        return (findings, result.text)
    }

    /// An assetlinks.json file, with the apps it must list.
    private static func lintAssetLinks(_ bytes: [UInt8], isComplete: Bool, apps: [AndroidApp]) -> ([Finding], [UInt8]) {
        guard isComplete else { return ([AssetLinksLinter.refusedAsTooLarge()], []) }
        let result = AssetLinksLinter.lint(bytes)
        var findings = result.findings
        if let list = result.statementList {
            // An app the file itself does not list may be in an include lint cannot read: that is
            // said by android.include-unchecked, not as a missing app.
            let unread = list.includes.isEmpty ? [] : list.includes
            findings += apps.flatMap { app in
                AndroidAppCrossCheck.lintFindings(for: app, in: list).filter {
                    unread.isEmpty || $0.id != FindingKind.androidAppMissing.id
                }
            }
            // What no device or Google's API would follow is known without fetching.
            findings += list.includes.compactMap { IncludeCheck.problem($0, seen: []) }
            if !list.includes.isEmpty {
                findings.append(
                    FindingKind.androidIncludeUnchecked(
                        "The file includes \(list.includes.count) other file\(list.includes.count == 1 ? "" : "s"), "
                            + "which lint does not fetch; their statements were not checked.",
                        hint: "run aasa verify on the host to follow the includes, or lint the included files too",
                        path: list.includes[0].path))
            }
        }
        return (findings, result.text)
    }
}
