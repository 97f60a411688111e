/// The entries that share one fetched host: the file is fetched once and judged for each.
package struct DomainGroup: Sendable, Hashable {
    /// The host whose file is fetched (a wildcard's parent).
    package var fetchHost: String
    /// Unique by service, host and wildcard, in the order first written.
    package var domains: [AssociatedDomain]
    /// Every entry as written that led to this host, duplicates included once each, in order.
    package var entries: [String]
    /// `entitlement.duplicate` and `entitlement.wildcard-apex`: facts about the list, not one entry.
    package var findings: [Finding]
    /// Each source's claim, kept apart even where `domains` collapses duplicates.
    package var claims: [EntryClaimSummary] = []

    /// Every app ID the host's file is checked for, in first-seen order.
    package var appIDs: [String] {
        var seen = Set<String>()
        return domains.flatMap(\.appIDs).filter { seen.insert($0).inserted }
    }

    /// The app IDs that claim each entry as written.
    package var appIDsByEntry: [String: [String]] {
        var claims: [String: [String]] = [:]
        for domain in domains {
            claims[domain.entry, default: []].append(
                contentsOf: domain.appIDs.filter { !(claims[domain.entry] ?? []).contains($0) })
        }
        return claims
    }

    package init(fetchHost: String, domains: [AssociatedDomain] = [], entries: [String] = [], findings: [Finding] = [])
    {
        self.fetchHost = fetchHost
        self.domains = domains
        self.entries = entries
        self.findings = findings
    }

    /// One group per fetched host, in the order the hosts first appear.
    package static func group(_ domains: [AssociatedDomain]) -> [DomainGroup] {
        var groups: [DomainGroup] = []
        var groupIndex: [String: Int] = [:]
        var firstEntry: [DomainKey: String] = [:]
        for domain in domains {
            let index = groupIndex[domain.fetchHost] ?? groups.count
            if index == groups.count {
                groupIndex[domain.fetchHost] = index
                groups.append(DomainGroup(fetchHost: domain.fetchHost))
            }
            if !groups[index].entries.contains(domain.entry) { groups[index].entries.append(domain.entry) }
            groups[index].claims.appendClaim(
                EntryClaimSummary(entry: domain.entry, appIDs: domain.appIDs, source: domain.source))
            let key = DomainKey(domain)
            if let first = firstEntry[key] {
                groups[index].findings.append(duplicateFinding(domain, first: first))
            } else {
                firstEntry[key] = domain.entry
                groups[index].domains.append(domain)
            }
        }
        for index in groups.indices {
            groups[index].findings += apexFindings(groups[index].domains, listed: firstEntry)
        }
        return groups
    }

    private static func duplicateFinding(_ domain: AssociatedDomain, first: String) -> Finding {
        let same = first == domain.entry ? "is listed twice" : "names the same domain as \"\(first)\""
        return FindingKind.entitlementDuplicate(
            "The entry \(domain.displayName) \(same); duplicates collapse.",
            hint: "remove the duplicate entry \"\(domain.entry)\"", entry: domain.entry)
    }

    /// A wildcard whose apex is not listed for the same service: systems disagree on whether
    /// `*.example.com` covers `example.com` (docs/rules/associated-domains.md section 1), so
    /// listing both is the safe form.
    private static func apexFindings(_ domains: [AssociatedDomain], listed: [DomainKey: String]) -> [Finding] {
        domains.filter { $0.isWildcard && $0.service != .appclips }.compactMap { wildcard in
            var apex = wildcard
            apex.isWildcard = false
            guard listed[DomainKey(apex)] == nil else { return nil }
            let apexEntry = "\(wildcard.service.rawValue):\(wildcard.host)"
            return FindingKind.entitlementWildcardApex(
                "Whether \(wildcard.displayName) also covers \(wildcard.host) itself differs between system versions.",
                hint: "add the entry \(apexEntry) as well", entry: wildcard.entry)
        }
    }
}

/// What makes two domains the same for fetching and checking; modes do not count. The same
/// entry claimed by two apps is two checks, not a duplicate.
private struct DomainKey: Hashable {
    var service: Service
    var host: String
    var isWildcard: Bool
    var appIDs: [String]

    init(_ domain: AssociatedDomain) {
        service = domain.service
        host = domain.host
        isWildcard = domain.isWildcard
        appIDs = domain.appIDs
    }
}
