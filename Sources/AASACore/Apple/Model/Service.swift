/// A service of the Associated Domains entitlement and a top-level key of the AASA file.
package enum Service: String, Codable, Sendable, CaseIterable, Hashable {
    /// Universal links.
    case applinks
    /// Password autofill and passkeys.
    case webcredentials
    case appclips
    /// Handoff.
    case activitycontinuation
    /// Single sign-on extensions: an entitlement service with no AASA section of its own.
    case authsrv
}
