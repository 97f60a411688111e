import AASACore

/// The hosts a plan fetches, in first-seen order, each with the claims it answers for, kept as
/// little as de-duplication needs: a million-entry `--domains` list costs about 100 bytes an
/// entry, not the kilobyte or more of parsed domains. Texts live in one byte arena, app-ID lists
/// are stored once, and an ``IndexTable`` of host numbers finds a host again. A host's
/// claims are given back as written and parsed again when it is verified.
package struct PlannedHosts: Sendable {
    private struct Host {
        var name: ArenaText
        /// The same host is fetched once per platform: its Apple and Android files are two hosts here.
        var platform: Platform
        var firstClaim: Int32
        var lastClaim: Int32
    }

    private struct Claim {
        var text: ArenaText
        var appIDs: Int32
        /// Into `details`, or -1 when the claim has no findings and no reason its app is unchecked.
        var detail: Int32
        var next: Int32 = -1
        /// Into `sources`, or -1 for the command line; with the line the entry is on, or 0 for
        /// none, and its column in the source's file (fits the struct's padding).
        var sourceName: Int32
        var sourceLine: Int32
        var sourceColumn: UInt16

        var bareHostMeansAppLinks: Bool
        var hostFormJudged = false
    }

    /// What few claims carry beyond their text and app IDs.
    private struct Detail {
        var findings: [Finding]
        var unchecked: UncheckedApp?
    }

    private struct ArenaText {
        var start: UInt32
        var count: UInt32
    }

    private var arena: [UInt8] = []
    private var hosts: [Host] = []
    private var claims: [Claim] = []
    private var details: [Detail] = []
    private var appIDLists: [[String]] = []
    private var appIDListNumbers: [[String]: Int32] = [:]
    private var sources: [StoredSource] = []
    private var sourceNumbers: [StoredSource: Int32] = [:]

    /// A claim's source less its place in it.
    private struct StoredSource: Hashable {
        var name: String
        var file: String?
        /// Whether the line is part of the name (a list's `domains.txt:12`).
        var namesLine: Bool
    }
    /// Host numbers by the hash of their name.
    private var table = IndexTable()

    package var count: Int { hosts.count }
    /// Claims filed under every host.
    package var claimCount: Int { claims.count }
    package var isEmpty: Bool { hosts.isEmpty }

    /// The name of the `index`-th host.
    package func fetchHost(_ index: Int) -> String { string(hosts[index].name) }

    /// Every host's name, in plan order (a host with both platforms twice).
    package var names: some Sequence<String> { hosts.indices.lazy.map(fetchHost) }

    /// The index of `name`'s host for `platform`, if the plan fetches it.
    package func index(of name: String, platform: Platform) -> Int? { find(name, platform: platform) }

    /// Whose file the `index`-th host is fetched for.
    package func platform(_ index: Int) -> Platform { hosts[index].platform }

    /// The claims of the `index`-th host, in the order they were added.
    package func claims(ofHost index: Int) -> [EntryClaim] {
        var result: [EntryClaim] = []
        var next = hosts[index].firstClaim
        while next >= 0 {
            let claim = claims[Int(next)]
            let detail = claim.detail >= 0 ? details[Int(claim.detail)] : nil
            var entry = EntryClaim(
                text: string(claim.text), bareHostMeansAppLinks: claim.bareHostMeansAppLinks,
                appIDs: appIDLists[Int(claim.appIDs)], source: source(of: claim), unchecked: detail?.unchecked,
                findings: detail?.findings ?? [])
            entry.hostFormJudged = claim.hostFormJudged
            result.append(entry)
            next = claim.next
        }
        return result
    }

    /// Files `claim` under `fetchHost` for `platform`, adding the host if it is new.
    package mutating func add(_ claim: EntryClaim, fetchHost: String, platform: Platform = .apple) {
        let text = store(claim.text)
        var stored = Claim(
            text: text, appIDs: number(of: claim.appIDs), detail: -1,
            sourceName: claim.source.map { number(ofSource: $0) } ?? -1,
            sourceLine: Int32(clamping: claim.source?.position?.line ?? claim.source?.line ?? 0),
            sourceColumn: UInt16(clamping: claim.source?.position?.column ?? 0),
            bareHostMeansAppLinks: claim.bareHostMeansAppLinks,
            hostFormJudged: claim.hostFormJudged)
        if !claim.findings.isEmpty || claim.unchecked != nil {
            stored.detail = Int32(details.count)
            details.append(Detail(findings: claim.findings, unchecked: claim.unchecked))
        }
        let claimNumber = Int32(claims.count)
        claims.append(stored)
        if let host = find(fetchHost, platform: platform) {
            claims[Int(hosts[host].lastClaim)].next = claimNumber
            hosts[host].lastClaim = claimNumber
            return
        }
        // The host is usually written inside the entry (`applinks:example.com`): point into it.
        let name = occurrence(of: fetchHost, in: text) ?? store(fetchHost)
        hosts.append(Host(name: name, platform: platform, firstClaim: claimNumber, lastClaim: claimNumber))
        // The table grows by asking for the hashes of the hosts it holds.
        let (arena, hosts) = (self.arena, self.hosts)
        table.insert(hosts.count - 1, hash: Self.hash(of: name, in: arena)) { Self.hash(of: hosts[$0].name, in: arena) }
    }

    private func source(of claim: Claim) -> ClaimSource? {
        guard claim.sourceName >= 0 else { return nil }
        let stored = sources[Int(claim.sourceName)]
        let line = claim.sourceLine > 0 ? Int(claim.sourceLine) : nil
        return ClaimSource(
            stored.name, line: stored.namesLine ? line : nil, file: stored.file,
            position: stored.file == nil
                ? nil : line.map { SourcePosition(line: $0, column: max(Int(claim.sourceColumn), 1)) })
    }

    private mutating func number(ofSource source: ClaimSource) -> Int32 {
        let stored = StoredSource(name: source.name, file: source.file, namesLine: source.line != nil)
        if let number = sourceNumbers[stored] { return number }
        let number = Int32(sources.count)
        sources.append(stored)
        sourceNumbers[stored] = number
        return number
    }

    private func find(_ name: String, platform: Platform) -> Int? {
        table.first(hash: Self.hash(name.utf8)) {
            hosts[$0].platform == platform && Self.bytes(of: hosts[$0].name, in: arena).elementsEqual(name.utf8)
        }
    }

    private static func hash(of text: ArenaText, in arena: [UInt8]) -> Int {
        hash(bytes(of: text, in: arena))
    }

    /// Seeded, so that a list of names chosen to collide cannot make the table slow.
    private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var hasher = Hasher()
        for byte in bytes { hasher.combine(byte) }
        return hasher.finalize()
    }

    private static func bytes(of text: ArenaText, in arena: [UInt8]) -> ArraySlice<UInt8> {
        arena[Int(text.start)..<Int(text.start + text.count)]
    }

    private mutating func store(_ text: String) -> ArenaText {
        let start = UInt32(arena.count)
        arena.append(contentsOf: text.utf8)
        return ArenaText(start: start, count: UInt32(arena.count) - start)
    }

    private func occurrence(of name: String, in text: ArenaText) -> ArenaText? {
        let needle = Array(name.utf8)
        let haystack = Self.bytes(of: text, in: arena)
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        for start in haystack.startIndex...(haystack.endIndex - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return ArenaText(start: UInt32(start), count: UInt32(needle.count))
        }
        return nil
    }

    private func string(_ text: ArenaText) -> String {
        String(decoding: Self.bytes(of: text, in: arena), as: UTF8.self)
    }

    private mutating func number(of appIDs: [String]) -> Int32 {
        if let number = appIDListNumbers[appIDs] { return number }
        let number = Int32(appIDLists.count)
        appIDLists.append(appIDs)
        appIDListNumbers[appIDs] = number
        return number
    }
}
