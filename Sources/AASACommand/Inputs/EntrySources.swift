import AASACore
import AASAVerification

/// Every source of entries `verify` reads, in command-line order by kind: entries named as
/// arguments, `--domains` lists, `--entitlements` files, `--xcodeproj` targets, then the Android
/// apps read from `--apk`, `--aab` and `--android-manifest`. Each source says which app claims its
/// entries. Claims are handed over one at a time: a `--domains` list may hold millions.
enum EntrySources {
    static func forEachClaim(
        _ arguments: ParsedArguments, androidAppFiles: [AndroidAppInput], deviceState: DeviceAppLinks? = nil,
        _ body: (EntryClaim) throws(UsageError) -> Void
    ) throws(UsageError) {
        let appIDs = try commandLineAppIDs(arguments)
        // In the form claims and reports name them.
        let androidApps = try commandLineAndroidApps(arguments).map(\.description)
        let projects = arguments.all(.xcodeproj)
        if projects.isEmpty, !arguments.all(.target).isEmpty || arguments.value(.configuration) != nil {
            throw UsageError("--target and --configuration choose from an --xcodeproj", showUsage: true)
        }
        // A second read of standard input finds it empty: the list would silently lose its entries.
        if (arguments.all(.domains) + arguments.all(.entitlements)).filter({ $0 == "-" }).count > 1 {
            throw UsageError("standard input ('-') can be read only once")
        }
        for entry in arguments.positionals {
            let apps = AndroidEntryParser.isAndroidEntry(entry) ? androidApps : appIDs
            try body(EntryClaim(text: entry, bareHostMeansAppLinks: true, appIDs: apps, source: nil))
        }
        for path in arguments.all(.domains) {
            try DomainListInput.forEachClaim(path, defaultAppIDs: appIDs, defaultAndroidApps: androidApps, body)
        }
        for path in arguments.all(.entitlements) {
            for claim in try EntitlementsInput.claims(path, replacingAppIDs: appIDs) { try body(claim) }
        }
        for path in projects {
            let project = XcodeProjectInput(
                path: path, targets: arguments.all(.target),
                configuration: arguments.value(.configuration) ?? "Release",
                replacingAppIDs: appIDs)
            for claim in try project.claims() { try body(claim) }
        }
        for input in androidAppFiles {
            for claim in AndroidAppFileInput.claims(input) { try body(claim) }
        }
        if let deviceState, let path = arguments.value(.deviceState) {
            for claim in DeviceStateInput.claims(deviceState, source: path) { try body(claim) }
        }
    }

    /// `--android-app` values (`PACKAGE[:FINGERPRINT,...]`), each once.
    static func commandLineAndroidApps(_ arguments: ParsedArguments) throws(UsageError) -> [AndroidApp] {
        var apps: [AndroidApp] = []
        for written in arguments.all(.androidApp) {
            switch AndroidApp.parse(written) {
            case .failure(let error):
                throw UsageError("--android-app '\(TerminalSafe(written))' is not an Android app: \(error.reason)")
            case .success(let app):
                if !apps.contains(app) { apps.append(app) }
            }
        }
        return apps
    }

    /// `--app-id` values: real app IDs, never placeholders (which would be checked literally).
    private static func commandLineAppIDs(_ arguments: ParsedArguments) throws(UsageError) -> [String] {
        var seen: [String] = []
        for appID in arguments.all(.appID) {
            if let problem = AppID(appID).syntaxProblem {
                throw UsageError("--app-id '\(TerminalSafe(appID))' is not an app ID: it \(problem)")
            }
            if !seen.contains(where: { AppID.sameApp($0, appID) }) { seen.append(appID) }
        }
        return seen
    }
}
