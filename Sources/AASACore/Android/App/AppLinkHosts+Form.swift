/// How a manifest's host is written, judged as Android reads `<data android:host>`: the findings
/// carry Android's ids and the manifest's line, and the entries made from the host are not
/// judged again by the rules of Apple's entitlement entries.
extension AppLinkHosts {
    /// Why `written` names no host Android could verify, or nil (the `*.` of a wildcard aside).
    static func nameProblem(_ written: String) -> String? {
        let name = written.hasPrefix("*.") ? written.dropFirst(2) : written[...]
        switch HostReading.read(name, developerMode: false) {
        case .failure(let unusable): return unusable.text
        case .success(let reading):
            for issue in reading.issues {
                switch issue {
                case .emptyLabel: return "has an empty label (two dots in a row, or a leading dot)"
                case .longLabel(let label): return "has the label \"\(label)\", longer than 63 characters"
                case .longName(let length): return "is \(length) characters long, more than 253"
                case .hyphenAtEdge(let label): return "has the label \"\(label)\", which starts or ends with a hyphen"
                case .singleLabel: return "is a single label, which no public certificate covers"
                default: continue
                }
            }
            return nil
        }
    }

    /// How `host` is written, where Android reads it otherwise than a person expects.
    static func formFindings(_ host: IntentFilter.Host) -> [Finding] {
        let written = host.value.written
        let name = written.hasPrefix("*.") ? written.dropFirst(2) : written[...]
        guard case .success(let reading) = HostReading.read(name, developerMode: false) else { return [] }
        let shown = PrintableText.escaped(written, limit: 200)
        let corrected = (written.hasPrefix("*.") ? "*." : "") + reading.name
        let write = "Write android:host=\"\(corrected)\"."
        return reading.issues.compactMap { issue in
            switch issue {
            case .unicodeHost(_, let ascii):
                return FindingKind.androidAppIDN(
                    "The host \(shown) is in Unicode; browsers hand Android its Punycode form \(ascii), which the "
                        + "filter does not name.", hint: write, position: host.position, entry: written)
            case .hostCase:
                return FindingKind.androidAppHostCase(
                    "The host \(shown) has upper-case letters; Android's documentation says host matching is "
                        + "case-sensitive and asks for lower case.", hint: write, position: host.position,
                    entry: written)
            case .trailingDot:
                return FindingKind.androidAppTrailingDot(
                    "The host \(shown) ends with a dot, which the hosts of links do not.", hint: write,
                    position: host.position, entry: written)
            case .underscore:
                return FindingKind.androidAppUnderscore(
                    "The host \(shown) has an underscore, which publicly trusted TLS certificates cannot cover.",
                    hint: "Serve the app's links from a host name without an underscore.", position: host.position,
                    entry: written)
            default:
                return nil
            }
        }
    }
}
