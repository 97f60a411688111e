/// One usable entry of the Associated Domains entitlement: a service and the host it names.
public struct AssociatedDomain: Sendable, Hashable {
    /// The entry exactly as written (`AppLinks:Example.com?mode=developer`).
    public var entry: String
    public var service: Service
    /// Lower-cased, in Punycode, without a trailing dot and without the `*.` of a wildcard.
    public var host: String
    /// True for `*.example.com`: every subdomain, at any depth.
    public var isWildcard: Bool
    /// The recognised alternate modes (`developer`, `managed`), in the order written.
    public var modes: [String]
    /// Where the file is fetched from. A wildcard's file lives on its parent, which is `host`.
    public var fetchHost: String
    /// The entry in its normal form, without modes: `applinks:*.example.com`.
    public var displayName: String

    public init(entry: String, service: Service, host: String, isWildcard: Bool, modes: [String] = []) {
        self.entry = entry
        self.service = service
        self.host = host
        self.isWildcard = isWildcard
        self.modes = modes
        self.fetchHost = host
        self.displayName = "\(service.rawValue):\(isWildcard ? "*." : "")\(host)"
    }

    /// The entry as it should be written: the display name plus any recognised modes.
    public var normalizedEntry: String {
        modes.isEmpty ? displayName : displayName + "?mode=" + modes.joined(separator: "+")
    }

    /// Whether the device skips Apple's CDN and trusts any certificate for this entry.
    public var isDeveloperMode: Bool { modes.contains("developer") }
}
