/// An Android app read from a file (`--apk`, `--aab`, `--android-manifest`), ready to verify: the
/// app its hosts are checked for, which hosts those are, and what was found about the file.
package struct AndroidAppInput: Sendable, Hashable {
    /// The path as the command line gave it.
    package var source: String
    package var file: AndroidAppFile
    /// The package and the fingerprints sites must list: an APK's own keys; for a bundle or a
    /// manifest, those `--android-app` gives for the package (the app signing key), if any.
    package var app: AndroidApp
    package var hosts: AppLinkHosts
    package var findings: [Finding]
    /// Why the app does not install on API 31+ (a pathAdvancedPattern the package parser
    /// refuses); nil when it installs.
    package var installFailure: IntentFilterRouter.InstallFailure?
    /// True when `--android-app` named the key devices see for an APK (Play App Signing): every
    /// generation then compares that key, not the APK's signature.
    package var usesGivenKey = false

    /// Why no app can be made of the file: a clause after "FILE: ".
    package struct Problem: Error, Sendable, Hashable {
        package var reason: String
    }

    /// `given` are the `--android-app` values. For a source manifest, a single one is the app
    /// (its applicationId and key); otherwise the one of the manifest's package supplies the app
    /// signing key of a bundle or a manifest.
    package init(source: String, file: AndroidAppFile, given: [AndroidApp]) throws(Problem) {
        self.source = source
        self.file = file
        let packageName: String
        if file.kind == .manifest, given.count == 1, let only = given.first {
            // A source manifest's package is the code's namespace; Gradle's applicationId, which
            // devices and sites see, may differ from it, and --android-app names that one.
            packageName = only.packageName
        } else if let written = file.manifest.packageName {
            if let problem = PackageName.syntaxProblem(written) {
                throw Problem(reason: "the manifest's package \(problem)")
            }
            packageName = written
        } else if given.count == 1, let only = given.first {
            packageName = only.packageName
        } else {
            throw Problem(
                reason: "the manifest names no package (it is in build.gradle's namespace); pass --android-app PACKAGE")
        }
        let supplied = given.filter { $0.packageName == packageName }.flatMap(\.fingerprints)
        hosts = AppLinkHosts(file.manifest)
        let install = IntentFilterRouter.installCheck(file.manifest)
        installFailure = install.failure
        var findings =
            hosts.findings + install.findings + (file.kind == .manifest ? Self.sourceFindings(file.manifest) : [])
        switch file.kind {
        case .apk where !supplied.isEmpty:
            // Play App Signing: devices see the key --android-app names; the APK's own signer is the
            // upload key, which no device compares.
            app = AndroidApp(packageName: packageName, fingerprints: supplied)
            usesGivenKey = true
            self.file.certificates = file.certificates.map { certificate in
                var upload = certificate
                upload.role = .upload
                return upload
            }
        case .apk:
            app = AndroidApp(packageName: packageName, fingerprints: file.certificates.map(\.fingerprint))
        case .bundle, .manifest:
            app = AndroidApp(packageName: packageName, fingerprints: supplied)
        }
        if file.kind == .bundle, supplied.isEmpty, let upload = file.certificates.first {
            findings.append(
                FindingKind.androidAppUploadKey(
                    "\(PrintableText.escaped(source)) is signed by the upload key \(upload.fingerprint.text); under "
                        + "Play App Signing devices see the app signing key, so no fingerprint was checked.",
                    hint: "Pass --android-app \(packageName):<SHA-256 of the app signing key> (Play Console, "
                        + "Release > Setup > App signing) beside --aab."))
        }
        self.findings = findings
    }

    /// The entries to verify (`android:good.example`, `android:*.example.com`), each with whether
    /// only Android 6-11 verifies it.
    package var entries: [(entry: String, legacyOnly: Bool)] {
        let android12 = Set(hosts.android12.map { $0.lowercased() })
        // A host only Android 6-11 collect is not fetched for an app no such device installs.
        let manifest = file.manifest
        let legacyInstalls = AndroidBand.android6to11.installs(manifest)
        return hosts.fetchable.filter { legacyInstalls || android12.contains($0.lowercased()) }.map { host in
            ("\(AndroidRelation.handleAllURLs.entryService):\(host)", !android12.contains(host.lowercased()))
        }
    }

    /// The app as the verifiers of a URL's band compare it, one per key set that must be granted:
    /// 12+ the whole signing history; 6-11 spans Android 9-11 (the lineage's oldest key) and 6-8
    /// (the v2/v1 signer), each of those that installs the app.
    package func apps(for band: AndroidBand) -> [AndroidApp] {
        var apps: [AndroidApp] = []
        for verifier in band.verifiedBy where verifier.installs(file.manifest) {
            // One app per key set its devices present (a signer's SDK range, a v3.1 block): each
            // must be granted.
            let sets = usesGivenKey ? nil : verifier.keySets(of: file)?.map(\.keys)
            for keys in sets ?? [app.fingerprints] {
                let candidate = AndroidApp(packageName: app.packageName, fingerprints: keys)
                if !keys.isEmpty || app.fingerprints.isEmpty, !apps.contains(candidate) { apps.append(candidate) }
            }
        }
        return apps.isEmpty ? [app] : apps
    }

    /// What a source manifest leaves to the build: its SDK levels (build.gradle's), the intent
    /// filters of its `<nav-graph>`s, and the `--manifest-placeholder` names it never uses (a
    /// misspelt one leaves the real one unfilled).
    static func sourceFindings(_ manifest: AppLinksManifest) -> [Finding] {
        var findings = manifest.navGraphPositions.prefix(1).map { position in
            FindingKind.androidAppNavGraph(
                "The manifest has <nav-graph>, whose deep links the build turns into intent filters this file does not "
                    + "have, so their hosts were not checked.",
                hint: "Check the merged manifest (app/build/intermediates/merged_manifests/release/"
                    + "AndroidManifest.xml) or the built APK instead.", position: position)
        }
        if manifest.targetSdkVersion == nil {
            findings.append(
                FindingKind.androidAppSDKAssumed(
                    "The manifest gives no targetSdkVersion (Gradle keeps it in build.gradle), so aasa assumed API "
                        + "\(AppLinkHosts.android12API) or later: Android 12+ verifies each host on its own.",
                    hint: "Pass --android-target-sdk with build.gradle's targetSdk, or check the merged manifest or "
                        + "the built APK."))
        }
        if manifest.minSdkVersion == nil {
            findings.append(
                FindingKind.androidAppSDKAssumed(
                    "The manifest gives no minSdkVersion (Gradle keeps it in build.gradle), so aasa judged every "
                        + "Android generation as one that installs the app.",
                    hint: "Pass --android-min-sdk with build.gradle's minSdk, or check the merged manifest or the "
                        + "built APK."))
        }
        if !manifest.unusedPlaceholders.isEmpty {
            let names = manifest.unusedPlaceholders.prefix(5).map { PrintableText.escaped($0, limit: 60) }
            findings.append(
                FindingKind.androidAppPlaceholderUnused(
                    "No value of the manifest uses the placeholder\(names.count == 1 ? "" : "s") "
                        + names.joined(separator: ", ") + (manifest.unusedPlaceholders.count > 5 ? " and more" : "")
                        + ".",
                    hint: "Give --manifest-placeholder the names the manifest writes as ${NAME} (they are "
                        + "case-sensitive), or drop the ones it does not use."))
        }
        return findings
    }

    /// The finding a legacy-only host's report carries, saying why it is checked at all.
    package func legacyOnlyFinding(_ entry: String) -> Finding {
        FindingKind.androidAppLegacyOnly(
            "\(PrintableText.escaped(entry)) is verified only by Android 6-11 (its filter has no autoVerify or no "
                + "DEFAULT category, and another filter asks for verification), where its failure fails every host "
                + "of \(app.packageName).",
            hint: "List the app in this host's assetlinks.json too: on Android 6-11 every web host of an app that "
                + "asks for verification must verify.",
            entry: entry, appID: app.description)
    }
}
