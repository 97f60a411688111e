/// Which verifier a phone runs (docs/rules/android-app-links.md A12). Phones with Google Play
/// services verify through Play services' own statement service, which asks a Google service:
/// Google's fetcher (`GoogleAssociationService`) reads the file by the rules of Google's Digital
/// Asset Links API (docs/rules/android-app-links.md, section 5: the Content-Type checked, bad
/// statements skipped). That reading is inferred, not captured (A12's confidence is medium); the
/// OS rules of each generation (which key, all hosts together below 12) are the phone's own.
/// Phones without Google services run AOSP's StatementService, whose parser depends on the
/// Android version (A10). The first family is the headline: most phones run it.
package enum VerifierFamily: String, Codable, Sendable, Hashable, CaseIterable {
    case playServices = "play-services"
    case aosp

    /// How this family's verifier reads a host's file on devices of `generation`.
    package func reader(_ generation: AndroidBand) -> StatementReader {
        self == .playServices ? .googleAPI : .devices(generation)
    }

    /// `phones with Google Play services`.
    package var title: String {
        switch self {
        case .playServices: "phones with Google Play services"
        case .aosp: "phones without Google Play services"
        }
    }
}
