/// Reads a `.mobileprovision`: a CMS SignedData structure (DER) whose content is an XML
/// property list. The signature is not checked: aasa only needs what the profile grants.
///
/// A profile's `Entitlements` grant capabilities rather than list an app's values: the
/// associated-domains entitlement is normally the string `*`, meaning any domain the app's own
/// entitlements name.
enum ProvisioningProfile {
    static let teamIdentifierKey = "com.apple.developer.team-identifier"

    /// A DER SEQUENCE with an indefinite or a one- to four-byte length, as profiles start.
    static func looksLikeDER(_ head: [UInt8]) -> Bool {
        head.count >= 2 && head[0] == 0x30 && (0x80...0x84).contains(head[1])
    }

    static func read(_ bytes: [UInt8], name: String) throws(AppFileError) -> SignedEntitlements {
        guard bytes.prefix(32).firstRange(of: DERElement.signedDataOID) != nil else {
            throw AppFileError(.unrecognizedFormat, "\(name): DER data that is not a CMS signed message")
        }
        if let problem = envelopeProblem(bytes) {
            throw AppFileError(.truncated, "\(name): \(problem); the profile is cut short or damaged")
        }
        guard let start = bytes.firstRange(of: Array("<?xml".utf8))?.lowerBound,
            let end = bytes[start...].firstRange(of: Array("</plist>".utf8))?.upperBound
        else {
            throw AppFileError(.malformed, "\(name): the profile holds no XML property list")
        }
        let profile = try PropertyListDictionary.read(Array(bytes[start..<end]), name: name)
        return try read(decoded: profile, name: name, container: .provisioningProfile)
    }

    /// Whether the outer element is whole, walked as BER (profiles use indefinite lengths): every
    /// definite length must fit and every indefinite one must reach its end-of-contents octets.
    /// A profile cut after its property list (certificates and signature gone) is not whole.
    static func envelopeProblem(_ bytes: [UInt8]) -> String? {
        guard let end = elementEnd(bytes, at: 0, depth: 0) else { return "its DER envelope ends too early" }
        return end <= bytes.count ? nil : "its DER envelope ends too early"
    }

    /// The offset just past the BER element at `offset`, or nil when it does not fit. Nesting
    /// deeper than 32 is refused: a CMS profile is a few levels deep.
    private static func elementEnd(_ bytes: [UInt8], at offset: Int, depth: Int) -> Int? {
        guard depth < 32, offset + 2 <= bytes.count, bytes[offset] & 0x1F != 0x1F else { return nil }
        let constructed = bytes[offset] & 0x20 != 0
        let first = Int(bytes[offset + 1])
        var cursor = offset + 2
        if first == 0x80 {
            guard constructed else { return nil }
            // Children until the end-of-contents octets 00 00.
            while cursor + 2 <= bytes.count {
                if bytes[cursor] == 0, bytes[cursor + 1] == 0 { return cursor + 2 }
                guard let next = elementEnd(bytes, at: cursor, depth: depth + 1) else { return nil }
                cursor = next
            }
            return nil
        }
        var length = first
        if first & 0x80 != 0 {
            let count = first & 0x7F
            guard (1...4).contains(count), cursor + count <= bytes.count else { return nil }
            length = bytes[cursor..<(cursor + count)].reduce(0) { $0 << 8 | Int($1) }
            cursor += count
        }
        return cursor + length <= bytes.count ? cursor + length : nil
    }

    /// The profile's own property list, as the DER envelope holds it or as `security cms -D`
    /// writes it.
    static func read(decoded profile: [String: Any], name: String, container: SignedEntitlements.Container)
        throws(AppFileError) -> SignedEntitlements
    {
        guard let value = profile["Entitlements"] else {
            throw AppFileError(.noEntitlements, "\(name): the profile has no Entitlements dictionary")
        }
        guard let entitlements = value as? [String: Any] else {
            throw AppFileError(
                .wrongType, "\(name): Entitlements is \(PropertyListValue.describe(value)), not a dictionary")
        }
        return try signedEntitlements(entitlements, name: name, container: container)
    }

    private static func signedEntitlements(
        _ entitlements: [String: Any], name: String, container: SignedEntitlements.Container
    ) throws(AppFileError) -> SignedEntitlements {
        var result = SignedEntitlements(entitlements: EntitlementsFile(), container: container)
        let appID = try EntitlementsFile.applicationIdentifier(in: entitlements, name: name)
        if let appID, appID.hasSuffix("*") {
            throw AppFileError(
                .wildcardAppID,
                "\(name): the profile is for the wildcard app ID '\(PrintableText.escaped(appID))', which names no "
                    + "single app (and cannot have associated domains); pass the app's profile or --app-id")
        }
        result.entitlements.applicationIdentifier = appID
        result.teamIdentifier = try string(entitlements, teamIdentifierKey, name: name)
        switch entitlements[EntitlementsFile.associatedDomainsKey] {
        case nil:
            break
        case let text as String where text == "*":
            result.entitlements.declaresAssociatedDomains = true
            result.grantsAnyAssociatedDomain = true
        case let list as [Any] where list.allSatisfy { $0 is String }:
            let entries = list.compactMap { $0 as? String }
            result.grantsAnyAssociatedDomain = entries.contains("*")
            result.entitlements.associatedDomains = entries.filter { $0 != "*" }
            result.entitlements.declaresAssociatedDomains = true
        case let other?:
            throw AppFileError(
                .wrongType,
                "\(name): \(EntitlementsFile.associatedDomainsKey) is \(PropertyListValue.describe(other)), "
                    + "not '*' or an array of strings")
        }
        return result
    }

    private static func string(_ dictionary: [String: Any], _ key: String, name: String)
        throws(AppFileError) -> String?
    {
        guard let value = dictionary[key] else { return nil }
        guard let text = value as? String else {
            throw AppFileError(
                .wrongType, "\(name): \(key) is \(PropertyListValue.describe(value)), not a string")
        }
        return text
    }
}
