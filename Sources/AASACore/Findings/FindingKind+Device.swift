extension FindingKind {
    package static let deviceAgrees = FindingKind(
        "device.agrees", .info, "the phone's state for the host (--device-state) is what the host's file says now")
    package static let deviceKeptVerdict = FindingKind(
        "device.kept-verdict", .warning,
        "the phone opens the host's links, but the host's file fails for the app now: the phone keeps a verdict made "
            + "earlier and will fail at its next verification")
    package static let deviceFailedEarlier = FindingKind(
        "device.failed-earlier", .warning,
        "the phone recorded a failure for the host, but the host's file passes for the app now: re-verify on the phone")
    package static let deviceFailureExplained = FindingKind(
        "device.failure-explained", .info,
        "the phone recorded a failure for the host, and the host's file fails for the installed signature now: the "
            + "host's findings say why")
    package static let deviceNotVerified = FindingKind(
        "device.not-verified", .info, "the phone has no verdict for the host yet (none): verification has not run")
    package static let deviceForced = FindingKind(
        "device.forced", .info, "the phone's state for the host was set by hand (approved or denied through the shell)")
    package static let deviceUnexplained = FindingKind(
        "device.unexplained", .warning, "the phone's state for the host is one aasa cannot explain")

    static let deviceKinds: [FindingKind] = [
        deviceAgrees, deviceKeptVerdict, deviceFailedEarlier, deviceFailureExplained, deviceNotVerified, deviceForced,
        deviceUnexplained,
    ]
}
