/// The Android releases that decide a link differently (docs/rules/android-app-links.md A1-A3, A11, DY1): which filter
/// attributes the manifest parser reads, which hosts are verified and how, and whether dynamic
/// rules apply. A generation outside the app's minSdkVersion...maxSdkVersion is not applicable.
package enum AndroidGeneration: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
    /// API 35+: the 12+ rules, then the host's dynamic rules narrow what the manifest takes.
    case android15 = "android-15+"
    /// API 31-34: each host verified on its own; `pathAdvancedPattern` and `pathSuffix` read.
    case android12 = "android-12-14"
    /// API 23-30: the app's hosts verified together; API 31's path attributes ignored.
    case android6 = "android-6-11"

    package var apiLevels: ClosedRange<Int> {
        switch self {
        case .android15: 35...Int.max
        case .android12: 31...34
        case .android6: 23...30
        }
    }

    /// The name a person reads: `Android 12-14`.
    package var title: String {
        switch self {
        case .android15: "Android 15+"
        case .android12: "Android 12-14"
        case .android6: "Android 6-11"
        }
    }

    package var verifiesEachHost: Bool { self != .android6 }

    /// Whether an app installable from `minimum` to `maximum` runs on this generation.
    package func isApplicable(minimum: Int?, maximum: Int?) -> Bool {
        (minimum ?? 1) <= apiLevels.upperBound && (maximum ?? .max) >= apiLevels.lowerBound
    }

    /// Newest first, the order reports list them in.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.apiLevels.lowerBound > rhs.apiLevels.lowerBound
    }
}
