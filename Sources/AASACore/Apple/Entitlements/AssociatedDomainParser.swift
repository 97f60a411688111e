/// Reads Associated Domains entitlement entries (`applinks:*.example.com?mode=developer`).
///
/// The rules are those of the entitlement (docs/rules/associated-domains.md section 1): services
/// are matched case-insensitively, a host is a lower-cased fully qualified name in Punycode, `*.`
/// covers subdomains, and only `?mode=` may follow the host. Everything else people write by
/// mistake (URLs, ports, paths) is reported, and the host is still checked when one can be made
/// out.
package enum AssociatedDomainParser {
    /// Longer text is not an entry; the cap keeps every later step small.
    package static let maximumEntryLength = 1024

    /// Parses one entry. A bare host means `applinks:<host>` on the command line; entries read
    /// from an entitlements file pass `bareHostMeansAppLinks: false`, since the system ignores them.
    package static func parse(_ entry: String, bareHostMeansAppLinks: Bool = true) -> EntryParse {
        if let reason = rejection(of: entry) { return .malformed(reason) }
        if entry.holdsPlaceholder {
            return .ignored([EntryIssue.placeholder.finding(entry: entry, corrected: entry)])
        }
        let trimmed = trimmingWhitespace(entry)
        guard !trimmed.isEmpty else { return .malformed("the entry is empty") }
        var issues: [EntryIssue] = trimmed.count == entry.count ? [] : [.surroundingWhitespace]
        let parts = EntryParts(trimmed)
        var service = Service.applinks
        if let name = parts.service {
            guard let known = Service(entryName: name) else {
                let rest = PrintableText.escaped(trimmed[trimmed.index(after: name.endIndex)...], limit: 80)
                let shown = PrintableText.escaped(name, limit: 40)
                let issue = EntryIssue.unknownService(shown, closest: .closest(to: name), rest: rest)
                return .ignored(findings(issues + [issue], entry: entry, corrected: entry))
            }
            if name != name.lowercased() { issues.append(.serviceCase(String(name))) }
            service = known
        }
        let modeQuery = parts.query.map(ModeQuery.init)
        let modes = modeQuery?.modes ?? []
        issues += decorationIssues(parts, service: service) + (modeQuery?.issues ?? [])
        let host: HostReading
        switch HostReading.read(parts.host, developerMode: modes.contains("developer")) {
        case .failure(let reason): return .malformed(reason.text)
        case .success(let reading): host = reading
        }
        issues += host.issues
        if host.isWildcard && service == .appclips { issues.append(.wildcardAppClips) }
        let domain = AssociatedDomain(
            entry: entry, service: service, host: host.name, isWildcard: host.isWildcard, modes: modes)
        let found = findings(issues, entry: entry, corrected: domain.normalizedEntry)
        if parts.service == nil && !bareHostMeansAppLinks {
            return .ignored(found + findings([.missingService], entry: entry, corrected: domain.normalizedEntry))
        }
        return .domain(domain, found)
    }

    /// The reason text cannot be an entry at all, before it is taken apart.
    private static func rejection(of entry: String) -> String? {
        if entry.utf8.count > maximumEntryLength {
            return "the entry is \(entry.utf8.count) bytes long, more than \(maximumEntryLength): "
                + "\"\(PrintableText.escaped(entry, limit: 40))\""
        }
        if let control = entry.unicodeScalars.first(where: PrintableText.isControl) {
            return "the entry \"\(PrintableText.escaped(entry))\" contains the control character \(control.codePoint)"
        }
        return nil
    }

    /// Scheme, user information, port, path and fragment: pieces an entry must not have.
    private static func decorationIssues(_ parts: EntryParts, service: Service) -> [EntryIssue] {
        var issues: [EntryIssue] = []
        if let scheme = parts.scheme { issues.append(.scheme(PrintableText.escaped(scheme, limit: 40))) }
        if let userinfo = parts.userinfo { issues.append(.userinfo(PrintableText.escaped(userinfo, limit: 40))) }
        if let port = parts.port { issues.append(.port(PrintableText.escaped(port, limit: 40), service)) }
        if let path = parts.path {
            issues.append(path == "/" ? .trailingSlash : .path(PrintableText.escaped(path, limit: 60)))
        }
        if let fragment = parts.fragment { issues.append(.fragment(PrintableText.escaped(fragment, limit: 60))) }
        return issues
    }

    private static func findings(_ issues: [EntryIssue], entry: String, corrected: String) -> [Finding] {
        issues.map { $0.finding(entry: entry, corrected: corrected) }
    }

    private static func trimmingWhitespace(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }
}
