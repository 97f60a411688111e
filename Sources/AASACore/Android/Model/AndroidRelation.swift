/// A relation an assetlinks.json statement grants (`kind/detail`), as Android's verifier reads it
/// (docs/rules/android-app-links.md section 2, D3; AOSP `Relation.java`).
package enum AndroidRelation: String, Sendable, CaseIterable, Hashable {
    /// App Links: the only relation Android's link verifier checks.
    case handleAllURLs = "delegate_permission/common.handle_all_urls"
    /// Credential sharing and passkeys.
    case getLoginCredentials = "delegate_permission/common.get_login_creds"

    /// The entry service that asks for this relation: `android:` or `android-credentials:`.
    package var entryService: String {
        switch self {
        case .handleAllURLs: "android"
        case .getLoginCredentials: "android-credentials"
        }
    }

    /// The relation an entry service names, matched case-insensitively.
    package init?(entryService: some StringProtocol) {
        guard let relation = Self.allCases.first(where: { $0.entryService == entryService.lowercased() }) else {
            return nil
        }
        self = relation
    }

    /// Why `relation` is not `kind/detail` with both parts in `[a-z0-9_.]+`, or nil when it is.
    /// AOSP throws on such a relation, which fails the whole file on a device.
    package static func syntaxProblem(_ relation: String) -> String? {
        let parts = relation.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return "is not written kind/detail" }
        for part in parts {
            guard !part.isEmpty else { return "has an empty part" }
            if let bad = part.unicodeScalars.first(where: { !isRelationScalar($0) }) {
                let upper = ("A"..."Z").contains(bad)
                return upper ? "has upper-case letters (relations are lower case)" : "has the character '\(bad)'"
            }
        }
        return nil
    }

    /// The defined relation a well-formed but unknown one was most likely meant to be
    /// (`delegate_permission/common.handle_all_links`).
    package static func closest(to relation: String) -> AndroidRelation? {
        let written = relation.lowercased()
        guard written.utf8.count <= 128 else { return nil }
        let scored = allCases.map { ($0, editDistance(written, $0.rawValue)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 8 else { return nil }
        return best.0
    }

    private static func isRelationScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "0"..."9", "_", ".": true
        default: false
        }
    }
}
