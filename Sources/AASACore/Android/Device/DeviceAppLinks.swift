/// What a phone says of its apps' App Links: the output of `adb shell pm get-app-links [--user N]
/// [PACKAGE]` (AOSP `DomainVerificationShell`, printed by `DomainVerificationDebug`; docs/rules/android-app-links.md A4, A14):
///
///       com.example.shop:
///         ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
///         Signatures: [14:6D:E9:...:44:E5]
///         Domain verification state:
///           shop.example.com: verified
///           www.example.com: 1024
///
/// Lines it does not know (`User 0:`, the user's selection state, blank lines) are skipped, so
/// `--user` output and several packages read alike. Pure; bounded by the caller's file size.
package struct DeviceAppLinks: Sendable, Hashable {
    /// One package as the phone lists it.
    package struct Package: Sendable, Hashable {
        package var name: String
        /// SHA-256 fingerprints of the installed signing certificates, as printed.
        package var signatures: [String] = []
        /// Each host the phone verifies for the package, in the phone's order, with its state.
        package var hosts: [Host] = []
    }

    /// One line of a package's `Domain verification state:` block.
    package struct Host: Sendable, Hashable {
        package var host: String
        package var state: State
    }

    /// A host's domain verification state (`DomainVerificationState`, docs/rules/android-app-links.md A14).
    package enum State: Sendable, Hashable, CustomStringConvertible {
        case none, verified, approved, denied, migrated, restored, legacyFailure, systemConfigured, preVerified
        /// 1024 and up: a code only the phone's verifier defines (A5; Play services says 1024 for any failure, A12).
        case verifierDefined(Int)
        /// Anything else the phone printed, kept as written.
        case unknown(String)

        init(_ text: String) {
            switch text {
            case "none", "0": self = .none
            case "verified", "1": self = .verified
            case "approved", "2": self = .approved
            case "denied", "3": self = .denied
            case "migrated", "4": self = .migrated
            case "restored", "5": self = .restored
            case "legacy_failure", "6": self = .legacyFailure
            case "system_configured", "7": self = .systemConfigured
            case "pre_verified", "8": self = .preVerified
            default:
                if let code = Int(text), code >= 1024 { self = .verifierDefined(code) } else { self = .unknown(text) }
            }
        }

        /// The states in which the phone opens the host's links in the app (A14: 1, 2, 4, 5, 7, 8).
        package var opensLinks: Bool {
            switch self {
            case .verified, .approved, .migrated, .restored, .systemConfigured, .preVerified: true
            default: false
            }
        }

        /// A verifier's failure: `legacy_failure` or a code of 1024 and up.
        package var isFailure: Bool {
            switch self {
            case .legacyFailure, .verifierDefined: true
            default: false
            }
        }

        package var description: String {
            switch self {
            case .none: "none"
            case .verified: "verified"
            case .approved: "approved"
            case .denied: "denied"
            case .migrated: "migrated"
            case .restored: "restored"
            case .legacyFailure: "legacy_failure"
            case .systemConfigured: "system_configured"
            case .preVerified: "pre_verified"
            case .verifierDefined(let code): String(code)
            case .unknown(let text): text
            }
        }
    }

    package var packages: [Package]

    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    /// Reads the command's text; a file that holds no package with a host is refused.
    package static func parse(_ text: String) throws(Failure) -> DeviceAppLinks {
        var packages: [Package] = []
        var inStates = false
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            let line = PrintableText.visible(String(raw).trimmingWhitespaceAndNewlinesString)
            if line.hasSuffix(":"), !line.contains(" "), indent <= 2,
                PackageName.syntaxProblem(String(line.dropLast())) == nil
            {
                // `com.example.shop:` opens a package.
                packages.append(Package(name: String(line.dropLast())))
                inStates = false
                continue
            }
            guard !packages.isEmpty else { continue }
            if line.hasPrefix("Signatures:") {
                let list = line.dropFirst("Signatures:".count).trimmingWhitespaceAndNewlines
                let inner = list.hasPrefix("[") && list.hasSuffix("]") ? list.dropFirst().dropLast() : list
                packages[packages.count - 1].signatures = inner.split(separator: ",").map {
                    String($0.trimmingWhitespaceAndNewlines)
                }.filter { !$0.isEmpty }
                inStates = false
            } else if line == "Domain verification state:" {
                inStates = true
            } else if inStates, let colon = line.lastIndex(of: ":"), !line[..<colon].contains(" ") {
                let host = String(line[..<colon]).lowercased()
                let state = String(line[line.index(after: colon)...].trimmingWhitespaceAndNewlines)
                packages[packages.count - 1].hosts.append(Host(host: host, state: State(state)))
            } else if line.hasSuffix(":") {
                // `User 0:`, `Selection state:`, `Enabled:`: another block.
                inStates = false
            }
        }
        packages.removeAll { $0.hosts.isEmpty }
        guard !packages.isEmpty else {
            throw Failure(
                message: "it lists no package with a domain verification state (expected the output of "
                    + "adb shell pm get-app-links [PACKAGE])")
        }
        return DeviceAppLinks(packages: packages)
    }
}

extension String {
    fileprivate var trimmingWhitespaceAndNewlinesString: String {
        String(Substring(self).trimmingWhitespaceAndNewlines)
    }
}
