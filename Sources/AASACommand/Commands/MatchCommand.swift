import AASACore

/// `aasa match --file AASA URL...`: which app opens each URL, and by which rule.
enum MatchCommand: Subcommand {
    static let name = "match"
    static let abstract = "Say which app opens each URL, and by which rule."
    static let usage =
        "aasa match --file <aasa> <url> ... [--domain <host>] [--app-id <id>] [--format \(OutputFormats.choices(OutputFormats.match))]"
    static let arguments = [("<url>", "A URL to test, such as https://example.com/buy/42.")]
    static let options: [OptionSpec] = [
        .value("file", "aasa", help: "The apple-app-site-association file ('-' reads standard input)."),
        .value("domain", "host", help: "The host the file belongs to; URLs on other hosts match nothing."),
        .value("app-id", "id", help: "Report this app only; the exit status follows its verdict."),
        .value("format", "format", help: OutputFormats.help(OutputFormats.match)),
        .value("output", "file", help: "Write the report to this file instead of standard output."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        let format = try OutputFormats.parse(arguments.value("format"), among: OutputFormats.match)
        guard let file = arguments.value("file") else { throw UsageError("missing '--file <aasa>'", showUsage: true) }
        guard !arguments.positionals.isEmpty else { throw UsageError("no URL given", showUsage: true) }
        let urls = try arguments.positionals.map { (text) throws(UsageError) in
            do throws(URLParseError) { return try UniversalLinkURL(text) } catch {
                throw UsageError("'\(TerminalSafe(text))' is not a URL aasa can match: \(error.message)")
            }
        }
        let bytes = try InputFile.read(file, what: "file", limit: AssociationLinter.localFileLimit)
        let document = SiteAssociationReader.read(bytes)
        guard let association = document.association else {
            let reason = document.findings.first { $0.severity == .error }?.message ?? "it is not an AASA file"
            throw UsageError("cannot read '\(TerminalSafe(file))': \(TerminalSafe(reason))")
        }
        let appID = arguments.value("app-id")
        let matcher = AssociationMatcher(association)
        let domain = arguments.value("domain")
        let results = zip(arguments.positionals, urls).map { text, url in
            var apps = matcher.evaluate(url, domain: domain)
            if let appID {
                apps = apps.filter { AppID.sameApp($0.appID, appID) }
                if apps.isEmpty { apps = [MatchReport.AppResult(appID: appID, verdict: .none, rule: nil)] }
            }
            return MatchReport.URLResult(
                url: text, verdict: AssociationMatcher.verdict(for: apps, appID: appID), apps: apps)
        }
        let report = MatchReport(results: results)
        let text = format.render(
            report, options: RenderOptions(colour: console.outputIsTerminal && arguments.value("output") == nil))
        try console.emitReport(text, to: arguments.value("output"))
        return ExitCode.forMatch(report)
    }
}
