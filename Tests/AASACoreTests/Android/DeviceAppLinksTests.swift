import Testing

@testable import AASACore

/// `--device-state`: `adb shell pm get-app-links` output as phones print it (AOSP
/// `DomainVerificationShell`/`DomainVerificationDebug`; spec A4, A14).
@Suite struct DeviceAppLinksTests {
    /// signalapp/Signal-Android#11797 (2021-11-30), as posted: a package indented two spaces.
    static let signal = """
          org.thoughtcrime.securesms:
            ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
            Signatures: [29:F3:4E:5F:27:F2:11:B4:24:BC:5B:F9:D6:71:62:C0:EA:FB:A2:DA:35:AF:35:C1:64:16:FC:44:62:76:BA:26]
            Domain verification state:
              signal.group: legacy_failure
              signal.art: legacy_failure
              signal.tube: legacy_failure
              signal.me: legacy_failure
        """

    /// pass-culture/pass-culture-app-native#4968 (doc/deeplinks.md, 2023-06-29): a package at
    /// the line's start, a Play-services failure code.
    static let passCulture = """
        app.passculture.staging:
            ID: ffa985ae-4a1c-4822-a087-47803e674fce
            Signatures: [14:E7:31:E4:B1:20:25:F2:EB:51:80:8D:B0:C9:A2:51:AB:A2:1B:DD:E5:37:F7:92:9A:63:D8:03:FD:6F:F6:6C]
            Domain verification state:
              app.staging.passculture.team: 1024
        """

    @Test func aPhonesOutputIsReadAsPrinted() throws {
        let signal = try DeviceAppLinks.parse(Self.signal)
        #expect(signal.packages.map(\.name) == ["org.thoughtcrime.securesms"])
        #expect(signal.packages[0].signatures.count == 1)
        #expect(signal.packages[0].hosts.map(\.host) == ["signal.group", "signal.art", "signal.tube", "signal.me"])
        #expect(signal.packages[0].hosts.allSatisfy { $0.state == .legacyFailure })
        let pass = try DeviceAppLinks.parse(Self.passCulture)
        #expect(pass.packages[0].name == "app.passculture.staging")
        #expect(pass.packages[0].hosts.first?.state == .verifierDefined(1024))
    }

    /// Every state the shell's help names, by name and by number; `--user` output's selection
    /// blocks are not verification states.
    @Test func everyStateAndTheUserBlockAreRead() throws {
        let states = [
            "none", "verified", "approved", "denied", "migrated", "restored", "legacy_failure", "system_configured",
            "pre_verified", "1024", "1030", "weird",
        ]
        let hosts = states.enumerated().map { "      h\($0.offset).example.com: \($0.element)" }.joined(separator: "\n")
        let text = """
              com.example.app:
                ID: 1
                Signatures: [AA:BB, CC:DD]
                Domain verification state:
            \(hosts)
                User 0:
                  Verification link handling allowed: true
                  Selection state:
                    Enabled:
                      other.example.com
            """
        let package = try #require(try DeviceAppLinks.parse(text).packages.first)
        #expect(package.signatures == ["AA:BB", "CC:DD"])
        #expect(
            package.hosts.map(\.state) == [
                .none, .verified, .approved, .denied, .migrated, .restored, .legacyFailure, .systemConfigured,
                .preVerified, .verifierDefined(1024), .verifierDefined(1030), .unknown("weird"),
            ])
        #expect(package.hosts.filter(\.state.opensLinks).count == 6)
        #expect(package.hosts.filter(\.state.isFailure).count == 3)
    }

    @Test func somethingElseIsRefused() {
        #expect(throws: DeviceAppLinks.Failure.self) { try DeviceAppLinks.parse("hello\nworld:\n") }
        #expect(throws: DeviceAppLinks.Failure.self) { try DeviceAppLinks.parse("") }
    }
}
