/// The keys Apple defines at each level of an AASA file, and "did you mean" for the others.
enum SchemaKey {
    static let services = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    static let appLinks = ["apps", "details", "defaults", "substitutionVariables"]
    static let detail = ["appIDs", "appID", "components", "paths", "defaults"]
    /// An entry of the obsolete details dictionary: its key is the app ID.
    static let dictionaryDetail = ["components", "paths", "defaults"]
    static let component = ComponentKey.allCases.map(\.rawValue)
    static let appList = ["apps"]

    /// Words people write for the single-character component keys.
    private static let aliases = ["path": "/", "query": "?", "fragment": "#", "hash": "#"]

    /// The key a misspelled one most likely meant: same letters in another case first (keys are
    /// case-sensitive, so `Applinks` silently does nothing), else the nearest by edit distance.
    static func suggestion(for key: String, among candidates: [String]) -> String? {
        let lowered = key.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        if let alias = aliases[lowered], candidates.contains(alias) { return alias }
        let limit = lowered.count <= 4 ? 1 : lowered.count <= 10 ? 2 : 3
        // Lengths further apart than the limit cannot be within it: skip them without computing.
        let scored = candidates.filter { $0.count > 1 && abs($0.count - lowered.count) <= limit }
            .map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

}

/// The keys of a component (or of a `defaults` object), in the order the schema lists them.
enum ComponentKey: String, CaseIterable {
    case path = "/"
    case query = "?"
    case fragment = "#"
    case exclude
    case caseSensitive
    case percentEncoded
    case comment
}
