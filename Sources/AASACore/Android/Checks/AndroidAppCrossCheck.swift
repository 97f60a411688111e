/// Checks one Android entry's apps against the statements read from the host's file (and its
/// includes): the package must be granted the entry's relation with at least one of the app's
/// signing-certificate fingerprints, compared exactly as Android compares them (docs/rules/android-app-links.md D5, D6).
package enum AndroidAppCrossCheck {
    package static func findings(for domain: AndroidDomain, in list: StatementList) -> [Finding] {
        domain.apps.flatMap {
            findings(
                for: $0, relation: domain.relation, in: list, file: "The file of \(domain.fetchHost)",
                entry: domain.entry)
        }
    }

    /// `lint --android-app`: the app must be granted some relation, App Links first; its
    /// fingerprints are checked for the relation it is granted.
    package static func lintFindings(for app: AndroidApp, in list: StatementList) -> [Finding] {
        let relation =
            AndroidRelation.allCases.first { !list.statements(granting: $0, to: app.packageName).isEmpty }
            ?? .handleAllURLs
        return findings(for: app, relation: relation, in: list, file: "The file", entry: nil)
    }

    static func findings(
        for app: AndroidApp, relation: AndroidRelation, in list: StatementList, file: String, entry: String?
    ) -> [Finding] {
        let granting = list.statements(granting: relation, to: app.packageName)
        guard let first = granting.first else {
            return [missingApp(app, relation: relation, in: list, file: file, entry: entry)]
        }
        guard !app.fingerprints.isEmpty else {
            return [
                FindingKind.androidFingerprintUnchecked(
                    "\(app.packageName) is listed for \(relation.rawValue), but no fingerprint was given for it, so "
                        + "its signing key was not checked.",
                    hint: "name the app as \(app.packageName):<SHA-256 of the app signing certificate> to check it",
                    path: first.fingerprintsPath, position: first.fingerprintsPosition, entry: entry,
                    appID: app.description)
            ]
        }
        let wanted = Set(app.fingerprints.map(\.text))
        if granting.contains(where: { statement in
            guard case .androidApp(_, let listed) = statement.target else { return false }
            return listed.contains(where: wanted.contains)
        }) {
            return []
        }
        return [missingFingerprint(app, relation: relation, statements: granting, entry: entry)]
    }

    private static func missingApp(
        _ app: AndroidApp, relation: AndroidRelation, in list: StatementList, file: String, entry: String?
    ) -> Finding {
        let listed = list.statements.filter { $0.relations.contains(relation.rawValue) }.compactMap(
            \.target.packageName)
        var message = "\(file) has no statement granting \(relation.rawValue) to \(app.packageName)"
        if listed.isEmpty {
            message += "; it lists no app for that relation."
        } else {
            let names = Array(Set(listed)).sorted().prefix(5).joined(separator: ", ")
            message += "; it lists \(names) for it."
        }
        let other = list.statements.contains { $0.target.packageName == app.packageName }
        if other { message += " The package appears only with other relations." }
        let fingerprints =
            app.fingerprints.isEmpty
            ? "\"<SHA-256>\"" : app.fingerprints.map { "\"\($0.text)\"" }.joined(separator: ", ")
        return FindingKind.androidAppMissing(
            message,
            hint: "add {\"relation\": [\"\(relation.rawValue)\"], \"target\": {\"namespace\": \"android_app\", "
                + "\"package_name\": \"\(app.packageName)\", \"sha256_cert_fingerprints\": [\(fingerprints)]}} to "
                + "the list",
            path: .root, entry: entry, appID: app.description)
    }

    private static func missingFingerprint(
        _ app: AndroidApp, relation: AndroidRelation, statements: [AssetStatement], entry: String?
    ) -> Finding {
        var listed: [String] = []
        for statement in statements {
            if case .androidApp(_, let fingerprints) = statement.target { listed += fingerprints }
        }
        let shown = listed.prefix(4).map { PrintableText.escaped($0, limit: 100) }.joined(separator: ", ")
        var message =
            "\(app.packageName) is listed for \(relation.rawValue) with \(shown)"
            + (listed.count > 4 ? " and \(listed.count - 4) more" : "") + ", but not with the app's "
            + app.fingerprints.map(\.text).joined(separator: " or ") + "."
        let wanted = Set(app.fingerprints.map(\.text))
        if listed.contains(where: { CertificateFingerprint(userWritten: $0).map { wanted.contains($0.text) } ?? false })
        {
            message +=
                " The file writes it in another form (lower case or without colons), which Android never matches."
        }
        var hint =
            "add \"\(app.fingerprints[0].text)\" to sha256_cert_fingerprints and keep the ones listed. Under "
            + "Play App Signing, devices see the app signing key (Play Console > Setup > App signing), not the "
            + "upload key or the debug key that signed a local build"
        // One other key listed: most often the app signing key, and the checked key the upload key.
        let others = Set(listed.compactMap { CertificateFingerprint(userWritten: $0)?.text })
        if others.count == 1, let other = others.first, !wanted.contains(other) {
            hint =
                "if \(other) is the app signing key devices see (Play App Signing) and \(app.fingerprints[0].text) "
                + "the upload key, the file is right: check with --android-app \(app.packageName):\(other); if not, "
                + hint
        }
        return FindingKind.androidFingerprintMissing(
            message,
            hint: hint,
            path: statements.first?.fingerprintsPath, position: statements.first?.fingerprintsPosition, entry: entry,
            appID: app.description)
    }
}
