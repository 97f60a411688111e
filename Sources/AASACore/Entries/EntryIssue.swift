/// Something wrong with how one entitlement entry is written, and the finding that reports it.
///
/// Issues are collected while an entry is taken apart; they become findings at the end, once
/// the corrected entry is known and can be named in the hints.
enum EntryIssue: Sendable, Hashable {
    case surroundingWhitespace
    case unknownService(String, closest: Service?, rest: String)
    case missingService
    case serviceCase(String)
    case scheme(String)
    case userinfo(String)
    case path(String)
    case trailingSlash
    case fragment(String)
    case queryItem(String)
    case port(String, Service)
    case modes([String])
    case unknownModes([String])
    case trailingDot
    case hostCase(String)
    case unicodeHost(String, ascii: String)
    case ipAddress(String)
    case singleLabel(String)
    case emptyLabel
    case longLabel(String)
    case longName(Int)
    case hyphenAtEdge(String)
    case underscore(String)
    case wildcardAppClips
    case placeholder

    /// `$(APP_DOMAIN)`, `${HOST}`: the settings an entry refers to, comma-separated. With no
    /// layers, every reference the build-settings resolver finds is an unresolved one.
    static func buildSettingNames(in entry: String) -> String {
        BuildSettings(layers: []).expand(entry).unresolved.map { PrintableText.escaped($0, limit: 60) }
            .joined(separator: ", ")
    }

    /// The finding for `entry`; `corrected` is the entry as it should be written.
    func finding(entry: String, corrected: String) -> Finding {
        let (kind, message, hint) = describe(corrected: corrected)
        return kind(message, hint: hint, entry: entry)
    }

    private func describe(corrected: String) -> (FindingKind, String, String) {
        let write = "write the entry as \(corrected)"
        switch self {
        case .placeholder:
            let names = Self.buildSettingNames(in: corrected)
            let what = names.isEmpty ? "an unexpanded build setting" : "the unexpanded build setting " + names
            return (
                .entitlementPlaceholder, "The entry holds \(what), so there is no host to check.",
                "pass the expanded entry, the entitlements of the built app (codesign -d --entitlements), or "
                    + "--xcodeproj with a configuration that defines \(names.isEmpty ? "the setting" : names)"
            )
        case .surroundingWhitespace:
            return (.entitlementSyntax, "The entry has spaces before or after it.", write)
        case .unknownService(let name, let closest, let rest):
            let guess = closest.map { "did you mean \($0.rawValue)? Write the entry as \($0.rawValue):\(rest)" }
            return (
                .entitlementSyntax,
                "\"\(name)\" is not an associated-domains service, so the system ignores the entry.",
                guess ?? "use one of applinks, webcredentials, appclips, activitycontinuation or authsrv"
            )
        case .missingService:
            return (.entitlementSyntax, "The entry has no service, so the system ignores it.", write)
        case .serviceCase(let name):
            return (
                .entitlementCase, "The service \"\(name)\" has upper-case letters; it is compared lower-cased.", write
            )
        case .scheme(let scheme):
            return (
                .entitlementSyntax, "The entry has a URL scheme \"\(scheme)://\"; entries name a host only.", write
            )
        case .userinfo(let userinfo):
            return (.entitlementSyntax, "The entry has user information \"\(userinfo)@\" before the host.", write)
        case .path(let path):
            return (.entitlementSyntax, "The entry has a path \"\(path)\"; entries name a host only.", write)
        case .trailingSlash:
            return (.entitlementSyntax, "The entry ends with a slash; entries name a host only.", write)
        case .fragment(let fragment):
            return (.entitlementSyntax, "The entry has a fragment \"#\(fragment)\"; entries name a host only.", write)
        case .queryItem(let item):
            return (
                .entitlementSyntax, "The query item \"\(item)\" is not ?mode=; only a mode may follow the host.", write
            )
        case .port(let port, let service):
            return describePort(port, service: service, write: write)
        case .modes(let modes):
            return (
                .entitlementMode,
                "The entry asks for the alternate mode \(modes.joined(separator: "+")), which is for development "
                    + "or managed (MDM) devices only.",
                "remove ?mode=\(modes.joined(separator: "+")) before submitting to the App Store"
            )
        case .unknownModes(let tokens):
            let list = tokens.map { "\"\($0)\"" }.joined(separator: ", ")
            return (
                .entitlementMode, "The mode \(list) is not developer or managed; the system ignores it.",
                write + " (modes are developer, managed or developer+managed)"
            )
        default:
            return describeHost(write: write)
        }
    }

    private func describePort(_ port: String, service: Service, write: String) -> (FindingKind, String, String) {
        if service == .applinks || service == .appclips {
            return (
                .entitlementSyntax, "The entry has a port \":\(port)\", which \(service.rawValue) does not support.",
                write
            )
        }
        return (
            .entitlementPort,
            "The entry has a port \":\(port)\"; the format has no port and aasa checks the file on port 443.",
            write + " unless the port is known to work for \(service.rawValue)"
        )
    }

    private func describeHost(write: String) -> (FindingKind, String, String) {
        switch self {
        case .trailingDot:
            return (.entitlementTrailingDot, "The host ends with a dot.", write)
        case .hostCase(let host):
            return (
                .entitlementCase, "The host \"\(host)\" has upper-case letters; it is compared lower-cased.", write
            )
        case .unicodeHost(let host, let ascii):
            return (
                .entitlementIDN, "The host \"\(host)\" is not in Punycode; its ASCII form is \(ascii).", write
            )
        case .ipAddress(let host):
            return (
                .entitlementHost, "The host \(host) is an IP address, which the system refuses outside developer mode.",
                "use a domain name with a publicly trusted certificate"
            )
        case .singleLabel(let host):
            return (
                .entitlementHost, "The host \"\(host)\" is a single label, which Apple's CDN cannot reach.",
                "use a fully qualified domain name such as \(host).example.com"
            )
        case .emptyLabel:
            return (.entitlementHost, "The host has an empty label (two dots in a row, or a leading dot).", write)
        case .longLabel(let label):
            return (.entitlementHost, "The label \"\(label)\" is longer than 63 characters.", "shorten the label")
        case .longName(let length):
            return (.entitlementHost, "The host is \(length) characters long, more than 253.", "shorten the host name")
        case .hyphenAtEdge(let label):
            return (.entitlementHost, "The label \"\(label)\" starts or ends with a hyphen.", "remove the hyphen")
        case .underscore(let host):
            return (
                .entitlementUnderscore, "The host \"\(host)\" has an underscore, which certificates cannot cover.",
                "use a host name without underscores"
            )
        case .wildcardAppClips:
            return (
                .entitlementWildcardAppClips, "App Clips do not support *. wildcards.",
                "list each App Clip host exactly, without *."
            )
        default:
            return (.entitlementSyntax, "The entry is not service:host.", write)
        }
    }
}
