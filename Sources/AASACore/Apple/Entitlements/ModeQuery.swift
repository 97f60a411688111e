/// The `?mode=developer+managed` part of an entry.
struct ModeQuery: Sendable, Hashable {
    static let knownModes: Set<Substring> = ["developer", "managed"]

    /// The recognised modes, in the order written, each once.
    var modes: [String] = []
    var issues: [EntryIssue] = []

    init(_ query: Substring) {
        var unknown: [String] = []
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            guard item.hasPrefix("mode=") else {
                issues.append(.queryItem(PrintableText.escaped(item, limit: 60)))
                continue
            }
            for token in item.dropFirst("mode=".count).split(separator: "+", omittingEmptySubsequences: false) {
                if Self.knownModes.contains(token) {
                    if !modes.contains(String(token)) { modes.append(String(token)) }
                } else {
                    unknown.append(PrintableText.escaped(token, limit: 60))
                }
            }
        }
        if !modes.isEmpty { issues.append(.modes(modes)) }
        if !unknown.isEmpty { issues.append(.unknownModes(unknown)) }
    }
}
