extension FindingKind {
    package static let entitlementSyntax = FindingKind(
        "entitlement.syntax", .error,
        "an entry is not service:host[?mode=...], has a scheme, path or port, or an unknown service")
    package static let entitlementAppMissing = FindingKind(
        "entitlement.app-missing", .error,
        "the app ID is not listed for the entry's service in the domain's file")
    package static let entitlementMode = FindingKind(
        "entitlement.mode", .warning, "the entry carries ?mode= (development or managed devices only)")
    package static let entitlementWildcardAppClips = FindingKind(
        "entitlement.wildcard-appclips", .error, "appclips: with a *. wildcard")
    package static let entitlementHost = FindingKind(
        "entitlement.host", .error,
        "the host is not a usable domain name: IP address, single label, empty or overlong label or name")
    package static let entitlementIDN = FindingKind(
        "entitlement.idn", .error, "the host is written in Unicode instead of Punycode")
    package static let entitlementCase = FindingKind(
        "entitlement.case", .info, "the service or host has upper-case letters (compared lower-cased)")
    package static let entitlementTrailingDot = FindingKind(
        "entitlement.trailing-dot", .warning, "the host ends with a dot")
    package static let entitlementUnderscore = FindingKind(
        "entitlement.underscore", .warning,
        "the host has an underscore, which public TLS certificates cannot cover")
    package static let entitlementPort = FindingKind(
        "entitlement.port", .warning,
        "a service other than applinks or appclips names a port (undocumented; aasa checks port 443)")
    package static let entitlementPlaceholder = FindingKind(
        "entitlement.placeholder", .warning,
        "the entry holds an unexpanded build setting such as $(APP_DOMAIN); nothing can be checked")
    package static let entitlementBuildSetting = FindingKind(
        "entitlement.build-setting", .error,
        "a build setting an entry or app ID needs cannot be expanded: settings refer to each other in a "
            + "cycle, nest too deep, or a value grows past 64 KB")
    package static let entitlementXCConfig = FindingKind(
        "entitlement.xcconfig", .warning,
        "an .xcconfig a target's settings come from cannot be read (missing, not a regular file, an include "
            + "cycle or past the include caps); its settings are resolved without it")
    package static let entitlementXCConfigCase = FindingKind(
        "entitlement.xcconfig-case", .info,
        "an #include names an .xcconfig in another letter case: macOS finds it, a case-sensitive disk does not")
    package static let entitlementWildcardApex = FindingKind(
        "entitlement.wildcard-apex", .info,
        "a *. wildcard without its apex: whether it covers the apex is ambiguous")
    package static let entitlementDuplicate = FindingKind(
        "entitlement.duplicate", .info, "two entries name the same service and host")
    package static let entitlementAppIDCase = FindingKind(
        "entitlement.app-id-case", .warning,
        "the file lists the app ID with a bundle ID that differs only in letter case")
    package static let entitlementAppUnchecked = FindingKind(
        "entitlement.app-unchecked", .warning,
        "no app ID is known for the entry (none given, or an unexpanded build setting), so whether the file "
            + "lists the app was not checked")
    package static let entitlementDuplicateKey = FindingKind(
        "entitlement.duplicate-key", .warning,
        "an entitlements property list holds a key twice; which value the system uses is undefined")
    package static let entitlementSimulatorBuild = FindingKind(
        "entitlement.simulator-build", .info,
        "the entitlements come from a simulator build's __TEXT,__entitlements section, not a device signature")

    static let entitlementKinds: [FindingKind] = [
        entitlementSyntax, entitlementAppMissing, entitlementMode, entitlementWildcardAppClips,
        entitlementHost, entitlementIDN, entitlementCase, entitlementTrailingDot, entitlementUnderscore,
        entitlementPort, entitlementPlaceholder, entitlementBuildSetting, entitlementXCConfig, entitlementXCConfigCase,
        entitlementWildcardApex, entitlementDuplicate,
        entitlementAppIDCase, entitlementAppUnchecked, entitlementDuplicateKey, entitlementSimulatorBuild,
    ]
}
