extension FindingKind {
    public static let entitlementSyntax = FindingKind(
        "entitlement.syntax", .error,
        "an entry is not service:host[?mode=...], has a scheme, path or port, or an unknown service")
    public static let entitlementAppMissing = FindingKind(
        "entitlement.app-missing", .error,
        "the app ID is not listed for the entry's service in the domain's file")
    public static let entitlementMode = FindingKind(
        "entitlement.mode", .warning, "the entry carries ?mode= (development only)")
    public static let entitlementWildcardAppClips = FindingKind(
        "entitlement.wildcard-appclips", .error, "appclips: with a *. wildcard")

    static let entitlementKinds: [FindingKind] = [
        entitlementSyntax, entitlementAppMissing, entitlementMode, entitlementWildcardAppClips,
    ]
}
