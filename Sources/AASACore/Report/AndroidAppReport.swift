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
    /// exists and its verdict for the app is not `fail`.
    package init(_ input: AndroidAppInput, domains: [DomainReport], strict: Bool) {
        source = input.source
        kind = input.file.kind
        packageName = input.app.packageName
        targetSdkVersion = input.file.manifest.targetSdkVersion
        app = input.app.description
        certificates = input.file.certificates
        var verdicts: [String: Status] = [:]
        let checked = input.app.description
        for domain in domains where domain.platform == .android && domain.appIDs.contains(checked) {
            verdicts[domain.domain] = domain.appVerdicts(strict: strict).first { $0.app == checked }?.status
        }
        let hosts = input.hosts
        func isVerified(_ host: String) -> Bool {
            guard hosts.unverifiable[host.lowercased()] == nil else { return false }
            let fetched = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
            return verdicts[fetched.lowercased()].map { $0 != .fail } ?? false
        }
        let verified = hosts.android12.filter(isVerified)
        android12 = Android12(hosts: hosts.android12, verified: verified, legacyRules: hosts.android12UsesLegacyRules)
        let failing = hosts.legacy.filter { !isVerified($0) }
        let overLimit = hosts.legacy.count > AppLinkHosts.legacyHostLimit
        android6to11 = Android6to11(
            hosts: hosts.legacy, verified: hosts.legacy.isEmpty ? nil : failing.isEmpty && !overLimit,
            failing: overLimit && failing.isEmpty ? hosts.legacy : failing)
        var found = input.findings
        // The stricter verdict: a host that does not verify fails the app on the devices that check it.
        let verifiedSet = Set(verified)
        let unverified = hosts.android12.filter { !verifiedSet.contains($0) }
        if !unverified.isEmpty || android6to11.verified == false {
            found.append(Self.linksFail(unverified: unverified, android6to11: android6to11))
        }
        findings = Finding.capped(found)
        status = Status(findings: findings, strict: strict)
    }

    private static func linksFail(unverified: [String], android6to11: Android6to11) -> Finding {
        func list(_ hosts: [String]) -> String {
            hosts.prefix(5).map { PrintableText.escaped($0, limit: 120) }.joined(separator: ", ")
                + (hosts.count > 5 ? " and \(hosts.count - 5) more" : "")
        }
        var parts: [String] = []
        if !unverified.isEmpty {
            parts.append("on Android 12+ \(list(unverified)) do\(unverified.count == 1 ? "es" : "") not verify")
        }
        if android6to11.verified == false {
            parts.append(
                "on Android 6-11 no host verifies, because \(list(android6to11.failing)) fail\(android6to11.failing.count == 1 ? "s" : "")"
            )
        }
        return FindingKind.androidAppLinksFail(
            "App Links fail: " + parts.joined(separator: "; ") + ".",
            hint: "Fix what each of those hosts' reports names, or take the host out of the app's web intent filters.")
    }

    /// `Android 12+: 2 of 3 hosts verified; Android 6-11: not verified (www.example.com fails)`.
    package var verdictLine: String {
        var modern =
            "Android 12+: \(android12.verified.count) of \(android12.hosts.count) "
            + "host\(android12.hosts.count == 1 ? "" : "s") verified"
        if android12.legacyRules { modern += " (targets API \(targetSdkVersion ?? 0), so 6-11's rules collect them)" }
        let legacy: String
        switch android6to11.verified {
        case nil: legacy = "not requested (no filter asks for verification)"
        case true?: legacy = "verified"
        case false?:
            let shown = android6to11.failing.prefix(3).map { PrintableText.escaped($0, limit: 120) }
            let more = android6to11.failing.count > 3 ? " and \(android6to11.failing.count - 3) more" : ""
            legacy =
                android6to11.hosts.count > AppLinkHosts.legacyHostLimit && android6to11.failing == android6to11.hosts
                ? "not verified (more than \(AppLinkHosts.legacyHostLimit) hosts)"
                : "not verified, because \(shown.joined(separator: ", "))\(more) "
                    + (android6to11.failing.count == 1 ? "fails" : "fail")
        }
        return modern + "; Android 6-11: " + legacy
    }
}
