import AASACore
import Foundation

/// What `verify` will do: the hosts to fetch (each once, in first-seen order), the entries each
/// answers for, the app IDs to look for, and the URLs to test. Built before any request.
struct VerificationPlan: Sendable {
    var groups: [DomainGroup]
    /// Entries with nothing to fetch (an unknown service, a build-setting placeholder), reported
    /// under the entry itself.
    var unfetchable: [(entry: String, findings: [Finding])]
    /// Findings about an entry that is fetched, keyed by fetch host.
    var entryFindings: [String: [Finding]]
    var appIDs: [String]
    var expectations: [URLExpectation]

    static func make(_ arguments: ParsedArguments, settings: VerificationSettings) throws(UsageError)
        -> VerificationPlan
    {
        // Entries given by hand or in a list may be bare hosts; in an entitlements file the
        // system ignores a bare host, so it is reported there rather than read as applinks.
        var entries = arguments.positionals.map { (text: $0, bareHostMeansAppLinks: true) }
        var appIDs = arguments.all("app-id")
        for path in arguments.all("domains") {
            let bytes = try InputFile.read(path, what: "domain list")
            entries += DomainListFile.entries(from: String(decoding: bytes, as: UTF8.self))
                .map { (text: $0, bareHostMeansAppLinks: true) }
        }
        var profilesGrantingAnyDomain: [String] = []
        for path in arguments.all("entitlements") {
            let signed = try EntitlementsInput.read(path)
            let file = signed.entitlements
            if signed.grantsAnyAssociatedDomain { profilesGrantingAnyDomain.append(path) }
            entries += file.associatedDomains.map { (text: $0, bareHostMeansAppLinks: false) }
            if let appID = file.applicationIdentifier, !appIDs.contains(where: { AppID.sameApp($0, appID) }) {
                appIDs.append(appID)
            }
        }
        guard !entries.isEmpty else {
            if let profile = profilesGrantingAnyDomain.first {
                throw UsageError(
                    "'\(TerminalSafe(profile))' grants associated domains as '*' (any domain the app claims), not a "
                        + "list: name the domains, or pass the app's .entitlements, executable, .app or .ipa")
            }
            throw UsageError("no entries to verify: name them, or use --entitlements or --domains", showUsage: true)
        }

        var domains: [AssociatedDomain] = []
        var unfetchable: [(String, [Finding])] = []
        var entryFindings: [String: [Finding]] = [:]
        for (entry, bareHostMeansAppLinks) in entries {
            switch AssociatedDomainParser.parse(entry, bareHostMeansAppLinks: bareHostMeansAppLinks) {
            case .domain(let domain, let findings):
                domains.append(domain)
                entryFindings[domain.fetchHost, default: []] += findings
            case .ignored(let findings):
                unfetchable.append((entry, findings))
            case .malformed(let reason):
                throw UsageError("malformed entry '\(TerminalSafe(entry))': \(reason)")
            }
        }
        let expectations = try URLExpectation.parse(
            expected: arguments.all("expect-url"), unexpected: arguments.all("expect-no-url"))
        let shard = settings.shard
        if shard != .whole, !expectations.isEmpty {
            // A URL's covering hosts may fall in different slices; no slice could judge it alone.
            throw UsageError("--expect-url and --expect-no-url cannot be combined with --shard")
        }
        return VerificationPlan(
            groups: DomainGroup.group(domains).filter { shard.contains($0.fetchHost) },
            unfetchable: unfetchable.filter { shard.contains($0.0) }, entryFindings: entryFindings,
            appIDs: appIDs, expectations: expectations)
    }
}
