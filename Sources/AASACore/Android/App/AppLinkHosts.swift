/// Which hosts of an app Android verifies, by Android version (docs/rules/android-app-links.md A1-A3; AOSP
/// `DomainVerificationCollector`), and the findings about filters and hosts that will not verify.
///
/// - Android 12+, for apps targeting API 31 or later: the hosts of filters with autoVerify,
///   VIEW, DEFAULT, BROWSABLE and only http/https schemes, each verified on its own.
/// - Android 6-11, and Android 12+ for apps targeting less: when any filter asks for
///   verification (`needsVerification`), the hosts of every filter that handles web URIs, with
///   or without autoVerify. On 6-11 they pass or fail together.
package struct AppLinkHosts: Sendable, Hashable {
    /// Android 12 is API 31, where `RESTRICT_DOMAINS` starts.
    package static let android12API = 31
    /// The longest DNS name (RFC 1035), written without the final dot.
    package static let maximumHostLength = 253
    /// AOSP's Android 6-11 verifier fails a request of more hosts (`MAX_HOSTS_PER_REQUEST`).
    package static let legacyHostLimit = 10

    /// The hosts Android 12+ verifies, as written (`*.example.com` keeps its `*.`).
    package var android12: [String]
    /// True when the app targets an API below 31, so Android 12+ collects hosts the 6-11 way.
    package var android12UsesLegacyRules: Bool
    /// The hosts Android 6-11 verifies together; empty when no filter asks for verification.
    package var legacy: [String]
    /// Hosts that cannot be fetched (unresolved, IP addresses), each with its finding.
    package var unverifiable: [String: Finding]
    /// Findings about the app's filters and hosts.
    package var findings: [Finding]

    package init(_ manifest: AppLinksManifest) {
        let usesLegacy = manifest.targetSdkVersion.map { $0 < Self.android12API } ?? false
        android12UsesLegacyRules = usesLegacy
        let asks = manifest.filters.contains { $0.needsVerification }
        var legacyHosts: [IntentFilter.Host] = []
        if asks {
            for filter in manifest.filters where filter.handlesWebURIs(onlyWebSchemes: false) {
                legacyHosts += filter.hosts
            }
        }
        let strictHosts = manifest.filters.filter(\.isVerifiedOnAndroid12).flatMap(\.hosts)
        let android12Hosts = usesLegacy ? legacyHosts : strictHosts
        android12 = Self.unique(android12Hosts)
        legacy = Self.unique(legacyHosts)
        var findings: [Finding] = []
        for filter in manifest.filters {
            // An app targeting below 31 is judged by the 6-11 rules everywhere; a filter they collect is fine.
            if usesLegacy, asks, filter.handlesWebURIs(onlyWebSchemes: false), !filter.hosts.isEmpty { continue }
            if let problem = filter.android12Problem(position: nil) { findings.append(problem) }
        }
        var unverifiable: [String: Finding] = [:]
        var judged = Set<String>()
        for host in android12Hosts + legacyHosts {
            let written = host.value.written
            // Each host once, in constant time: a hostile manifest may hold 100,000 of them.
            guard judged.insert(written.lowercased()).inserted else { continue }
            var problem = Self.problem(host)
            if problem == nil {
                switch Self.readName(host) {
                case .unusable(let finding): problem = finding
                case .usable(let form): findings += form
                }
            }
            if let problem {
                unverifiable[written.lowercased()] = problem
                findings.append(problem)
                continue
            }
            if written.hasPrefix("*.") {
                let root = String(written.dropFirst(2))
                findings.append(
                    FindingKind.androidAppWildcard(
                        "\(PrintableText.escaped(written)) is verified at \(PrintableText.escaped(root)), whose "
                            + "assetlinks.json must list the app; the subdomains' own files are not read.",
                        hint: "Serve the file at https://\(PrintableText.escaped(root))/.well-known/assetlinks.json.",
                        position: host.position, entry: written))
            }
        }
        findings += Self.wildcardSuffixFindings(
            wildcards: android12Hosts.filter { $0.value.written.hasPrefix("*.") },
            taken: manifest.filters.filter { $0.handlesWebURIs(onlyWebSchemes: false) }.flatMap(\.hosts))
        if legacy.count > Self.legacyHostLimit {
            findings.append(
                FindingKind.androidAppTooManyHosts(
                    "Android 6-11 verifies \(legacy.count) hosts together; AOSP's verifier there fails a request of "
                        + "more than \(Self.legacyHostLimit), so none of them verifies on such devices.",
                    hint: "Target API \(Self.android12API) or later, and keep the web filters of the app to the "
                        + "hosts it needs."))
        }
        if android12.isEmpty, legacy.isEmpty {
            findings.append(
                FindingKind.androidAppNoAppLinks(
                    "No intent filter of the app asks Android to verify a web host, so no link opens it as an App Link.",
                    hint: "Add android:autoVerify=\"true\" to a filter with VIEW, DEFAULT, BROWSABLE and "
                        + "<data android:scheme=\"https\" android:host=\"...\"/>."))
        }
        self.unverifiable = unverifiable
        self.findings = findings
    }

    /// The most (wildcard, host) pairs ``wildcardSuffixFindings(wildcards:taken:)`` compares: far
    /// past any real manifest's, and a hostile one of 100,000 of each stays linear.
    static let wildcardSuffixPairLimit = 1_000_000

    /// A verified `*.parent` approves any URL host that ends with `parent` on Android 12+ (A15d),
    /// so a host the filters take that merely ends so (`badexample.test`, or `*.badexample.test`'s
    /// subdomains) opens the app once `*.parent` verifies, whatever its own file says.
    private static func wildcardSuffixFindings(wildcards: [IntentFilter.Host], taken: [IntentFilter.Host])
        -> [Finding]
    {
        guard !wildcards.isEmpty, wildcards.count * taken.count <= wildcardSuffixPairLimit else { return [] }
        var findings: [Finding] = []
        var seen = Set<String>()
        for host in taken {
            let written = host.value.written
            guard seen.insert(written).inserted else { continue }
            let subject = written.hasPrefix("*.") ? String(written.dropFirst(2)) : written
            for wildcard in wildcards {
                let key = wildcard.value.written
                guard key != written, subject.hasSuffix(key.dropFirst(2)),
                    AppLinkDecision.isSurprisingSuffix(subject, of: key)
                else { continue }
                findings.append(
                    FindingKind.androidAppWildcardSuffix(
                        "Once \(PrintableText.escaped(key)) verifies, Android 12+ also approves links to "
                            + "\(PrintableText.escaped(written, limit: 200)), which only ends with "
                            + "\(PrintableText.escaped(String(key.dropFirst(2)))): DomainVerificationService compares "
                            + "the plain suffix, whatever that host's own assetlinks.json says.",
                        hint:
                            "Nothing to change for links to open; know that \(PrintableText.escaped(written, limit: 200)) "
                            + "is approved through \(PrintableText.escaped(key)).",
                        position: host.position, entry: written))
                break
            }
        }
        return findings
    }

    /// The hosts aasa fetches: every host either version verifies, except the unverifiable.
    package var fetchable: [String] {
        Self.uniqueStrings(android12 + legacy).filter { unverifiable[$0.lowercased()] == nil }
    }

    /// The host whose assetlinks.json verifies `declared`, lower-cased: a `*.example.com` host is
    /// verified with example.com's file (docs/rules/android-app-links.md F1).
    package static func fileHost(_ declared: String) -> String {
        (declared.hasPrefix("*.") ? String(declared.dropFirst(2)) : declared).lowercased()
    }

    /// Why a written host cannot be verified at all, as a finding, before it is read as a name
    /// (``readName(_:)``); nil otherwise.
    static func problem(_ host: IntentFilter.Host) -> Finding? {
        let written = host.value.written
        let shown = PrintableText.escaped(written, limit: 200)
        if case .unreadable = host.value {
            return FindingKind.androidAppStringTooLong(
                "The host \(shown) is a string aasa does not read, so it was not checked.",
                hint: "Write the host name the app opens; no host is longer than 253 bytes.", position: host.position,
                entry: written)
        }
        if case .reference = host.value {
            return FindingKind.androidAppReference(
                "The host \(shown) is a resource reference aasa could not resolve, so it was not checked.",
                hint: "Give the resource a value in the default configuration (res/values/), or check the built APK.",
                position: host.position, entry: written)
        }
        // `*` takes a link to any host (IntentFilter's wildcard) but is no host to verify.
        if written == "*" || written.isEmpty {
            return FindingKind.androidAppHost(
                "The host \"\(shown)\" names no one host, so Android verifies nothing from it.",
                hint: "Name each host the app opens as App Links, such as shop.example.com or *.example.com.",
                position: host.position, entry: written)
        }
        if written.utf8.count > Self.maximumHostLength {
            return FindingKind.androidAppHostLength(
                "The host \(shown) is longer than the \(Self.maximumHostLength) bytes a DNS name may have, so it "
                    + "can never be verified.",
                hint: "Write the host name the app opens; check the placeholders that fill it.",
                position: host.position, entry: String(written.prefix(Self.maximumHostLength)))
        }
        if written.contains("${") {
            return FindingKind.androidAppPlaceholder(
                "The host \(shown) holds a placeholder that nothing filled, so it was not checked.",
                hint: "Pass --manifest-placeholder NAME=VALUE with the build's manifestPlaceholders value, or check "
                    + "the built APK.",
                position: host.position, entry: written)
        }
        if isIPAddress(fileHost(written)) {
            return FindingKind.androidAppHostIP(
                "The host \(shown) is an IP address, which can never be verified; on Android 6-11 it fails every "
                    + "host of the app.",
                hint: "Move the IP address into a filter without android:autoVerify, or drop it.",
                position: host.position, entry: written)
        }
        return nil
    }

    /// An IPv6 literal (with colons) or an IPv4 one in any form a URL parser reads (`127.1`, `0x7f.1`).
    static func isIPAddress(_ host: String) -> Bool {
        host.contains(":") || IPAddress(host: host) != nil
    }

    private static func unique(_ hosts: [IntentFilter.Host]) -> [String] {
        uniqueStrings(hosts.map(\.value.written))
    }

    private static func uniqueStrings(_ hosts: [String]) -> [String] {
        var seen = Set<String>()
        return hosts.filter { seen.insert($0.lowercased()).inserted }
    }
}
