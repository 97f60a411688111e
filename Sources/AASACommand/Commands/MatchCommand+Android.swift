import AASACore

extension MatchCommand {
    /// `match --apk|--aab|--android-manifest FILE [--file assetlinks.json] URL...`: for each URL,
    /// which activity's filter takes it on each Android generation the app runs on, and, with the
    /// host's assetlinks.json, whether it opens as a verified App Link (Android 15's dynamic rules
    /// included). Without `--file`, only the filters are judged.
    static func runAndroidApp(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let judge = try androidJudge(arguments, assetLinks: arguments.value(.file), console: console)
        if let urlList = arguments.value(.urls) {
            return try runURLList(urlList, arguments: arguments, console: console) { judge }
        }
        let format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.match)
        var worker = judge
        let domain = arguments.value(.domain) ?? arguments.positionals.lazy.compactMap { AndroidURI($0)?.host }.first
        let results = try arguments.positionals.map { (text) throws(UsageError) in
            guard let result = worker.result(text, domain: domain) else {
                throw UsageError("'\(TerminalSafe(text))' is not an http or https URL")
            }
            return result.0
        }
        return try emit(results, format: format, arguments: arguments, console: console)
    }

    /// The judge of the one app file the arguments name, with the host's assetlinks.json when given.
    static func androidJudge(_ arguments: ParsedArguments, assetLinks: String?, console: Console) throws(UsageError)
        -> AppLinkJudge
    {
        let given = try androidApps(arguments)
        let inputs = try AndroidAppFileInput.inputs(arguments, given: given)
        guard inputs.count == 1, let input = inputs.first else {
            throw UsageError("match reads one app: give one --apk, --aab or --android-manifest", showUsage: true)
        }
        let decision = AppLinkDecision(input.file.manifest, hosts: input.hosts)
        for finding in decision.router.findings {
            console.writeError("warning: \(finding.id): \(TerminalSafe(finding.message))\n")
        }
        var grant: (@Sendable (String, AndroidBand, String?) -> AppLinkDecision.HostGrant)? = nil
        if let file = assetLinks {
            let list = try statementList(file)
            let named = arguments.value(.domain)?.lowercased()
            grant = { declared, generation, domain in
                let host = AppLinkHosts.fileHost(declared)
                guard let fileHost = named ?? domain?.lowercased(), host == fileHost else {
                    return .unknown(
                        reason: "no assetlinks.json was given for \(PrintableText.escaped(host)) (--file is "
                            + "\(PrintableText.escaped(named ?? domain ?? "another host"))'s)")
                }
                return AppLinkDecision.grant(in: list, to: input.apps(for: generation), host: host)
            }
        }
        return AppLinkJudge(decision: decision, app: input.app, grant: grant)
    }

    /// `match --file assetlinks.json --android-app PACKAGE URL...`: what the host's file says of
    /// each URL without the app: whether it grants the app and, on Android 15+, which dynamic rule
    /// decides. Which paths the app takes is its filters' to say, and the answer says so.
    static func runAssetLinks(_ file: String, arguments: ParsedArguments, console: Console) throws(UsageError)
        -> Int32
    {
        guard arguments.value(.urls) == nil else {
            throw UsageError("--urls with an assetlinks.json needs the app: add --apk, --aab or --android-manifest")
        }
        let format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.match)
        let (list, lint) = try assetLinks(file)
        let domain = arguments.value(.domain)?.lowercased()
        let phone = try arguments.value(.deviceState).map { (path) throws(UsageError) in try DeviceStateInput.read(path)
        }
        let host = domain ?? arguments.positionals.lazy.compactMap { AndroidURI.webLink($0)?.host?.lowercased() }.first
        // The phone's packages that list the file's host, each with its installed signatures, or
        // the one --android-app.
        let packages = try phone.map { (phone) throws(UsageError) in
            try phonePackages(phone, host: host, arguments: arguments)
        }
        let apps = if let packages { packages.map(\.app) } else { try androidApps(arguments) }
        guard packages != nil || apps.count == 1 else {
            throw UsageError("give one --android-app with an assetlinks.json file", showUsage: true)
        }
        let results = try arguments.positionals.map { (text) throws(UsageError) in
            guard let uri = AndroidURI.webLink(text), let host = uri.host else {
                throw UsageError("'\(TerminalSafe(text))' is not an http or https URL")
            }
            let appResults = apps.map { app in
                let grant: AppLinkDecision.HostGrant =
                    domain.map { $0 != host.lowercased() } == true
                    ? .refused(reason: "the file is \(PrintableText.escaped(domain ?? ""))'s, not the URL's host")
                    : AppLinkDecision.grant(in: list, to: app, host: host)
                let answers = AppLinkDecision.answers(for: uri, grant: grant)
                return MatchReport.AppResult(
                    appID: app.packageName, verdict: AppLinkDecision.verdict(answers), rule: nil, android: answers)
            }
            return MatchReport.URLResult(
                url: text, verdict: AssociationMatcher.verdict(for: appResults, appID: nil),
                apps: appResults, platform: .android)
        }
        var report = MatchReport(results: results)
        if let host, let packages {
            report.device = packages.compactMap { package, app, line in
                DeviceReconciliation.finding(
                    package: package, app: app.description, host: line.host, state: line.state,
                    report: DeviceReconciliation.fileReport(host: host, lint: lint, list: list, app: app))
            }
        }
        return try emit(report, format: format, arguments: arguments, console: console)
    }

    /// `--device-state`: each package of the phone that lists `host`, as an app with the
    /// signatures installed on the phone, and the phone's line for the host.
    private static func phonePackages(_ phone: DeviceAppLinks, host: String?, arguments: ParsedArguments)
        throws(UsageError) -> [(package: DeviceAppLinks.Package, app: AndroidApp, line: DeviceAppLinks.Host)]
    {
        guard arguments.value(.androidApp) == nil else {
            throw UsageError("--device-state names the apps and their keys: give it or --android-app, not both")
        }
        guard let host else { throw UsageError("--device-state needs the file's host: give --domain or a URL") }
        let packages = phone.packages.compactMap {
            package -> (DeviceAppLinks.Package, AndroidApp, DeviceAppLinks.Host)? in
            guard let app = DeviceReconciliation.app(package),
                let line = package.hosts.first(where: { AppLinkHosts.fileHost($0.host).lowercased() == host })
            else { return nil }
            return (package, app, line)
        }
        guard !packages.isEmpty else { throw UsageError("no package of the device state lists \(TerminalSafe(host))") }
        return packages.map { (package: $0.0, app: $0.1, line: $0.2) }
    }

    /// `--android-app` values: the app signing key of a bundle or manifest, or an APK's under Play
    /// App Signing.
    private static func androidApps(_ arguments: ParsedArguments) throws(UsageError) -> [AndroidApp] {
        try arguments.all(.androidApp).map { (written) throws(UsageError) in
            switch AndroidApp.parse(written) {
            case .failure(let error):
                throw UsageError("--android-app '\(TerminalSafe(written))' is not an Android app: \(error.reason)")
            case .success(let app): return app
            }
        }
    }

    /// The statements of an assetlinks.json given with `--file`; a file Android cannot read is the
    /// command's error.
    static func statementList(_ file: String) throws(UsageError) -> StatementList {
        try assetLinks(file).list
    }

    /// ``statementList(_:)`` and the file's own findings.
    static func assetLinks(_ file: String) throws(UsageError) -> (list: StatementList, findings: [Finding]) {
        let bytes = try InputFile.read(file, what: "file", limit: AssetLinksLinter.localFileLimit)
        let lint = AssetLinksLinter.lint(bytes)
        guard let list = lint.statementList else {
            let reason = lint.findings.first { $0.severity == .error }?.message ?? "it is not an assetlinks.json file"
            throw UsageError("cannot read '\(TerminalSafe(file))': \(TerminalSafe(reason))")
        }
        return (list, lint.findings)
    }
}

/// Android's answer for a URL of a list: the app's filters, and with a file its verification.
struct AppLinkJudge: URLJudge {
    let decision: AppLinkDecision
    let app: AndroidApp
    /// What the file says of a declared host to a generation, given the host the file belongs to.
    let grant: (@Sendable (String, AndroidBand, String?) -> AppLinkDecision.HostGrant)?

    mutating func result(_ text: String, domain: String?) -> (MatchReport.URLResult, path: String)? {
        guard let uri = AndroidURI.webLink(text) else { return nil }
        let result = decision.result(
            text, uri: uri, app: app, grant: grant.map { grant in { grant($0, $1, domain) } })
        return (result, uri.path.isEmpty ? "/" : uri.path)
    }
}
