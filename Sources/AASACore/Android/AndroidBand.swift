/// A span of Android releases that App Links treat alike in some respect, by API level. One type
/// names every span a report speaks of, and the spans of one concern partition the releases:
///
/// - How a link is decided (``linkRules``, docs/rules/android-app-links.md A1-A3, A11, DY1):
///   Android 15+ (API 35+) applies a host's dynamic rules after the 12+ rules; Android 12-14
///   (API 31-34) verifies each host on its own and reads `pathAdvancedPattern` and `pathSuffix`;
///   Android 6-11 (API 23-30) verifies the app's hosts together and ignores API 31's attributes.
/// - Which key a verifier compares and how its statement service reads the file
///   (``verifiers``, docs/android.md "Generations" and "Who reads the file", A10): Android 12+
///   (API 31+) the whole signing history with the Kotlin statement service; Android 9-11
///   (API 28-30) only a rotated package's oldest certificate (`GET_SIGNATURES`), and Android 6-8
///   (API 23-27) the v2 (or v1) signer, both with the Java statement service.
///
/// Where the partitions meet, a span of one holds spans of the other (``verifiedBy``): the links
/// of Android 6-11 are verified by Android 9-11's and 6-8's verifiers.
package enum AndroidBand: String, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    // A raw value is how reports name the span (a JSON, jsonl and Prometheus contract). An enum,
    // not a struct of a name and a range: every URL answer carries one, and with the struct
    // `make bench-core`'s million URLs through an Android manifest took 1.65 s against 1.61 s.
    case android15Plus = "android-15+"
    case android12to14 = "android-12-14"
    case android6to11 = "android-6-11"
    case android12Plus = "android-12+"
    case android9to11 = "android-9-11"
    case android6to8 = "android-6-8"

    package var apiLevels: ClosedRange<Int> {
        switch self {
        case .android15Plus: 35...Int.max
        case .android12to14: AppLinkHosts.android12API...34
        case .android6to11: 23...30
        case .android12Plus: AppLinkHosts.android12API...Int.max
        case .android9to11: 28...30
        case .android6to8: 23...27
        }
    }

    /// The spans whose link rules differ, newest first: the bands of a URL's answers.
    package static let linkRules = [android15Plus, android12to14, android6to11]
    /// The spans whose verifiers compare different keys or read the file differently, newest
    /// first: the generations of an app's verdicts.
    package static let verifiers = [android12Plus, android9to11, android6to8]

    /// `android-12-14`, as reports name it.
    package var name: String { rawValue }

    /// `Android 12-14`, for people.
    package var title: String {
        switch self {
        case .android15Plus: "Android 15+"
        case .android12to14: "Android 12-14"
        case .android6to11: "Android 6-11"
        case .android12Plus: "Android 12+"
        case .android9to11: "Android 9-11"
        case .android6to8: "Android 6-8"
        }
    }

    package var description: String { name }

    /// Android 12+ verifies each host on its own; before, one request verifies the app's hosts
    /// together (docs/rules/android-app-links.md A1, A2).
    package var verifiesEachHost: Bool { apiLevels.lowerBound >= AppLinkHosts.android12API }

    /// Android 15+ narrows what a filter takes by the host's dynamic rules (DY1).
    package var appliesDynamicRules: Bool { apiLevels.lowerBound >= Self.android15Plus.apiLevels.lowerBound }

    /// The verifier spans whose devices decide this span's links: Android 12+'s for 12-14 and 15+,
    /// Android 9-11's and 6-8's for Android 6-11.
    package var verifiedBy: [AndroidBand] {
        Self.verifiers.filter { $0.apiLevels.overlaps(apiLevels) }
    }

    /// Whether a device of this span can install an app of `minimum`...`maximum` (a missing
    /// minSdkVersion is 1, as the platform reads it).
    package func installs(minimum: Int?, maximum: Int?) -> Bool {
        (minimum ?? 1) <= apiLevels.upperBound && (maximum ?? .max) >= apiLevels.lowerBound
    }

    /// Whether a device of this span can install the app of `manifest`.
    package func installs(_ manifest: AppLinksManifest) -> Bool {
        installs(minimum: manifest.minSdkVersion, maximum: manifest.maxSdkVersion)
    }

    /// Newest first, the order reports list them in.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.apiLevels.lowerBound > rhs.apiLevels.lowerBound
    }
}
