/// How a manifest's host is written, judged as Android reads `<data android:host>`: the findings
/// carry Android's ids and the manifest's line, and the entries made from the host are not
/// judged again by the rules of Apple's entitlement entries.
extension AppLinkHosts {
    /// A host read as a name, once: either no host Android could verify, or how it is written
    /// where Android reads it otherwise than a person expects.
    enum NameReading {
        case unusable(Finding)
        case usable([Finding])
    }

    static func readName(_ host: IntentFilter.Host) -> NameReading {
        let written = host.value.written
        let shown = PrintableText.escaped(written, limit: 200)
        func unusable(_ reason: String) -> NameReading {
            .unusable(
                FindingKind.androidAppHost(
                    "The host \(shown) \(reason), so Android verifies nothing from it.",
                    hint: "Name each host the app opens as App Links, such as shop.example.com or *.example.com.",
                    position: host.position, entry: written))
        }
        // The `*.` of a wildcard aside.
        let name = written.hasPrefix("*.") ? written.dropFirst(2) : written[...]
        let reading: HostReading
        switch HostReading.read(name, developerMode: false) {
        case .failure(let failure): return unusable(failure.text)
        case .success(let read): reading = read
        }
        var form: [Finding] = []
        let corrected = (written.hasPrefix("*.") ? "*." : "") + reading.name
        let write = "Write android:host=\"\(corrected)\"."
        for issue in reading.issues {
            switch issue {
            case .emptyLabel: return unusable("has an empty label (two dots in a row, or a leading dot)")
            case .longLabel(let label): return unusable("has the label \"\(label)\", longer than 63 characters")
            case .longName(let length): return unusable("is \(length) characters long, more than 253")
            case .hyphenAtEdge(let label):
                return unusable("has the label \"\(label)\", which starts or ends with a hyphen")
            case .singleLabel: return unusable("is a single label, which no public certificate covers")
            case .unicodeHost(_, let ascii):
                form.append(
                    FindingKind.androidAppIDN(
                        "The host \(shown) is in Unicode; browsers hand Android its Punycode form \(ascii), which the "
                            + "filter does not name.", hint: write, position: host.position, entry: written))
            case .hostCase:
                form.append(
                    FindingKind.androidAppHostCase(
                        "The host \(shown) has upper-case letters; filters take it in any case, but Android 12+ "
                            + "approves a link only when its host is written exactly so, and links' hosts are lower "
                            + "case.", hint: write, position: host.position,
                        entry: written))
            case .trailingDot:
                form.append(
                    FindingKind.androidAppTrailingDot(
                        "The host \(shown) ends with a dot, which the hosts of links do not.", hint: write,
                        position: host.position, entry: written))
            case .underscore:
                form.append(
                    FindingKind.androidAppUnderscore(
                        "The host \(shown) has an underscore, which publicly trusted TLS certificates cannot cover.",
                        hint: "Serve the app's links from a host name without an underscore.",
                        position: host.position, entry: written))
            default:
                continue
            }
        }
        return .usable(form)
    }
}
