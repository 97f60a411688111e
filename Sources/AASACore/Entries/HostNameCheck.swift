/// Judges the host of an entry once it is ASCII and lower-cased.
///
/// The limits are DNS's (RFC 1035: labels of at most 63 octets, names of at most 253 characters
/// written without the final dot) and the host-name letters of RFC 1123. Anything outside
/// letters, digits, `-`, `_` and `.` leaves no host that could be fetched.
enum HostNameCheck {
    static let maximumLabelLength = 63
    static let maximumNameLength = 253

    enum Outcome: Sendable, Hashable {
        case usable([EntryIssue])
        case unusable(String)
    }

    /// `host` must not carry the wildcard's `*.`; IP literals are allowed in developer mode.
    static func check(_ host: String, developerMode: Bool) -> Outcome {
        if host.hasPrefix("[") { return checkIPv6(host, developerMode: developerMode) }
        if let bad = host.unicodeScalars.first(where: { !isHostScalar($0) }) {
            let shown =
                bad == "*" ? "a * that is not a leading *." : "the character \"\(PrintableText.escaped(String(bad)))\""
            return .unusable("the host \"\(PrintableText.escaped(host))\" contains \(shown)")
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        var issues: [EntryIssue] = []
        let endsInNumber = labels.last?.allSatisfy({ $0.isASCII && $0.isNumber }) == true && labels.last != ""
        if endsInNumber || IPAddress.ipv4(host) != nil {
            // A name ending in a number is read as an IPv4 address by URL parsers, and libcurl
            // reads hexadecimal and octal parts too (127.0.0.0x1 is 127.0.0.1).
            if !developerMode { issues.append(.ipAddress(host)) }
            return .usable(issues)
        }
        if labels.contains(where: \.isEmpty) { issues.append(.emptyLabel) }
        if let long = labels.first(where: { $0.utf8.count > maximumLabelLength }) {
            issues.append(.longLabel(String(long.prefix(20)) + "…"))
        }
        if host.utf8.count > maximumNameLength { issues.append(.longName(host.utf8.count)) }
        if let hyphened = labels.first(where: { $0.hasPrefix("-") || $0.hasSuffix("-") }) {
            issues.append(.hyphenAtEdge(String(hyphened)))
        }
        if host.utf8.contains(UInt8(ascii: "_")) { issues.append(.underscore(host)) }
        if labels.count == 1 && !developerMode { issues.append(.singleLabel(host)) }
        return .usable(issues)
    }

    private static func checkIPv6(_ host: String, developerMode: Bool) -> Outcome {
        let inside = host.dropFirst().dropLast()
        let isAddress =
            host.hasSuffix("]") && inside.contains(":")
            && inside.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        guard isAddress else { return .unusable("the host \"\(PrintableText.escaped(host))\" is not an IPv6 address") }
        return .usable(developerMode ? [] : [.ipAddress(host)])
    }

    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }
}
