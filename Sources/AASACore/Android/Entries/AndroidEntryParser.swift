/// Reads Android entries: `android:HOST` (App Links, `handle_all_urls`) and
/// `android-credentials:HOST` (credential sharing, `get_login_creds`). The host follows the same
/// rules as an Apple entry's (lower case, Punycode, `*.` for subdomains); an Android entry names a
/// host only, because the file's URL is fixed: a scheme, port, path, query or fragment makes it
/// malformed rather than silently checking another host.
package enum AndroidEntryParser {
    /// Whether `entry` is written for Android at all (its service is `android` or
    /// `android-credentials`, in any case), so the caller picks this parser.
    package static func isAndroidEntry(_ entry: String) -> Bool {
        relationAndRest(entry) != nil
    }

    package static func parse(_ entry: String) -> AndroidEntryParse {
        guard entry.utf8.count <= AssociatedDomainParser.maximumEntryLength else {
            return .malformed(
                "the entry is \(entry.utf8.count) bytes long, more than "
                    + "\(AssociatedDomainParser.maximumEntryLength)")
        }
        if let control = entry.unicodeScalars.first(where: PrintableText.isControl) {
            return .malformed(
                "the entry \"\(PrintableText.escaped(entry))\" contains the control character \(control.codePoint)")
        }
        guard let (relation, rest) = relationAndRest(entry) else {
            return .malformed("the entry does not start with android: or android-credentials:")
        }
        if rest.holdsPlaceholder {
            return .malformed("the host \"\(PrintableText.escaped(rest))\" is an unresolved placeholder")
        }
        let parts = EntryParts(rest)
        let service = relation.entryService
        if let scheme = parts.scheme {
            return .malformed(
                "an \(service): entry names a host, not a URL: remove \"\(PrintableText.escaped(scheme))://\"")
        }
        if let port = parts.port {
            return .malformed(
                "Android fetches assetlinks.json from port 443 only: remove the port \":\(PrintableText.escaped(port))\""
            )
        }
        if let path = parts.path, path != "/" {
            return .malformed(
                "Android fetches /.well-known/assetlinks.json, not another path: remove \"\(PrintableText.escaped(path))\""
            )
        }
        if parts.userinfo != nil || parts.query != nil || parts.fragment != nil {
            return .malformed("an \(service): entry names a host only, without user, query or fragment")
        }
        switch HostReading.read(parts.host, developerMode: false) {
        case .failure(let reason):
            return .malformed(reason.text)
        case .success(let host):
            let domain = AndroidDomain(entry: entry, relation: relation, host: host.name, isWildcard: host.isWildcard)
            let corrected = domain.displayName
            return .domain(domain, host.issues.map { $0.finding(entry: entry, corrected: corrected) })
        }
    }

    private static func relationAndRest(_ entry: String) -> (AndroidRelation, Substring)? {
        guard let colon = entry.firstIndex(of: ":"),
            let relation = AndroidRelation(entryService: entry[..<colon].trimmingWhitespace)
        else { return nil }
        return (relation, entry[entry.index(after: colon)...].trimmingWhitespace)
    }
}

/// What reading one Android entry gave.
package enum AndroidEntryParse: Sendable, Hashable {
    /// A host to fetch, with findings about how the entry was written.
    case domain(AndroidDomain, [Finding])
    /// No host could be made out; the reason is one line, safe to print.
    case malformed(String)
}
