import AASACore

/// `aasa match --file AASA URL...`: which app opens each URL, and by which rule.
enum MatchCommand: Subcommand {
    static let name = "match"
    static let abstract = "Say which app opens each URL, and by which rule (AASA, or assetlinks.json dynamic rules)."
    static let usage =
        "aasa match --file <aasa> (<url> ... | --urls <file>) [--domain <host>] [--app-id <id>] "
        + "[--format \(OutputFormats.choices(OutputFormats.coverage))]\n"
        + "       aasa match (--apk|--aab|--android-manifest) <file> [--file <assetlinks.json>] [--file <aasa>] "
        + "(<url> ... | --urls <file>)\n"
        + "       aasa match --file <assetlinks.json> --android-app <package> <url> ... [--domain <host>]\n"
        + "       aasa match --file <assetlinks.json> --device-state <file> [--domain <host>] <url> ..."
    static let arguments = [("<url>", "A URL to test, such as https://example.com/buy/42.")]
    static let options: [OptionSpec] = [
        .value(
            .file, "aasa", repeatable: true,
            help: "The apple-app-site-association file, or with an Android app the host's assetlinks.json ('-' "
                + "reads standard input); with an Android app, give both files to answer for both platforms."),
        .value(
            .urls, "file",
            help: "Match every URL in this file ('-' reads standard input): one per line, or a sitemap; "
                + "prints how many open each app."),
        .value(
            .domain, "host",
            help: "The host the file belongs to; URLs on other hosts match nothing (with --urls, default: "
                + "the first URL's host)."),
        .value(.appID, "id", help: "Report this app only; the exit status follows its verdict."),
        .value(
            .androidApp, "package[:sha256,...]",
            help: "With an assetlinks.json file alone: the app it must grant (Android 15 dynamic rules decide each "
                + "URL); with --aab or --android-manifest: the app signing key devices see."),
        .value(
            .deviceState, "file",
            help: "With an assetlinks.json file: a phone's 'adb shell pm get-app-links' output; each package that "
                + "lists the file's host is the app (with the signatures installed on the phone), and what the phone "
                + "says of the host is reconciled with the file."),
        .value(.apk, "file", help: "An APK: which activity's intent filter takes each URL, per Android generation."),
        .value(.aab, "file", help: "An app bundle: as --apk; its signature is the upload key, so give --android-app."),
        .value(.androidManifest, "file", help: "A source AndroidManifest.xml: as --apk."),
        AndroidAppFileInput.placeholderOption, AndroidAppFileInput.minSDKOption, AndroidAppFileInput.targetSDKOption,
        .value(.format, "format", help: OutputFormats.matchHelp),
        ReportOptions.output,
        .value(
            .report, "format=file", repeatable: true,
            help: "With --urls: also write the coverage summary in this format to this file (json=coverage.json)."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        let appFile = AndroidAppFileInput.options.contains { !arguments.all($0).isEmpty }
        let file = arguments.value(.file)
        let urlList = arguments.value(.urls)
        if urlList != nil, !arguments.positionals.isEmpty {
            throw UsageError("give URLs as arguments or with --urls, not both", showUsage: true)
        }
        if urlList == "-", file == "-" { throw UsageError("standard input ('-') can be read only once") }
        if arguments.value(.domain)?.isEmpty == true {
            throw UsageError("--domain needs a host name; it is empty", showUsage: true)
        }
        guard appFile || file != nil else { throw UsageError("missing '--file <aasa>'", showUsage: true) }
        guard urlList != nil || !arguments.positionals.isEmpty else {
            throw UsageError("no URL given", showUsage: true)
        }
        if urlList == nil, !arguments.all(.report).isEmpty {
            throw UsageError("--report writes the coverage summary of --urls; URLs given as arguments have none")
        }
        let files = arguments.all(.file)
        if files.count > 1, !appFile {
            throw UsageError(
                "two --file values answer for both platforms with an app: add --apk, --aab or "
                    + "--android-manifest")
        }
        // An app file makes it Android's question; its own --file is the host's assetlinks.json,
        // and an AASA file beside it makes the question both platforms'.
        if appFile {
            let (aasa, assetLinks) = try filesByPlatform(files)
            guard let aasa else { return try runAndroidApp(arguments, console: console) }
            return try runBothPlatforms(aasa: aasa, assetLinks: assetLinks, arguments: arguments, console: console)
        }
        guard let file else { return try runAndroidApp(arguments, console: console) }
        let format =
            urlList == nil ? try OutputFormats.parse(arguments.value(.format), among: OutputFormats.match) : nil
        let urls = try arguments.positionals.map { (text) throws(UsageError) in
            do throws(URLParseError) { return try UniversalLinkURL(text) } catch {
                throw UsageError("'\(TerminalSafe(text))' is not a URL aasa can match: \(error.message)")
            }
        }
        if arguments.value(.androidApp) != nil || arguments.value(.deviceState) != nil {
            return try runAssetLinks(file, arguments: arguments, console: console)
        }
        let association = try Self.association(file)
        guard let format else {
            // Compiles its own matchers, one per worker.
            let appID = arguments.value(.appID)
            return try runURLList(urlList ?? "-", arguments: arguments, console: console) {
                AssociationJudge(matcher: AssociationMatcher(association), appID: appID)
            }
        }
        let matcher = AssociationMatcher(association)
        let appID = arguments.value(.appID)
        let domain = arguments.value(.domain)
        var workspace = MatchWorkspace()
        let results = zip(arguments.positionals, urls).map { text, url in
            Self.result(text, url: url, matcher: matcher, domain: domain, appID: appID, workspace: &workspace)
        }
        return try emit(results, format: format, arguments: arguments, console: console)
    }

    /// The report of URLs given as arguments, in `--format`, to standard output or `--output`; the
    /// exit status says whether every URL matched.
    static func emit(
        _ results: [MatchReport.URLResult], format: any MatchFormat, arguments: ParsedArguments, console: Console
    ) throws(UsageError) -> Int32 {
        try emit(MatchReport(results: results), format: format, arguments: arguments, console: console)
    }

    static func emit(
        _ report: MatchReport, format: any MatchFormat, arguments: ParsedArguments, console: Console
    ) throws(UsageError) -> Int32 {
        let text = format.render(
            report, options: RenderOptions(colour: console.colours(output: arguments.value(.output))))
        try console.emitReport(text, to: arguments.value(.output))
        return ExitCode.forMatch(report)
    }

    /// The AASA file given with `--file`; a file Apple's systems cannot read is the command's error.
    static func association(_ file: String) throws(UsageError) -> SiteAssociation {
        let bytes = try InputFile.read(file, what: "file", limit: AssociationLinter.localFileLimit)
        let document = SiteAssociationReader.read(bytes)
        guard let association = document.association else {
            let reason = document.findings.first { $0.severity == .error }?.message ?? "it is not an AASA file"
            throw UsageError("cannot read '\(TerminalSafe(file))': \(TerminalSafe(reason))")
        }
        return association
    }

    /// One URL's verdict; with `--app-id`, that app's alone.
    static func result(
        _ text: String, url: UniversalLinkURL, matcher: AssociationMatcher, domain: String?, appID: String?,
        workspace: inout MatchWorkspace
    ) -> MatchReport.URLResult {
        var apps = matcher.evaluation(of: url, domain: domain, workspace: &workspace).results
        if let appID {
            apps = apps.filter { AppID.sameApp($0.appID, appID) }
            if apps.isEmpty { apps = [MatchReport.AppResult(appID: appID, verdict: .none, rule: nil)] }
        }
        return MatchReport.URLResult(
            url: text, verdict: AssociationMatcher.verdict(for: apps, appID: appID), apps: apps)
    }
}
