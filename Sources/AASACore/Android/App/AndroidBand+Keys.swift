/// The keys each verifier span compares (docs/android.md, "Generations"): Android 12+ any
/// certificate of the package's `signingCertificateHistory`, the v3/v3.1 signer and its rotation
/// lineage (`DomainVerificationService` through `PackageManager.hasSigningCertificate`); Android
/// 9-11 the oldest certificate of a rotated package; Android 6-8 the v2 signer (v1 on Android 6,
/// which knows no v2), v3 being unknown to them.
extension AndroidBand {
    /// Keys that devices of some of a span's API levels present.
    package struct KeySet: Sendable, Hashable {
        package var levels: ClosedRange<Int>
        package var keys: [CertificateFingerprint]

        /// `API 31-32`, `API 33 and up`.
        package var levelsText: String {
            AppLinksManifest.installRange(
                minimum: levels.lowerBound, maximum: levels.upperBound == Int.max ? nil : levels.upperBound)
        }
    }

    /// The keys this verifier span's devices compare with a site's fingerprints for an APK, by the
    /// API levels that compare each, over the levels the app installs on: a device reads the
    /// signer its level selects (``AndroidAppFile/keys(atAPI:)``: v3.1 and v3 signers by their
    /// SDK ranges), so one span can hold devices with different keys, and a host must grant
    /// every set. Nil for a file whose keys are not its own (a bundle, a manifest: the given app
    /// signing key stands for every span); a set is empty where no signature is read.
    package func keySets(of file: AndroidAppFile) -> [KeySet]? {
        guard file.kind == .apk else { return nil }
        let lower = max(apiLevels.lowerBound, file.manifest.minSdkVersion ?? 1)
        let upper = min(apiLevels.upperBound, file.manifest.maxSdkVersion ?? Int.max)
        guard lower <= upper else { return [] }
        // Where a device's keys can change: a signer's range ends, v3 (API 28) and v3.1 (API 33) begin.
        var starts: Set<Int> = [lower, 28, 33]
        for key in file.v3Keys + file.v31Keys {
            if let minimum = key.minSdkVersion { starts.insert(minimum) }
            // Int32.max is apksigner's "no end", which no level passes.
            if let maximum = key.maxSdkVersion, maximum < Int(Int32.max) { starts.insert(maximum + 1) }
        }
        let levels = starts.filter { lower <= $0 && $0 <= upper }.sorted()
        var sets: [KeySet] = []
        for (index, level) in levels.enumerated() {
            let end = index + 1 < levels.count ? levels[index + 1] - 1 : upper
            let keys = compared(file.keys(atAPI: level))
            if let last = sets.last, last.keys == keys {
                sets[sets.count - 1].levels = last.levels.lowerBound...end
            } else {
                sets.append(KeySet(levels: level...end, keys: keys))
            }
        }
        return sets
    }

    /// What the span's verifier compares of the keys a device found: Android 12+ the whole signing
    /// history; 9-11 only the oldest certificate of a rotated package (the statement service asks
    /// for `GET_SIGNATURES`, and `PackageInfoUtils` answers "Return the oldest cert so that
    /// programmatic checks keep working even if unaware of key rotation"); 6-8 the v2 (or v1)
    /// signers, v3 being unknown to them.
    private func compared(_ keys: [SigningCertificate]) -> [CertificateFingerprint] {
        if self == .android9to11, keys.contains(where: { $0.role == .pastSigner }), let oldest = keys.first {
            return [oldest.fingerprint]
        }
        return keys.map(\.fingerprint)
    }

    /// Every key of ``keySets(of:)``, each once: what reports list as the span's keys.
    package func keys(of file: AndroidAppFile) -> [CertificateFingerprint]? {
        guard let sets = keySets(of: file) else { return nil }
        var seen = Set<CertificateFingerprint>()
        return sets.flatMap(\.keys).filter { seen.insert($0).inserted }
    }
}
