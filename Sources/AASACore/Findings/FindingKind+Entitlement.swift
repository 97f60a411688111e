extension FindingKind {
    package static let entitlementSyntax = FindingKind(
        "entitlement.syntax", .error,
        "an entry is not service:host[?mode=...], has a scheme, path or port, or an unknown service",
        example: .judged("applinks:https://good.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementAppMissing = FindingKind(
        "entitlement.app-missing", .error,
        "the app ID is not listed for the entry's service in the domain's file",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.other", at: "$.applinks.details"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementMode = FindingKind(
        "entitlement.mode", .warning, "the entry carries ?mode= (development or managed devices only)",
        example: .judged("applinks:good.aasa.test?mode=developer", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementWildcardAppClips = FindingKind(
        "entitlement.wildcard-appclips", .error, "appclips: with a *. wildcard",
        example: .judged("appclips:*.good.aasa.test", "--app-id", "ABCDE12345.com.example.app.Clip"),
        counter: .judged("appclips:good.aasa.test", "--app-id", "ABCDE12345.com.example.app.Clip"))
    package static let entitlementHost = FindingKind(
        "entitlement.host", .error,
        "the host is not a usable domain name: IP address, single label, empty or overlong label or name",
        example: .judged("applinks:localhost", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementIDN = FindingKind(
        "entitlement.idn", .error, "the host is written in Unicode instead of Punycode",
        example: .judged("applinks:göod.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementCase = FindingKind(
        "entitlement.case", .info, "the service or host has upper-case letters (compared lower-cased)",
        example: .judged("applinks:Good.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementTrailingDot = FindingKind(
        "entitlement.trailing-dot", .warning, "the host ends with a dot",
        example: .judged("applinks:good.aasa.test.", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementUnderscore = FindingKind(
        "entitlement.underscore", .warning,
        "the host has an underscore, which public TLS certificates cannot cover",
        example: .judged("applinks:go_od.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementPort = FindingKind(
        "entitlement.port", .warning,
        "a service other than applinks or appclips names a port (undocumented; aasa checks port 443)",
        example: .judged("webcredentials:good.aasa.test:8443", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("webcredentials:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementPlaceholder = FindingKind(
        "entitlement.placeholder", .warning,
        "the entry holds an unexpanded build setting such as $(APP_DOMAIN); nothing can be checked",
        example: .judged("applinks:$(APP_DOMAIN)", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementBuildSetting = FindingKind(
        "entitlement.build-setting", .error,
        "a build setting an entry or app ID needs cannot be expanded: settings refer to each other in a "
            + "cycle, nest too deep, or a value grows past 64 KB",
        example: .shopProject(local: "APP_LINK_HOST = $(OTHER)\nOTHER = $(APP_LINK_HOST)"),
        counter: .shopProject(local: "APP_LINK_HOST = good.aasa.test"))
    package static let entitlementXCConfig = FindingKind(
        "entitlement.xcconfig", .warning,
        "an .xcconfig a target's settings come from cannot be read (missing, not a regular file, an include "
            + "cycle or past the include caps); its settings are resolved without it",
        example: .shopProject(local: #"#include "Missing.xcconfig""#),
        counter: .shopProject(local: nil))
    package static let entitlementXCConfigCase = FindingKind(
        "entitlement.xcconfig-case", .info,
        "an #include names an .xcconfig in another letter case: macOS finds it, a case-sensitive disk does not",
        example: .shopProject(local: #"#include "base.xcconfig""#),
        counter: .shopProject(local: #"#include "Base.xcconfig""#))
    package static let entitlementWildcardApex = FindingKind(
        "entitlement.wildcard-apex", .info,
        "a *. wildcard without its apex: whether it covers the apex is ambiguous",
        example: .judged("applinks:*.good.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged(
            "applinks:*.good.aasa.test", "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementDuplicate = FindingKind(
        "entitlement.duplicate", .info, "two entries name the same service and host",
        example: .judged(
            "applinks:good.aasa.test", "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged(
            "applinks:good.aasa.test", "webcredentials:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementAppIDCase = FindingKind(
        "entitlement.app-id-case", .warning,
        "the file lists the app ID with a bundle ID that differs only in letter case",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.App", at: "$.applinks.details[0]"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementAppUnchecked = FindingKind(
        "entitlement.app-unchecked", .warning,
        "no app ID is known for the entry (none given, or an unexpanded build setting), so whether the file "
            + "lists the app was not checked",
        example: .judged("applinks:good.aasa.test"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let entitlementDuplicateKey = FindingKind(
        "entitlement.duplicate-key", .warning,
        "an entitlements property list holds a key twice; which value the system uses is undefined",
        example: .judged(
            "--entitlements", "App.entitlements",
            files: [
                .entitlements(appIDTwice: true)
            ]),
        counter: .judged(
            "--entitlements", "App.entitlements",
            files: [
                .entitlements(appIDTwice: false)
            ]))
    package static let entitlementSimulatorBuild = FindingKind(
        "entitlement.simulator-build", .info,
        "the entitlements come from a simulator build's __TEXT,__entitlements section, not a device signature",
        example: FindingExample(
            ["judge", FindingExample.world.name, "--entitlements", "Simulator/Shop"],
            files: [
                FindingExample.world,
                .init(
                    "Simulator/Shop",
                    about:
                        "a simulator build's executable: its ad-hoc signature carries no entitlements, its __TEXT,__entitlements section names applinks:good.aasa.test"
                ),
            ]),
        counter: FindingExample(
            ["judge", FindingExample.world.name, "--entitlements", "Device/Shop"],
            files: [
                FindingExample.world,
                .init("Device/Shop", about: "the same app built for a device: its signature carries the entitlements"),
            ]))

    static let entitlementKinds: [FindingKind] = [
        entitlementSyntax, entitlementAppMissing, entitlementMode, entitlementWildcardAppClips,
        entitlementHost, entitlementIDN, entitlementCase, entitlementTrailingDot, entitlementUnderscore,
        entitlementPort, entitlementPlaceholder, entitlementBuildSetting, entitlementXCConfig, entitlementXCConfigCase,
        entitlementWildcardApex, entitlementDuplicate,
        entitlementAppIDCase, entitlementAppUnchecked, entitlementDuplicateKey, entitlementSimulatorBuild,
    ]
}

extension FindingExample.File {
    /// An App.entitlements plist for good.aasa.test, its application-identifier key written
    /// once, or (`appIDTwice`) again before the end.
    fileprivate static func entitlements(appIDTwice: Bool) -> Self {
        let appID = "<key>application-identifier</key><string>ABCDE12345.com.example.app</string>"
        let domains =
            "<key>com.apple.developer.associated-domains</key><array><string>applinks:good.aasa.test</string></array>"
        let lines =
            [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<plist version="1.0"><dict>"#, appID, domains]
            + (appIDTwice ? [appID] : []) + ["</dict></plist>"]
        return .init("App.entitlements", lines.joined(separator: "\n"))
    }
}
