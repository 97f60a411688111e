extension AndroidAppReport {
    /// What one verifier generation of one family concludes about the app (`AndroidBand`,
    /// `VerifierFamily`).
    package struct GenerationVerdict: Codable, Sendable, Hashable {
        package enum Verdict: String, Codable, Sendable, Hashable {
            /// Every host it verifies grants the app with the key it compares.
            case pass
            case fail
            /// The hosts grant the package, but no signing key was given to compare.
            case unchecked
            /// A host it verifies was not checked this run (another `--shard` slice, `--deadline`,
            /// the proxy) and no checked host fails it: no verdict, never a failure.
            case notChecked = "not-checked"
            /// No filter asks it to verify anything.
            case notRequested = "not-requested"
            /// No device of the generation installs the app (minSdkVersion, maxSdkVersion, or a
            /// signature it cannot read).
            case notApplicable = "not-applicable"
        }

        package var family: VerifierFamily
        package var generation: AndroidBand
        package var verdict: Verdict
        /// The fingerprints it compares with the sites', when known.
        package var keys: [String]
        /// The hosts that fail it.
        package var failing: [String]
        /// When devices of some of the generation's API levels compare other keys than the rest (a
        /// signer's SDK range, a v3.1 block for Android 13+) and a host fails for them: those levels
        /// and keys.
        package var levelKeys: LevelKeys? = nil

        package struct LevelKeys: Codable, Sendable, Hashable {
            /// `API 31-32`.
            package var levels: String
            package var keys: [String]
        }
        /// Why, in a sentence, when the verdict is not a plain pass.
        package var reason: String?
    }

    /// Judges each generation of each family, the headline family first. `isVerified` says
    /// whether a host's report passes the app with the keys of the run, as `reader` reads the
    /// file; `grants` whether the host's file lists the package with one of `keys`; `notChecked`
    /// why a host has no verdict this run.
    static func generations(
        _ input: AndroidAppInput, isVerified: (String, StatementReader) -> Bool,
        grants: (String, [CertificateFingerprint]) -> Bool, notChecked: (String) -> String?
    ) -> [GenerationVerdict] {
        VerifierFamily.allCases.flatMap { family in
            AndroidBand.verifiers.map { generation in
                Self.verdict(
                    input, family: family, generation: generation,
                    isVerified: { isVerified($0, family.reader(generation)) }, grants: grants, notChecked: notChecked)
            }
        }
    }

    /// One generation of one family: its OS rules (which key, which hosts, together or each on
    /// its own) over the hosts as the family's verifier reads them.
    private static func verdict(
        _ input: AndroidAppInput, family: VerifierFamily, generation: AndroidBand,
        isVerified: (String) -> Bool, grants: (String, [CertificateFingerprint]) -> Bool,
        notChecked: (String) -> String?
    ) -> GenerationVerdict {
        let manifest = input.file.manifest
        var verdict = GenerationVerdict(
            family: family, generation: generation, verdict: .pass, keys: [], failing: [])
        guard generation.installs(manifest) else {
            verdict.verdict = .notApplicable
            verdict.reason =
                "the app installs on "
                + AppLinksManifest.installRange(minimum: manifest.minSdkVersion, maximum: manifest.maxSdkVersion)
                + " only"
            return verdict
        }
        if let failure = input.installFailure, generation.apiLevels.lowerBound >= failure.minimumAPI {
            verdict.verdict = .fail
            verdict.reason = "the app does not install on API \(failure.minimumAPI)+: \(failure.description)"
            return verdict
        }
        let keys =
            input.usesGivenKey ? input.app.fingerprints : generation.keys(of: input.file) ?? input.app.fingerprints
        verdict.keys = keys.map(\.text)
        if input.file.kind == .apk, !input.usesGivenKey, keys.isEmpty {
            verdict.verdict = .notApplicable
            verdict.reason = "the APK carries no v1 or v2 signature, which these devices need to install it"
            return verdict
        }
        let hosts = generation.verifiesEachHost ? input.hosts.android12 : input.hosts.legacy
        guard !hosts.isEmpty else {
            verdict.verdict = .notRequested
            verdict.reason = "no intent filter asks it to verify a host"
            return verdict
        }
        // The hosts' reports judged the app with all its keys; a generation that compares
        // other keys (an older one of the lineage) also needs the file to list one of those.
        let sameKeys = Set(keys) == Set(input.app.fingerprints)
        let unknown = hosts.compactMap { host in notChecked(host).map { (host: host, reason: $0) } }
        let checked = hosts.filter { notChecked($0) == nil }
        verdict.failing = checked.filter { !isVerified($0) || (!sameKeys && !grants($0, keys)) }
        // Devices of some levels present other keys than the rest: each set must be granted.
        if !input.usesGivenKey, let sets = generation.keySets(of: input.file), sets.count > 1 {
            for set in sets where !set.keys.isEmpty {
                let refused = checked.filter { !verdict.failing.contains($0) && !grants($0, set.keys) }
                guard !refused.isEmpty else { continue }
                verdict.levelKeys = .init(levels: set.levelsText, keys: set.keys.map(\.text))
                verdict.failing += refused
                verdict.reason =
                    "devices of \(set.levelsText) compare \(set.keys.map(\.text).joined(separator: ", ")), which "
                    + "\(refused.count == 1 ? "a host does" : "hosts do") not list"
            }
        }
        // Before 12, one request verifies every host, and AOSP's receiver refuses one of more
        // than ten (A2); Play services' own receiver is not known to differ, so it is held to it.
        if !generation.verifiesEachHost, hosts.count > AppLinkHosts.legacyHostLimit {
            verdict.failing = hosts
            verdict.reason = "more than \(AppLinkHosts.legacyHostLimit) hosts are verified together"
        }
        if !verdict.failing.isEmpty {
            verdict.verdict = .fail
        } else if let first = unknown.first {
            verdict.verdict = .notChecked
            let more =
                unknown.count > 1 ? " (and \(unknown.count - 1) more host\(unknown.count > 2 ? "s" : ""))" : ""
            verdict.reason = "\(PrintableText.escaped(first.host, limit: 120)) \(first.reason)\(more)"
        } else if keys.isEmpty {
            verdict.verdict = .unchecked
            verdict.reason = "the hosts grant the package, but no signing key was given to compare"
        }
        return verdict
    }
}

/// Google's Digital Asset Links API on every host of the app, with the app's own keys: it reads
/// each host's file by its own rules (``StatementReader/googleAPI``), verifies every host the
/// app's filters name, and compares the key it is given.
package struct GoogleAPIVerdict: Codable, Sendable, Hashable {
    package var verdict: AndroidAppReport.GenerationVerdict.Verdict
    /// The hosts whose file it refuses or that do not grant the app.
    package var failing: [String]

    init(_ input: AndroidAppInput, verdicts: [String: Status], notChecked: (String) -> String?) {
        var hosts: [String] = []
        var seen = Set<String>()
        for host in input.hosts.android12 + input.hosts.legacy where seen.insert(host.lowercased()).inserted {
            hosts.append(host)
        }
        failing = hosts.filter { host in
            guard input.hosts.unverifiable[host.lowercased()] == nil else { return true }
            guard notChecked(host) == nil else { return false }
            // A host only 6-11 collect is not fetched for an app no such device installs.
            return verdicts[AppLinkHosts.fileHost(host)].map { $0 == .fail } ?? input.hosts.android12.contains(host)
        }
        if hosts.isEmpty {
            verdict = .notRequested
        } else if !failing.isEmpty {
            verdict = .fail
        } else if hosts.contains(where: { notChecked($0) != nil }) {
            verdict = .notChecked
        } else {
            verdict = input.app.fingerprints.isEmpty ? .unchecked : .pass
        }
    }
}
