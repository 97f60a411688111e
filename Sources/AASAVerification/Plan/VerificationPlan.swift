import AASACore
import FoundationEssentials

/// What `verify` will do: the hosts to fetch (each once, in first-seen order), the entries each
/// answers for with the app IDs that claim them, and the URLs to test. Built before any request;
/// each host's ``DomainGroup`` is made when it is verified, so the plan stays small.
package struct VerificationPlan: Sendable {
    package var hosts: PlannedHosts
    /// Entries with nothing to fetch (an unknown service, a build-setting placeholder, a
    /// malformed line of a file), reported under the entry itself.
    package var unfetchable: [(entry: String, findings: [Finding])]
    package var expectations: [URLExpectation]
    /// The Android apps read from files, judged after their hosts are verified.
    package var androidAppFiles: [AndroidAppInput] = []

    /// Entries one run keeps (about 100 bytes each, so 400 MB at most): a file of short lines
    /// within the list's size limit could otherwise hold tens of millions.
    package static let maximumEntries = 4_000_000

    /// Gathers the claims of a run, one at a time, into a plan: each claim's entry is parsed
    /// once here, filed under the host it fetches, or kept as unfetchable with its findings.
    package struct Builder {
        private var hosts = PlannedHosts()
        private var unfetchable: [(String, [Finding])] = []
        /// Only the hosts (and unfetchable entries) of this slice are kept.
        private let shard: Shard
        /// Claims offered, including those of other slices.
        package private(set) var claimCount = 0

        package init(shard: Shard = .whole) {
            self.shard = shard
        }

        /// Claims kept so far.
        package var keptCount: Int { hosts.claimCount + unfetchable.count }

        /// Files the claim under its host. A malformed entry with no source (the caller's own
        /// text, not a line of a file) is an error; with a source it is that line's finding.
        package mutating func add(_ claim: EntryClaim) throws(VerificationError) {
            claimCount += 1
            guard keptCount < maximumEntries else {
                throw VerificationError("more than \(maximumEntries) entries to verify in one run")
            }
            switch try VerificationPlan.parse(claim) {
            case .fetched(let domain, _):
                if shard.contains(domain.fetchHost) { hosts.add(claim, fetchHost: domain.fetchHost) }
            case .android(let domain, _):
                if shard.contains(domain.fetchHost) {
                    hosts.add(claim, fetchHost: domain.fetchHost, platform: .android)
                }
            case .unfetchable(let findings):
                if shard.contains(claim.text) { unfetchable.append((claim.text, findings)) }
            }
        }

        package func plan(expectations: [URLExpectation] = [], androidAppFiles: [AndroidAppInput] = [])
            -> VerificationPlan
        {
            VerificationPlan(
                hosts: hosts, unfetchable: unfetchable, expectations: expectations, androidAppFiles: androidAppFiles)
        }
    }

    /// The host's other platform, fetched in the same task so that its request reuses the
    /// connection (one TLS handshake per host, not two): the later of the two in plan order.
    func companion(of index: Int) -> Int? {
        let other: Platform = hosts.platform(index) == .apple ? .android : .apple
        guard let companion = hosts.index(of: hosts.fetchHost(index), platform: other), companion > index else {
            return nil
        }
        return companion
    }

    /// The `index`-th host's entries, grouped for the platform whose file it fetches.
    package func plannedGroup(_ index: Int) -> PlannedGroup {
        switch hosts.platform(index) {
        case .apple:
            let (group, findings) = group(index)
            return .apple(group, findings: findings)
        case .android:
            var domains: [AndroidDomain] = []
            var findings: [Finding] = []
            for claim in hosts.claims(ofHost: index) {
                guard case .android(let domain, let found)? = try? Self.parse(claim) else { continue }
                domains.append(domain)
                findings.appendUnique(found)
            }
            return .android(AndroidDomainGroup(fetchHost: hosts.fetchHost(index), domains: domains), findings: findings)
        }
    }

    /// The `index`-th host's group, with the findings about its entries (unknown modes, an
    /// unchecked app, a bad app ID on a list's line) before the group's own.
    package func group(_ index: Int) -> (group: DomainGroup, findings: [Finding]) {
        var domains: [AssociatedDomain] = []
        var entryFindings: [Finding] = []
        var placeOfEntry: [String: ClaimSource] = [:]
        for claim in hosts.claims(ofHost: index) {
            // Only claims that parsed to a domain were filed under a host; parsing is pure.
            guard case .fetched(let domain, let findings)? = try? Self.parse(claim) else { continue }
            domains.append(domain)
            entryFindings.appendUnique(findings)
            if let source = claim.source, source.file != nil, placeOfEntry[domain.entry] == nil {
                placeOfEntry[domain.entry] = source
            }
        }
        let group = DomainGroup.group(domains).first ?? DomainGroup(fetchHost: hosts.fetchHost(index))
        // The group's findings about one entry (a duplicate, a wildcard without its apex) land
        // on that entry's line too.
        let groupFindings = group.findings.map { finding in
            finding.entry.flatMap { placeOfEntry[$0] }.map { $0.placing(finding) } ?? finding
        }
        return (group, entryFindings + groupFindings)
    }

    fileprivate enum ParsedClaim {
        case fetched(AssociatedDomain, findings: [Finding])
        case android(AndroidDomain, findings: [Finding])
        case unfetchable([Finding])
    }

    /// The claim parsed, each finding about it placed on its line of the repository file it is
    /// written in (when it is written in one).
    fileprivate static func parse(_ claim: EntryClaim) throws(VerificationError) -> ParsedClaim {
        let parsed = try parseInPlace(claim)
        guard let source = claim.source, source.file != nil else { return parsed }
        switch parsed {
        case .fetched(let domain, let findings): return .fetched(domain, findings: findings.map(source.placing))
        case .android(let domain, let findings): return .android(domain, findings: findings.map(source.placing))
        case .unfetchable(let findings): return .unfetchable(findings.map(source.placing))
        }
    }

    private static func parseInPlace(_ claim: EntryClaim) throws(VerificationError) -> ParsedClaim {
        if let unexpandable = claim.unexpandable { return .unfetchable([unexpandable] + claim.findings) }
        if claim.malformed == nil, AndroidEntryParser.isAndroidEntry(claim.text) { return try parseAndroid(claim) }
        let parsed =
            claim.malformed.map { EntryParse.malformed($0) }
            ?? AssociatedDomainParser.parse(claim.text, bareHostMeansAppLinks: claim.bareHostMeansAppLinks)
        switch parsed {
        case .domain(var domain, let findings):
            domain.appIDs = claim.appIDs
            domain.source = claim.origin
            var found = findings + claim.findings
            if domain.needsAppID, domain.appIDs.isEmpty {
                found.append((claim.unchecked ?? .noneGiven).finding(for: domain))
            }
            return .fetched(domain, findings: found)
        case .ignored(let findings):
            var found = findings + claim.findings
            // "None given" is said only where a file is checked; a reason about the app is said
            // for every entry.
            if let unchecked = claim.unchecked { found.append(unchecked.finding(entry: claim.text)) }
            return .unfetchable(found)
        case .malformed(let reason):
            return try malformed(claim, reason: reason, example: "service:host, for example applinks:example.com")
        }
    }

    /// An entry that is no entry: the run's error on the command line, where it is an operator's
    /// typo; one bad line of a list or file is that entry's finding, and the rest is verified.
    private static func malformed(_ claim: EntryClaim, reason: String, example: String) throws(VerificationError)
        -> ParsedClaim
    {
        guard let origin = claim.origin else {
            throw VerificationError("malformed entry '\(claim.text)': \(reason)")
        }
        let finding = FindingKind.entitlementSyntax(
            "\(origin): \(reason).", hint: "write the entry as \(example)", entry: claim.text)
        return .unfetchable([finding] + claim.findings)
    }
}

extension VerificationPlan {
    /// An Android entry: its apps were read from the claim's source, as `PACKAGE[:FINGERPRINT,...]`.
    private static func parseAndroid(_ claim: EntryClaim) throws(VerificationError) -> ParsedClaim {
        switch AndroidEntryParser.parse(claim.text) {
        case .domain(var domain, let findings):
            domain.apps = claim.appIDs.compactMap { try? AndroidApp.parse($0).get() }
            domain.source = claim.origin
            var found = (claim.hostFormJudged ? [] : findings) + claim.findings
            if domain.apps.isEmpty {
                found.append(
                    FindingKind.androidAppUnchecked(
                        "Whether the assetlinks.json of \(domain.fetchHost) grants \(domain.relation.rawValue) to the "
                            + "app was not checked: no Android app was given.",
                        hint:
                            "pass --android-app PACKAGE:SHA256, or write the apps after the entry in the --domains file",
                        entry: domain.entry))
            }
            return .android(domain, findings: found)
        case .malformed(let reason):
            return try malformed(claim, reason: reason, example: "android:HOST, for example android:example.com")
        }
    }
}

/// One host's entries for the platform whose file is fetched, with the findings about them.
package enum PlannedGroup: Sendable {
    case apple(DomainGroup, findings: [Finding])
    case android(AndroidDomainGroup, findings: [Finding])

    /// The host its file is fetched from.
    var fetchHost: String {
        switch self {
        case .apple(let group, _): group.fetchHost
        case .android(let group, _): group.fetchHost
        }
    }

    var platform: Platform {
        switch self {
        case .apple: .apple
        case .android: .android
        }
    }
}

extension Array where Element == Finding {
    /// Appends the findings not already present: an entry named twice by one source is reported once.
    mutating func appendUnique(_ findings: [Finding]) {
        for finding in findings where !contains(finding) { append(finding) }
    }
}
