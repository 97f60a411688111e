/// One usable entry of the Associated Domains entitlement: a service and the host it names.
package struct AssociatedDomain: Sendable, Hashable {
    /// The entry exactly as written (`AppLinks:Example.com?mode=developer`).
    package var entry: String
    package var service: Service
    /// Lower-cased, in Punycode, without a trailing dot and without the `*.` of a wildcard.
    package var host: String
    /// True for `*.example.com`: every subdomain, at any depth.
    package var isWildcard: Bool
    /// The recognised alternate modes (`developer`, `managed`), in the order written.
    package var modes: [String]
    /// Where the file is fetched from. A wildcard's file lives on its parent, which is `host`.
    package var fetchHost: String
    /// The entry in its normal form, without modes: `applinks:*.example.com`.
    package var displayName: String
    /// The app IDs of the app whose entitlement lists the entry: what the domain's file must
    /// list for the service. Empty when no app ID is known, so membership cannot be checked.
    package var appIDs: [String]
    /// Where the entry was written (a list's line, an Xcode target); nil for the command line.
    package var source: String?

    package init(
        entry: String, service: Service, host: String, isWildcard: Bool, modes: [String] = [], appIDs: [String] = []
    ) {
        self.entry = entry
        self.service = service
        self.host = host
        self.isWildcard = isWildcard
        self.modes = modes
        self.fetchHost = host
        self.displayName = "\(service.rawValue):\(isWildcard ? "*." : "")\(host)"
        self.appIDs = appIDs
    }

    /// The entry as it should be written: the display name plus any recognised modes.
    package var normalizedEntry: String {
        modes.isEmpty ? displayName : displayName + "?mode=" + modes.joined(separator: "+")
    }

    /// Whether a URL with this (lower-cased) host falls under the entry. A wildcard is taken to
    /// cover its apex too, as current systems do (docs/rules/associated-domains.md section 1).
    package func covers(_ urlHost: String) -> Bool {
        isWildcard ? urlHost == host || urlHost.hasSuffix("." + host) : urlHost == host
    }

    /// Whether the service lists apps that a file must name: every service but authsrv, which
    /// has no section of its own in the file.
    package var needsAppID: Bool { service != .authsrv }
}
