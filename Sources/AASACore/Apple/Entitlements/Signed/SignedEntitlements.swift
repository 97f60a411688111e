/// Entitlements read from what a build produces, and where they came from.
package struct SignedEntitlements: Sendable, Hashable {
    /// The kind of file the entitlements were read from.
    package enum Container: String, Sendable, Hashable {
        /// A `.entitlements` property list.
        case propertyList
        /// The code signature of a Mach-O executable, thin or universal.
        case machO
        /// The main executable of an `.app` directory.
        case appBundle
        /// The main executable of the app in an `.ipa` archive.
        case ipa
        /// The `Entitlements` a `.mobileprovision` grants.
        case provisioningProfile
        /// A profile already decoded (`security cms -D`): a property list with an `Entitlements` dictionary.
        case decodedProfile
    }

    /// The associated domains and the signed app ID (`application-identifier`).
    package var entitlements: EntitlementsFile
    package var container: Container
    /// `com.apple.developer.team-identifier`, read from provisioning profiles.
    package var teamIdentifier: String?
    /// A provisioning profile that grants the associated-domains capability as `*`: the app may
    /// claim any domain, but the profile lists none to check.
    package var grantsAnyAssociatedDomain: Bool

    package init(
        entitlements: EntitlementsFile, container: Container, teamIdentifier: String? = nil,
        grantsAnyAssociatedDomain: Bool = false
    ) {
        self.entitlements = entitlements
        self.container = container
        self.teamIdentifier = teamIdentifier
        self.grantsAnyAssociatedDomain = grantsAnyAssociatedDomain
    }

    /// Findings about how the entitlements were read, for every entry they name: keys written
    /// twice, and a simulator build (whose section may differ from what the device build signs).
    package var notes: [Finding] {
        var notes = entitlements.duplicateKeys.map { key in
            FindingKind.entitlementDuplicateKey(
                "The entitlements hold the key \(PrintableText.escaped(key, limit: 120)) twice; which value the "
                    + "system uses is undefined.",
                hint: "remove one of the two \(PrintableText.escaped(key, limit: 120)) keys")
        }
        if entitlements.fromSimulatorSection {
            notes.append(
                FindingKind.entitlementSimulatorBuild(
                    "The entitlements come from a simulator build's __TEXT,__entitlements section; its signature "
                        + "is ad hoc and carries none.",
                    hint: "verify the device build (the .ipa or the signed .app) before release"))
        }
        return notes
    }
}
