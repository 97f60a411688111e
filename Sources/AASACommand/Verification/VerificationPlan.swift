import AASACore
import Foundation

/// What `verify` will do: the hosts to fetch (each once, in first-seen order), the entries each
/// answers for with the app IDs that claim them, and the URLs to test. Built before any request.
struct VerificationPlan: Sendable {
    var groups: [DomainGroup]
    /// Entries with nothing to fetch (an unknown service, a build-setting placeholder, a
    /// malformed line of a file), reported under the entry itself.
    var unfetchable: [(entry: String, findings: [Finding])]
    /// Findings about an entry that is fetched, keyed by fetch host.
    var entryFindings: [String: [Finding]]
    var expectations: [URLExpectation]

    static func make(_ arguments: ParsedArguments, settings: VerificationSettings) throws(UsageError)
        -> VerificationPlan
    {
        var claims = try EntrySources.claims(arguments)
        guard !claims.isEmpty else {
            throw UsageError(
                "no entries to verify: name them, or use --entitlements, --domains or --xcodeproj",
                showUsage: true)
        }
        var domains: [AssociatedDomain] = []
        var unfetchable: [(String, [Finding])] = []
        var entryFindings: [String: [Finding]] = [:]
        for claim in claims {
            let parsed =
                claim.malformed.map { EntryParse.malformed($0) }
                ?? AssociatedDomainParser.parse(claim.text, bareHostMeansAppLinks: claim.bareHostMeansAppLinks)
            switch parsed {
            case .domain(var domain, let findings):
                domain.appIDs = claim.appIDs
                domains.append(domain)
                var found = findings + claim.findings
                if domain.needsAppID, domain.appIDs.isEmpty {
                    found.append((claim.unchecked ?? .noneGiven).finding(for: domain))
                }
                if !found.isEmpty { entryFindings[domain.fetchHost, default: []].appendUnique(found) }
            case .ignored(let findings):
                var found = findings + claim.findings
                // "None given" is said only where a file is checked; a reason about the app is said
                // for every entry.
                if let unchecked = claim.unchecked { found.append(unchecked.finding(entry: claim.text)) }
                unfetchable.append((claim.text, found))
            case .malformed(let reason):
                guard let origin = claim.origin else {
                    throw UsageError("malformed entry '\(TerminalSafe(claim.text))': \(reason)")
                }
                // One bad line of a list or file is that entry's finding; the rest is verified.
                let finding = FindingKind.entitlementSyntax(
                    "\(origin): \(reason).", hint: "write the entry as service:host, for example applinks:example.com",
                    entry: claim.text)
                unfetchable.append((claim.text, [finding] + claim.findings))
            }
        }
        // A long --domains list: the claims are not needed once parsed, and the groups come next.
        claims = []
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
            expectations: expectations)
    }
}

extension Array where Element == Finding {
    /// Appends the findings not already present: an entry named twice by one source is reported once.
    mutating func appendUnique(_ findings: [Finding]) {
        for finding in findings where !contains(finding) { append(finding) }
    }
}
