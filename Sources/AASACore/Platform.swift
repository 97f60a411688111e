/// Whose system reads a domain's file: each platform has its own well-known file, fetch rules,
/// document model and checks, and shares the engine, the JSON reader, findings and reports.
package enum Platform: String, Codable, Sendable, CaseIterable, Hashable {
    /// `/.well-known/apple-app-site-association`, read by Apple's systems and CDN.
    case apple
    /// `/.well-known/assetlinks.json` (Digital Asset Links), read by Android's domain verifier.
    case android

    /// Whose a local file is: by its name when it is a well-known one, else by its first bytes
    /// (an assetlinks.json is an array; an AASA file is an object).
    package static func ofFile(named file: String, bytes: [UInt8]) -> Platform {
        let name = file.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
        if name.hasPrefix("assetlinks") { return .android }
        if name.hasPrefix("apple-app-site-association") { return .apple }
        return AssetLinksLinter.looksLikeStatementList(bytes) ? .android : .apple
    }

    /// Where the platform fetches the file on every host.
    package var wellKnownPath: String {
        switch self {
        case .apple: "/.well-known/apple-app-site-association"
        case .android: "/.well-known/assetlinks.json"
        }
    }

    /// The most decoded bytes the platform reads of the file.
    package var bodyLimit: Int {
        switch self {
        case .apple: FetchRecord.appleBodyLimit
        case .android: AssetLinksLinter.bodyLimit
        }
    }

    /// What the platform does with a redirect, for messages (docs/rules/android-app-links.md F3 for Android).
    package var redirectRule: String {
        switch self {
        case .apple: "Apple's systems do not follow redirects"
        case .android: "Android follows no redirect (a device retries a 301 or 302 later, and fails)"
        }
    }

    /// The name a report shows beside a host.
    package var displayName: String {
        switch self {
        case .apple: "Apple"
        case .android: "Android"
        }
    }
}
