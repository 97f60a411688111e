/// Whose system reads a domain's file: each platform has its own well-known file, fetch rules,
/// document model and checks, and shares the engine, the JSON reader, findings and reports.
public enum Platform: String, Codable, Sendable, CaseIterable, Hashable {
    /// `/.well-known/apple-app-site-association`, read by Apple's systems and CDN.
    case apple
    /// `/.well-known/assetlinks.json` (Digital Asset Links), read by Android's domain verifier.
    case android

    /// The name a report shows beside a host.
    public var displayName: String {
        switch self {
        case .apple: "Apple"
        case .android: "Android"
        }
    }
}
