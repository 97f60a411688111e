import AASACore

extension MatchCommand {
    /// `match --file aasa.json [--file assetlinks.json] --apk|--aab|--android-manifest APP
    /// (URL... | --urls LIST)`: each URL answered for each platform, Apple's by the AASA file and
    /// Android's by the app's filters (verified with the assetlinks.json when given); the
    /// summary names the URLs that open on one platform only.
    static func runBothPlatforms(
        aasa: String, assetLinks: String?, arguments: ParsedArguments, console: Console
    ) throws(UsageError) -> Int32 {
        let association = try association(aasa)
        let android = try androidJudge(arguments, assetLinks: assetLinks, console: console)
        let appID = arguments.value(.appID)
        let judge = {
            PlatformPairJudge(
                apple: AssociationJudge(matcher: AssociationMatcher(association), appID: appID), android: android)
        }
        if let urlList = arguments.value(.urls) {
            return try runURLList(urlList, arguments: arguments, console: console, judge: judge)
        }
        let format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.match)
        var worker = judge()
        let domain = arguments.value(.domain) ?? arguments.positionals.lazy.compactMap { AndroidURI($0)?.host }.first
        var results: [MatchReport.URLResult] = []
        for text in arguments.positionals {
            guard case .pair(let apple, let android, _)? = worker.outcome(text, domain: domain) else {
                throw UsageError("'\(TerminalSafe(text))' is not an http or https URL both platforms can match")
            }
            results += [apple, android]
        }
        return try emit(results, format: format, arguments: arguments, console: console)
    }

    /// The `--file` values with an app file, told apart as lint tells them (``Platform/ofFile(named:bytes:)``),
    /// at most one of each; standard input, which cannot be looked at twice, is the assetlinks.json.
    static func filesByPlatform(_ paths: [String]) throws(UsageError) -> (aasa: String?, assetLinks: String?) {
        var aasa: String?
        var assetLinks: String?
        for path in paths {
            // The first bytes tell an array from an object; the file is read whole once, later.
            let isAssetLinks: Bool
            if path == "-" {
                isAssetLinks = true
            } else {
                let head = try InputFile.read(path, what: "file", upTo: 64).bytes
                isAssetLinks = Platform.ofFile(named: path, bytes: head) == .android
            }
            if isAssetLinks {
                guard assetLinks == nil else { throw UsageError("give one assetlinks.json with --file, not two") }
                assetLinks = path
            } else {
                guard aasa == nil else {
                    throw UsageError("give one apple-app-site-association file with --file, not two")
                }
                aasa = path
            }
        }
        return (aasa, assetLinks)
    }
}
