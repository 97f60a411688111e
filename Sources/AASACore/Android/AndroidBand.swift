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
package struct AndroidBand: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `12-14`, `15+`: the releases, as names and titles spell them.
    private let releases: String
    package let apiLevels: ClosedRange<Int>

    private init(_ releases: String, _ apiLevels: ClosedRange<Int>) {
        (self.releases, self.apiLevels) = (releases, apiLevels)
    }

    package static let android15Plus = AndroidBand("15+", 35...Int.max)
    package static let android12to14 = AndroidBand("12-14", AppLinkHosts.android12API...34)
    package static let android6to11 = AndroidBand("6-11", 23...30)
    package static let android12Plus = AndroidBand("12+", AppLinkHosts.android12API...Int.max)
    package static let android9to11 = AndroidBand("9-11", 28...30)
    package static let android6to8 = AndroidBand("6-8", 23...27)

    /// The spans whose link rules differ, newest first: the bands of a URL's answers.
    package static let linkRules = [android15Plus, android12to14, android6to11]
    /// The spans whose verifiers compare different keys or read the file differently, newest
    /// first: the generations of an app's verdicts.
    package static let verifiers = [android12Plus, android9to11, android6to8]

    /// `android-12-14`: how reports name it (a JSON, jsonl and Prometheus contract).
    package var name: String { "android-" + releases }

    /// `Android 12-14`, for people.
    package var title: String { "Android " + releases }

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

    /// The span `name` names, among all a report can hold.
    package init?(name: String) {
        guard let band = (Self.linkRules + Self.verifiers).first(where: { $0.name == name }) else { return nil }
        self = band
    }
}

extension AndroidBand: Codable {
    package init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let band = AndroidBand(name: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no band \(name)"))
        }
        self = band
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
