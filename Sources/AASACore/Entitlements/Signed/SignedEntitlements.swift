/// Entitlements read from what a build produces, and where they came from.
public struct SignedEntitlements: Sendable, Hashable {
    /// The kind of file the entitlements were read from.
    public enum Container: String, Sendable, Hashable {
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
    }

    /// The associated domains and the signed app ID (`application-identifier`).
    public var entitlements: EntitlementsFile
    public var container: Container
    /// `com.apple.developer.team-identifier`, read from provisioning profiles.
    public var teamIdentifier: String?
    /// A provisioning profile that grants the associated-domains capability as `*`: the app may
    /// claim any domain, but the profile lists none to check.
    public var grantsAnyAssociatedDomain: Bool

    public init(
        entitlements: EntitlementsFile, container: Container, teamIdentifier: String? = nil,
        grantsAnyAssociatedDomain: Bool = false
    ) {
        self.entitlements = entitlements
        self.container = container
        self.teamIdentifier = teamIdentifier
        self.grantsAnyAssociatedDomain = grantsAnyAssociatedDomain
    }
}
