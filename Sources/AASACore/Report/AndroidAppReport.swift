/// `aasa verify`'s report on one Android app read from a file: what was read, and whether its App
/// Links work on Android 12+ (each host on its own) and on Android 6-11 (all hosts together),
/// judged from the reports of its hosts.
package struct AndroidAppReport: Codable, Sendable, Hashable {
    package var source: String
    package var kind: AndroidAppFile.Kind
    package var packageName: String
    package var targetSdkVersion: Int?
    /// The app as its hosts were checked for it (`PACKAGE:FINGERPRINT,...`), as domain reports name it.
    package var app: String
    package var certificates: [SigningCertificate]
    package var android12: Android12
    package var android6to11: Android6to11
    /// Each verifier generation's verdict, with the key it compares (signing history) and
    /// whether it can install the app at all (minSdkVersion); the app's status is the strictest
    /// of those that apply.
    package var generations: [GenerationVerdict]
    /// What Google's Digital Asset Links API says of the app's hosts (Play Console's check): data
    /// beside the devices' verdicts, never the app's status, since no device asks it.
    package var googleAPI: GoogleAPIVerdict
    package var findings: [Finding]
    package var status: Status

    package struct Android12: Codable, Sendable, Hashable {
        /// Every host Android 12+ verifies for the app, as written.
        package var hosts: [String]
        package var verified: [String]
        /// True when the app targets an API below 31, so Android 12+ collects its hosts as 6-11 does.
        package var legacyRules: Bool
    }

    package struct Android6to11: Codable, Sendable, Hashable {
        /// The hosts verified together; empty when no filter asks for verification.
        package var hosts: [String]
        /// Nil when no filter asks for verification.
        package var verified: Bool?
        /// The hosts that fail it (or every host, past AOSP's limit of 10).
        package var failing: [String]
    }

    /// Judges `input` by the domain reports of its hosts: a host is verified when its Android report
    /// exists and its verdict for the app is not `fail`. A host with no report this run (`absent`
    /// says why: another `--shard` slice) or one the run left unchecked has no verdict: the bands
    /// that verify it are not checked, unless a checked host already fails them.
    package init(
        _ input: AndroidAppInput, domains: [DomainReport], strict: Bool,
        absent: String = "was not checked in this run"
    ) {
        source = input.source
        kind = input.file.kind
        packageName = input.app.packageName
        targetSdkVersion = input.file.manifest.targetSdkVersion
        app = input.app.description
        certificates = input.file.certificates
        // Each host's verdict for the app as each reader reaches it.
        var verdicts: [StatementReader: [String: Status]] = [:]
        let checked = input.app.description
        for domain in domains where domain.platform == .android && domain.appIDs.contains(checked) {
            for reader in StatementReader.all {
                verdicts[reader, default: [:]][domain.domain] =
                    domain.appVerdicts(strict: strict, reader: reader).first { $0.app == checked }?.status
            }
        }
        // Why a host the app verifies has no verdict this run, by the host its file is fetched at.
        var reported = Set<String>()
        var leftUnchecked: [String: String] = [:]
        for domain in domains where domain.platform == .android {
            reported.insert(domain.domain)
            if let id = domain.notCheckedBy { leftUnchecked[domain.domain] = "was not checked (\(id))" }
        }
        func notChecked(_ host: String) -> String? {
            let fetched = AppLinkHosts.fileHost(host)
            guard input.hosts.unverifiable[host.lowercased()] == nil else { return nil }
            return reported.contains(fetched) ? leftUnchecked[fetched] : absent
        }
        let hosts = input.hosts
        func isVerified(_ host: String, _ reader: StatementReader) -> Bool {
            guard hosts.unverifiable[host.lowercased()] == nil else { return false }
            return verdicts[reader]?[AppLinkHosts.fileHost(host)].map { $0 != .fail } ?? false
        }
        var files: [String: FileSummary] = [:]
        // A carried file (the host was down) grants nothing this run.
        for domain in domains where domain.platform == .android && domain.file?.carried != true {
            files[domain.domain] = domain.file
        }
        let packageName = input.app.packageName
        func grants(_ host: String, _ keys: [CertificateFingerprint]) -> Bool {
            let listed = files[AppLinkHosts.fileHost(host)]?.appIDs[AndroidRelation.handleAllURLs.rawValue] ?? []
            return listed.contains { written in
                guard case .success(let app) = AndroidApp.parse(written), app.packageName == packageName else {
                    return false
                }
                return app.fingerprints.contains(where: keys.contains)
            }
        }
        generations = Self.generations(input, isVerified: isVerified, grants: grants, notChecked: notChecked)
        googleAPI = GoogleAPIVerdict(input, verdicts: verdicts[.googleAPI] ?? [:], notChecked: notChecked)
        // The summaries are the headline family's: most phones run it.
        let headline = generations.filter { $0.family == .playServices }
        let modern = headline.first { $0.generation == .android12Plus }
        let failing12 = Set(modern?.failing ?? [])
        android12 = Android12(
            hosts: hosts.android12, verified: hosts.android12.filter { !failing12.contains($0) },
            legacyRules: hosts.android12UsesLegacyRules)
        // The summary of 6-11 for readers of earlier reports: the generations below 12 that apply.
        let legacy = headline.filter {
            $0.generation != .android12Plus && [.pass, .fail, .unchecked, .notChecked].contains($0.verdict)
        }
        var seen = Set<String>()
        let failingLegacy = legacy.flatMap(\.failing).filter { seen.insert($0).inserted }
        android6to11 = Android6to11(
            hosts: legacy.isEmpty ? [] : hosts.legacy, verified: legacy.isEmpty ? nil : failingLegacy.isEmpty,
            failing: failingLegacy)
        var found = input.findings
        // The strictest verdict among the generations that can install the app, in either family.
        let failed = generations.filter { $0.verdict == .fail }
        if !failed.isEmpty { found.append(Self.linksFail(failed)) }
        found += Self.keyFindings(generations, input: input)
        if generations.contains(where: { $0.verdict == .unchecked }) {
            found.append(
                FindingKind.androidAppKeyUnchecked(
                    "\(packageName)'s hosts grant the package, but no signing key was given, so no device's "
                        + "verdict is known.",
                    hint: "Pass --android-app \(packageName):<SHA-256 of the app signing key> (Play Console, Release "
                        + "> Setup > App signing)."))
        }
        findings = Finding.capped(found)
        status = Status(findings: findings, strict: strict)
    }

    private static func linksFail(_ failing: [GenerationVerdict]) -> Finding {
        func list(_ hosts: [String]) -> String {
            hosts.prefix(5).map { PrintableText.escaped($0, limit: 120) }.joined(separator: ", ")
                + (hosts.count > 5 ? " and \(hosts.count - 5) more" : "")
        }
        // A generation that fails alike in both families is said once.
        var parts: [String] = []
        for verdict in failing {
            let twin = failing.first {
                $0.family != verdict.family && $0.generation == verdict.generation && $0.failing == verdict.failing
            }
            if twin != nil, verdict.family == .aosp { continue }
            let together = verdict.generation == .android12Plus ? "" : " (verified together, so no host verifies)"
            let phones = twin == nil ? " (\(verdict.family.title))" : ""
            parts.append(
                "on \(verdict.generation.title)\(phones) \(list(verdict.failing)) "
                    + (verdict.failing.count == 1 ? "does" : "do") + " not verify\(together)")
        }
        return FindingKind.androidAppLinksFail(
            "App Links fail: " + parts.joined(separator: "; ") + ".",
            hint: "Fix what each of those hosts' reports names, or take the host out of the app's web intent filters.")
    }

    /// A generation that fails only for the key it compares: the rotation lineage's oldest key on
    /// 9-11, the v2 signer on 6-8, not listed where the newer key is. A finding per key, whichever
    /// family's verdict found it.
    private static func keyFindings(_ generations: [GenerationVerdict], input: AndroidAppInput) -> [Finding] {
        guard let modern = generations.first(where: { $0.generation == .android12Plus }) else { return [] }
        var findings: [Finding] = []
        for verdict in generations where verdict.verdict == .fail {
            guard let levelKeys = verdict.levelKeys else { continue }
            findings.append(
                FindingKind.androidAppOlderKey(
                    "\(verdict.generation.title) devices of \(levelKeys.levels) compare \(input.app.packageName)'s key "
                        + levelKeys.keys.joined(separator: ", ") + " (the signer the APK names for their API level), "
                        + "and a host does not list it.",
                    hint: "List the fingerprint of every signer devices of the app's API levels read (each v3 and v3.1 "
                        + "signer, the old and the new key of a rotation) in assetlinks.json."))
        }
        let older = generations.compactMap { verdict -> Finding? in
            guard verdict.generation != .android12Plus, verdict.verdict == .fail, verdict.levelKeys == nil,
                verdict.keys != modern.keys, !verdict.keys.isEmpty
            else { return nil }
            let keys = verdict.keys.joined(separator: ", ")
            return FindingKind.androidAppOlderKey(
                "\(verdict.generation.title) devices compare \(input.app.packageName)'s older key \(keys), not the "
                    + "rotated key Android 12+ accepts, and \(verdict.failing.count == 1 ? "a host does" : "hosts do") "
                    + "not list it.",
                hint: "List both the old and the new fingerprint in assetlinks.json while devices below Android 12 "
                    + "run the app.")
        }
        // Keys are the phone's, not its verifier's: both families say the same once.
        var said = Set<String>()
        return (findings + older).filter { said.insert($0.message).inserted }
    }

    /// `Android 12+: 2 of 3 hosts verified; Android 9-11: fails (www.example.com); Android 6-8:
    /// not applicable (the app installs on API 31+ only)`, for phones with Google Play services;
    /// then, where phones without them answer otherwise, theirs.
    package var verdictLine: String {
        let headline = generations.filter { $0.family == .playServices }
        let differing = generations.filter { verdict in
            verdict.family == .aosp
                && !headline.contains {
                    $0.generation == verdict.generation && $0.verdict == verdict.verdict
                        && $0.failing == verdict.failing
                }
        }
        let line = headline.map(line).joined(separator: "; ")
        guard !differing.isEmpty else { return line }
        return line + "; \(VerifierFamily.aosp.title): " + differing.map(self.line).joined(separator: "; ")
    }

    private func line(_ verdict: GenerationVerdict) -> String {
        let label = verdict.generation.title + ": "
        // Android 12+ verifies each host: how many of them, by this verdict's own failures.
        let hosts = android12.hosts.count
        let counted =
            "\(hosts - verdict.failing.count) of \(hosts) host\(hosts == 1 ? "" : "s") verified"
        switch verdict.verdict {
        case .pass where verdict.generation == .android12Plus:
            return label + counted
                + (android12.legacyRules ? " (targets API \(targetSdkVersion ?? 0), so 6-11's rules collect them)" : "")
        case .pass: return label + "verified"
        case .fail:
            let shown = verdict.failing.prefix(3).map { PrintableText.escaped($0, limit: 120) }
            let more = verdict.failing.count > 3 ? " and \(verdict.failing.count - 3) more" : ""
            return label + (verdict.generation == .android12Plus ? counted + ", " : "not verified, because ")
                + shown.joined(separator: ", ") + more + (verdict.failing.count == 1 ? " fails" : " fail")
                + (verdict.reason.map { " (\($0))" } ?? "")
        case .unchecked, .notChecked, .notRequested, .notApplicable:
            return label + verdict.verdict.rawValue.replacing("-", with: " ")
                + (verdict.reason.map { " (\($0))" } ?? "")
        }
    }
}
