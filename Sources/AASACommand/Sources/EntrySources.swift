import AASACore

/// Every source of entries `verify` reads, in command-line order by kind: entries named as
/// arguments, `--domains` lists, `--entitlements` files and `--xcodeproj` targets. Each source
/// says which app claims its entries.
enum EntrySources {
    static func claims(_ arguments: ParsedArguments) throws(UsageError) -> [EntryClaim] {
        let appIDs = try commandLineAppIDs(arguments)
        var claims = arguments.positionals.map { entry in
            EntryClaim(text: entry, bareHostMeansAppLinks: true, appIDs: appIDs, origin: nil)
        }
        for path in arguments.all("domains") {
            claims += try DomainListInput.claims(path, defaultAppIDs: appIDs)
        }
        for path in arguments.all("entitlements") {
            claims += try EntitlementsInput.claims(path, replacingAppIDs: appIDs)
        }
        let projects = arguments.all("xcodeproj")
        if projects.isEmpty, !arguments.all("target").isEmpty || arguments.value("configuration") != nil {
            throw UsageError("--target and --configuration choose from an --xcodeproj", showUsage: true)
        }
        for path in projects {
            claims += try XcodeProjectInput(
                path: path, targets: arguments.all("target"),
                configuration: arguments.value("configuration") ?? "Release",
                replacingAppIDs: appIDs
            ).claims()
        }
        return claims
    }

    /// `--app-id` values: real app IDs, never placeholders (which would be checked literally).
    private static func commandLineAppIDs(_ arguments: ParsedArguments) throws(UsageError) -> [String] {
        var seen: [String] = []
        for appID in arguments.all("app-id") {
            if let problem = AppID(appID).syntaxProblem {
                throw UsageError("--app-id '\(TerminalSafe(appID))' is not an app ID: it \(problem)")
            }
            if !seen.contains(where: { AppID.sameApp($0, appID) }) { seen.append(appID) }
        }
        return seen
    }
}
