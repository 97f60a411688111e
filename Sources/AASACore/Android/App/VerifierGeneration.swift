/// The Android versions whose domain verifiers compare a different key of the same APK, or
/// collect its hosts by other rules (docs/android.md, "Generations"):
///
/// - Android 12+ (API 31+): any certificate of the package's `signingCertificateHistory`, the
///   v3/v3.1 signer and its rotation lineage (`DomainVerificationService` through
///   `PackageManager.hasSigningCertificate`).
/// - Android 9-11 (API 28-30): the statement service asks for `GET_SIGNATURES`, which for a rotated
///   package returns only the oldest certificate (`PackageInfoUtils`: "Return the oldest cert so
///   that programmatic checks keep working even if unaware of key rotation").
/// - Android 6-8 (API 23-27): no v3 at all; the v2 signer (v1 on Android 6, which knows no v2).
package enum VerifierGeneration: String, Sendable, Hashable, Codable, CaseIterable {
    case android12 = "android-12+"
    case android9to11 = "android-9-11"
    case android6to8 = "android-6-8"

    package var apiLevels: ClosedRange<Int> {
        switch self {
        case .android12: AppLinkHosts.android12API...Int.max
        case .android9to11: 28...30
        case .android6to8: 23...27
        }
    }

    package var label: String {
        switch self {
        case .android12: "Android 12+"
        case .android9to11: "Android 9-11"
        case .android6to8: "Android 6-8"
        }
    }

    /// Whether a device of this generation can install the app of `manifest`, by its
    /// `minSdkVersion`...`maxSdkVersion` (a missing minSdk is 1, as the platform reads it).
    package func admits(_ manifest: AppLinksManifest) -> Bool {
        apiLevels.upperBound >= (manifest.minSdkVersion ?? 1)
            && apiLevels.lowerBound <= (manifest.maxSdkVersion ?? Int.max)
    }

    /// Android 12 and 12L (API 31-32) read the v3 block where a v3.1 block (apksigner's
    /// `--rotation-min-sdk-version`, 33 by default) names the rotated key for Android 13+: the
    /// v3 signer is then a second key this generation needs granted, for an app that installs
    /// there. Nil when the APK has no v3.1 block, or the app runs on API 33+ only.
    package func keysBefore31Rotation(of file: AndroidAppFile) -> [CertificateFingerprint]? {
        guard self == .android12, file.kind == .apk, file.certificates.contains(where: { $0.scheme == "v3.1" }),
            !file.v3Keys.isEmpty, (file.manifest.minSdkVersion ?? 1) <= 32
        else { return nil }
        return file.v3Keys.filter { $0.role == .signer }.map(\.fingerprint)
    }

    /// The keys this generation compares with a site's fingerprints, for an APK; nil for a file
    /// whose keys are not its own (a bundle, a manifest: the given app signing key stands for
    /// every generation), and empty when the APK carries no signature this generation reads.
    package func keys(of file: AndroidAppFile) -> [CertificateFingerprint]? {
        guard file.kind == .apk else { return nil }
        switch self {
        case .android12:
            return file.certificates.map(\.fingerprint)
        case .android9to11:
            guard !file.v3Keys.isEmpty else { return file.olderSigners.map(\.fingerprint) }
            if file.v3Keys.contains(where: { $0.role == .pastSigner }), let oldest = file.v3Keys.first {
                return [oldest.fingerprint]
            }
            return file.v3Keys.map(\.fingerprint)
        case .android6to8:
            return file.olderSigners.map(\.fingerprint)
        }
    }
}
