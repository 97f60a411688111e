/// One Android entry (`android:example.com`, `android-credentials:*.example.com`): whether the
/// host's assetlinks.json grants `relation` to each of `apps`.
package struct AndroidDomain: Sendable, Hashable {
    /// The entry exactly as written.
    package var entry: String
    package var relation: AndroidRelation
    /// Lower-cased, in Punycode, without a trailing dot and without the `*.` of a wildcard.
    package var host: String
    /// True for `*.example.com`: Android checks such a host at its root, `example.com` (docs/rules/android-app-links.md F1).
    package var isWildcard: Bool
    /// The apps that claim the entry; empty when none is known (reported, never passed).
    package var apps: [AndroidApp]
    /// Where the entry was written (a list's line, an app file); nil for the command line.
    package var source: String?

    package init(entry: String, relation: AndroidRelation, host: String, isWildcard: Bool, apps: [AndroidApp] = []) {
        self.entry = entry
        self.relation = relation
        self.host = host
        self.isWildcard = isWildcard
        self.apps = apps
    }

    /// Where the file is fetched from: the host itself, a wildcard's root.
    package var fetchHost: String { host }

    /// `android:*.example.com`.
    package var displayName: String { "\(relation.entryService):\(isWildcard ? "*." : "")\(host)" }
}

/// The entries of one host for Android: its assetlinks.json is fetched once and judged for each.
package struct AndroidDomainGroup: Sendable, Hashable {
    package var fetchHost: String
    /// Unique by relation, host, wildcard and apps, in the order first written.
    package var domains: [AndroidDomain]
    /// Every entry as written that led to this host, once each, in order.
    package var entries: [String]
    /// Each source's claim, kept apart even where the domains above collapse.
    package var claims: [EntryClaimSummary]

    package init(fetchHost: String, domains: [AndroidDomain]) {
        self.fetchHost = fetchHost
        var unique: [AndroidDomain] = []
        for domain in domains
        where !unique.contains(where: {
            $0.relation == domain.relation && $0.isWildcard == domain.isWildcard && $0.apps == domain.apps
        }) {
            unique.append(domain)
        }
        self.domains = unique
        var entries: [String] = []
        for domain in domains where !entries.contains(domain.entry) { entries.append(domain.entry) }
        self.entries = entries
        var claims: [EntryClaimSummary] = []
        for domain in domains {
            claims.appendClaim(
                EntryClaimSummary(entry: domain.entry, appIDs: domain.apps.map(\.description), source: domain.source))
        }
        self.claims = claims
    }

    /// The apps that claim each entry as written, as reports show them: from every claim, since
    /// `domains` keeps one of the entries that differ only in how the host is written.
    package var appsByEntry: [String: [String]] {
        var byEntry: [String: [String]] = [:]
        for claim in claims {
            for app in claim.appIDs where !(byEntry[claim.entry] ?? []).contains(app) {
                byEntry[claim.entry, default: []].append(app)
            }
            if byEntry[claim.entry] == nil { byEntry[claim.entry] = [] }
        }
        return byEntry
    }

    /// Every app the file is checked for, in first-seen order, as reports show them.
    package var apps: [String] {
        var seen = Set<String>()
        return domains.flatMap(\.apps).map(\.description).filter { seen.insert($0).inserted }
    }
}
