extension FindingKind {
    package static let deviceAgrees = FindingKind(
        "device.agrees", .info, "the phone's state for the host (--device-state) is what the host's file says now",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: none
                    """#)
            ]))
    package static let deviceKeptVerdict = FindingKind(
        "device.kept-verdict", .warning,
        "the phone opens the host's links, but the host's file fails for the app now: the phone keeps a verdict made "
            + "earlier and will fail at its next verification",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [15:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]))
    package static let deviceFailedEarlier = FindingKind(
        "device.failed-earlier", .warning,
        "the phone recorded a failure for the host, but the host's file passes for the app now: re-verify on the phone",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: 1024
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]))
    package static let deviceFailureExplained = FindingKind(
        "device.failure-explained", .info,
        "the phone recorded a failure for the host, and the host's file fails for the installed signature now: the "
            + "host's findings say why",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [15:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: 1024
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: 1024
                    """#)
            ]))
    package static let deviceNotVerified = FindingKind(
        "device.not-verified", .info, "the phone has no verdict for the host yet (none): verification has not run",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: none
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]))
    package static let deviceForced = FindingKind(
        "device.forced", .info, "the phone's state for the host was set by hand (approved or denied through the shell)",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: approved
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]))
    package static let deviceUnexplained = FindingKind(
        "device.unexplained", .warning, "the phone's state for the host is one aasa cannot explain",
        example: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: weird_state
                    """#)
            ]),
        counter: .judged(
            "--device-state", "pm-get-app-links.txt",
            files: [
                .init(
                    "pm-get-app-links.txt",
                    #"""
                      com.example.app:
                        ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                        Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
                        Domain verification state:
                          good.aasa.test: verified
                    """#)
            ]))

    static let deviceKinds: [FindingKind] = [
        deviceAgrees, deviceKeptVerdict, deviceFailedEarlier, deviceFailureExplained, deviceNotVerified, deviceForced,
        deviceUnexplained,
    ]
}
