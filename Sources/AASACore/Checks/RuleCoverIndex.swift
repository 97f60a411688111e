/// Finds the first earlier rule that covers a rule (``RuleShape/isCovered(by:)``) without
/// comparing every pair of rules: a file of 8 000 `/pN/*` rules took minutes that way.
///
/// An earlier rule covers a later one in three ways, each looked up directly: it claims
/// everything (the first such rule), it has the same shape (a dictionary), or it is a literal
/// `prefix*` that the later rule's literal path starts with (a character trie per case and
/// encoding setting, walked along the later rule's prefix). The answer is the earliest of them.
struct RuleCoverIndex {
    private struct Setting: Hashable {
        var caseSensitive: Bool
        var percentEncoded: Bool
    }

    private var firstOfShape: [RuleShape: Int] = [:]
    private var firstCatchAll: Int?
    private var prefixes: [Setting: PrefixTrie] = [:]

    /// The position of the first rule added so far that covers `shape`.
    func firstCover(of shape: RuleShape) -> Int? {
        let mine = shape.pathLiteralPrefix
        // A case-insensitive prefix covers rules of either kind, compared lower-cased; a
        // case-sensitive one only case-sensitive rules, compared as written.
        var candidates = [
            firstCatchAll, firstOfShape[shape],
            prefixes[Setting(caseSensitive: false, percentEncoded: shape.percentEncoded)]?
                .firstPrefix(of: mine.lowercased()),
        ]
        if shape.caseSensitive {
            candidates.append(
                prefixes[Setting(caseSensitive: true, percentEncoded: shape.percentEncoded)]?.firstPrefix(of: mine))
        }
        return candidates.compactMap { $0 }.min()
    }

    /// Adds the rule at `position`; positions must grow.
    mutating func add(_ shape: RuleShape, at position: Int) {
        if firstOfShape[shape] == nil { firstOfShape[shape] = position }
        if shape.claimsEverything && firstCatchAll == nil { firstCatchAll = position }
        if let prefix = shape.coveringPrefix {
            let setting = Setting(caseSensitive: shape.caseSensitive, percentEncoded: shape.percentEncoded)
            prefixes[setting, default: PrefixTrie()].insert(
                shape.caseSensitive ? prefix : prefix.lowercased(), position: position)
        }
    }

    /// Strings stored character by character; each node keeps the first position whose string
    /// ends there.
    private struct PrefixTrie {
        private var children: [[Character: Int]] = [[:]]
        private var firstEnding: [Int?] = [nil]

        mutating func insert(_ key: String, position: Int) {
            var node = 0
            for character in key {
                if let next = children[node][character] {
                    node = next
                } else {
                    children.append([:])
                    firstEnding.append(nil)
                    children[node][character] = children.count - 1
                    node = children.count - 1
                }
            }
            if firstEnding[node] == nil { firstEnding[node] = position }
        }

        /// The first position among the stored strings that `text` starts with.
        func firstPrefix(of text: String) -> Int? {
            var node = 0
            var first = firstEnding[0]
            for character in text {
                guard let next = children[node][character] else { break }
                node = next
                if let position = firstEnding[node] { first = min(first ?? position, position) }
            }
            return first
        }
    }
}
