/// The host of an entry, read: wildcard and trailing dot removed, lower-cased, in Punycode.
struct HostReading: Sendable, Hashable {
    var name: String
    var isWildcard: Bool
    var issues: [EntryIssue]

    /// Why no host could be made out; the text is one line and safe to print.
    struct Unusable: Error, Sendable, Hashable {
        var text: String
    }

    static func read(_ written: Substring, developerMode: Bool) -> Result<HostReading, Unusable> {
        var host = written
        var issues: [EntryIssue] = []
        if host.count > 1 && host.hasSuffix(".") {
            host = host.dropLast()
            issues.append(.trailingDot)
        }
        let isWildcard = host.hasPrefix("*.")
        if isWildcard { host = host.dropFirst(2) }
        guard !host.isEmpty, host != "." else { return .failure(Unusable(text: "the entry names no host")) }
        var name = String(host)
        if let space = name.unicodeScalars.first(where: \.isWhiteSpace) {
            return .failure(
                Unusable(text: "the host \"\(PrintableText.escaped(name))\" contains white space \(space.codePoint)"))
        }
        if name.unicodeScalars.allSatisfy(\.isASCII) {
            if name != name.lowercased() { issues.append(.hostCase(name)) }
            name = name.lowercased()
        } else {
            guard let ascii = Punycode.asciiHost(name) else {
                return .failure(Unusable(text: "the host \"\(PrintableText.escaped(name))\" has no Punycode form"))
            }
            issues.append(.unicodeHost(name, ascii: ascii))
            name = ascii
        }
        switch HostNameCheck.check(name, developerMode: developerMode) {
        case .unusable(let reason): return .failure(Unusable(text: reason))
        case .usable(let more): issues += more
        }
        return .success(HostReading(name: name, isWildcard: isWildcard, issues: issues))
    }
}
