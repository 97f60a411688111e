/// For each rule of one details entry, the earliest earlier rule that covers it, by the relation
/// of ``RuleShape/isCovered(by:)``, without comparing every pair: a file of thousands of rules
/// must lint in milliseconds, not seconds.
///
/// An earlier rule covers a later one when it claims everything, is identical, or is a literal
/// path prefix followed by `*` that starts the later rule's literal prefix. The first two are a
/// running minimum and a dictionary; the third is a walk along the later rule's literal prefix in
/// a trie of the earlier prefixes, one trie per `percentEncoded` and `caseSensitive` pair.
enum RuleCoverIndex {
    /// What each rule contributes besides its shape: its literal prefix, and whether it can
    /// cover by prefix.
    private struct Prepared {
        var literalPrefix: Substring
        var coversByPrefix: Bool
    }

    static func earliestCovers(_ shapes: [RuleShape]) -> [Int?] {
        // A few rules, the common case: comparing every pair is cheaper than building tries.
        if shapes.count <= 8 {
            return shapes.indices.map { index in shapes[..<index].firstIndex { shapes[index].isCovered(by: $0) } }
        }
        let prepared = shapes.map(prepare)
        // Pure ASCII without CR compares byte for byte exactly as String compares Characters
        // (CR LF is the only ASCII character made of two scalars); anything else keeps Characters.
        let bytewise = prepared.allSatisfy {
            $0.literalPrefix.withUTF8Bytes { $0.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        }
        if bytewise {
            return earliestCovers(
                shapes, prepared, ASCIIPrefixTrie.self,
                keys: { text, keys in text.withUTF8Bytes { keys.append(contentsOf: $0) } },
                folded: { text, keys in
                    text.withUTF8Bytes { for byte in $0 { keys.append(ASCIIByte.lowercased(byte)) } }
                })
        }
        return earliestCovers(
            shapes, prepared, HashedPrefixTrie<Character>.self, keys: { text, keys in keys.append(contentsOf: text) },
            folded: { text, keys in keys.append(contentsOf: text.lowercased()) })
    }

    /// `keys` and `folded` append a literal prefix's keys, as written or lower-cased, to an
    /// emptied scratch array: one pair of arrays serves every rule.
    private static func earliestCovers<Trie: PrefixTrie>(
        _ shapes: [RuleShape], _ rules: [Prepared], _: Trie.Type, keys: (Substring, inout [Trie.Key]) -> Void,
        folded: (Substring, inout [Trie.Key]) -> Void
    ) -> [Int?] {
        var covers: [Int?] = []
        covers.reserveCapacity(rules.count)
        var firstCatchAll = Int.max
        var firstOfShape: [RuleShape: Int] = [:]
        firstOfShape.reserveCapacity(rules.count)
        // Slot 2 * percentEncoded + the earlier rule's caseSensitive.
        var tries = (0..<4).map { _ in Trie() }
        var exact: [Trie.Key] = []
        var lower: [Trie.Key] = []
        for (index, rule) in rules.enumerated() {
            // One hash of the shape per rule: the lookup records the rule when it is the first.
            var firstSame = index
            read(&firstOfShape[shapes[index], default: index], into: &firstSame)
            var best = min(firstCatchAll, firstSame < index ? firstSame : Int.max)
            let (encoding, caseSensitive) = (shapes[index].percentEncoded ? 1 : 0, shapes[index].caseSensitive)
            // Each text is made once per rule, for the lookups and the insert alike.
            exact.removeAll(keepingCapacity: true)
            lower.removeAll(keepingCapacity: true)
            if caseSensitive { keys(rule.literalPrefix, &exact) }
            folded(rule.literalPrefix, &lower)
            // A case-sensitive earlier rule covers only case-sensitive rules, comparing exactly; a
            // case-insensitive one covers both, comparing lower-cased text.
            if caseSensitive, let cover = tries[encoding * 2 + 1].earliestPrefix(of: exact) {
                best = min(best, cover)
            }
            if let cover = tries[encoding * 2].earliestPrefix(of: lower) {
                best = min(best, cover)
            }
            covers.append(best == Int.max ? nil : best)

            if shapes[index].claimsEverything { firstCatchAll = min(firstCatchAll, index) }
            if rule.coversByPrefix {
                tries[encoding * 2 + (caseSensitive ? 1 : 0)].insert(caseSensitive ? exact : lower, rule: index)
            }
        }
        return covers
    }

    private static func read(_ stored: inout Int, into value: inout Int) {
        value = stored
    }

    private static func prepare(_ shape: RuleShape) -> Prepared {
        let literalPrefix = RuleShape.literalPrefix(of: shape.pathPattern ?? "")
        var coversByPrefix = false
        if shape.query == nil, shape.fragment == nil, let path = shape.pathPattern {
            // The literal prefix stops at the first `*`, `?` or `$`: here it must be the final
            // `*`, which is always a character of its own (nothing combines with what follows).
            coversByPrefix = path.utf8.last == 0x2A && literalPrefix.utf8.count == path.utf8.count - 1
        }
        return Prepared(literalPrefix: literalPrefix, coversByPrefix: coversByPrefix)
    }
}
