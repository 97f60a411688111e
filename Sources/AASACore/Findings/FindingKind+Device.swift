extension FindingKind {
    package static let deviceAgrees = FindingKind(
        "device.agrees", .info, "the phone's state for the host (--device-state) is what the host's file says now",
        example: .deviceState("verified"),
        counter: .deviceState("none"))
    package static let deviceKeptVerdict = FindingKind(
        "device.kept-verdict", .warning,
        "the phone opens the host's links, but the host's file fails for the app now: the phone keeps a verdict made "
            + "earlier and will fail at its next verification",
        example: .deviceState(
            "verified",
            signature: "15:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
        ),
        counter: .deviceState("verified"))
    package static let deviceFailedEarlier = FindingKind(
        "device.failed-earlier", .warning,
        "the phone recorded a failure for the host, but the host's file passes for the app now: re-verify on the phone",
        example: .deviceState("1024"),
        counter: .deviceState("verified"))
    package static let deviceFailureExplained = FindingKind(
        "device.failure-explained", .info,
        "the phone recorded a failure for the host, and the host's file fails for the installed signature now: the "
            + "host's findings say why",
        example: .deviceState(
            "1024",
            signature: "15:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
        ),
        counter: .deviceState("1024"))
    package static let deviceNotVerified = FindingKind(
        "device.not-verified", .info, "the phone has no verdict for the host yet (none): verification has not run",
        example: .deviceState("none"),
        counter: .deviceState("verified"))
    package static let deviceForced = FindingKind(
        "device.forced", .info, "the phone's state for the host was set by hand (approved or denied through the shell)",
        example: .deviceState("approved"),
        counter: .deviceState("verified"))
    package static let deviceUnexplained = FindingKind(
        "device.unexplained", .warning, "the phone's state for the host is one aasa cannot explain",
        example: .deviceState("weird_state"),
        counter: .deviceState("verified"))

    static let deviceKinds: [FindingKind] = [
        deviceAgrees, deviceKeptVerdict, deviceFailedEarlier, deviceFailureExplained, deviceNotVerified, deviceForced,
        deviceUnexplained,
    ]
}
