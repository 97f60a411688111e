// libFuzzer harness: the Associated Domains entry parser (`Scripts/fuzz.sh entry`). The input is
// read as a `--domains` list file (one entry per line), and also as a single entry.
// Properties: never crashes; a malformed entry's reason is one printable line; entries group.

import AASACore

/// More entries than a real list holds; the cap keeps each run fast.
let maximumEntries = 64

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntitlementEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzInput.bytes(data, size), as: UTF8.self)
    var domains: [AssociatedDomain] = []
    for entry in [text] + DomainListFile.lines(from: text).map(\.entry).prefix(maximumEntries) {
        for bareHostMeansAppLinks in [true, false] {
            switch AssociatedDomainParser.parse(entry, bareHostMeansAppLinks: bareHostMeansAppLinks) {
            case .domain(let domain, _): domains.append(domain)
            case .ignored: break
            case .malformed(let reason): OutputCheck.text(reason)
            }
        }
    }
    let groups = DomainGroup.group(domains)
    precondition(groups.map(\.domains.count).reduce(0, +) <= domains.count, "grouping invented domains")
    return 0
}
