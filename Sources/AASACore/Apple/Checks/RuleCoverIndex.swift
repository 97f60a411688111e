/// For each rule of one details entry, the earliest earlier rule that covers it, by the relation
/// of ``RuleShape/isCovered(by:)``, without comparing every pair: a file of thousands of rules
/// must lint in milliseconds, not seconds.
///
/// An earlier rule covers a later one when it claims everything, is identical, or is a literal
/// path prefix followed by `*` that starts the later rule's literal prefix. The first two are a
/// running minimum and a table of shapes (``FirstOfShape``); the third is a walk along the later
/// rule's literal prefix in a trie of the earlier prefixes, one trie per `percentEncoded` and
/// `caseSensitive` pair.
enum RuleCoverIndex {
    /// What each rule contributes besides its shape: its path pattern and the UTF-8 length of
    /// its literal prefix, and whether it can cover by prefix.
    private struct Prepared {
        var pattern: String
        var prefixLength: Int
        var coversByPrefix: Bool

        init(_ shape: RuleShape, prefixLength: Int) {
            pattern = shape.pathPattern ?? ""
            self.prefixLength = prefixLength
            // No path (`pattern` is then empty) is not a prefix pattern.
            coversByPrefix =
                shape.query == nil && shape.fragment == nil
                && RuleShape.isPrefixPattern(pattern, literalPrefixLength: prefixLength)
        }

        var literalPrefix: Substring { Substring(pattern.utf8.prefix(prefixLength)) }

        var prefixBytes: Substring.UTF8View { pattern.utf8.prefix(prefixLength) }
    }

    static func earliestCovers(_ shapes: [RuleShape]) -> [Int?] {
        // A few rules, the common case: comparing every pair is cheaper than building tries.
        if shapes.count <= 8 {
            return shapes.indices.map { index in shapes[..<index].firstIndex { shapes[index].isCovered(by: $0) } }
        }
        var prepared: [Prepared] = []
        prepared.reserveCapacity(shapes.count)
        // By index: a `for in` copies each shape, retaining its strings.
        for index in shapes.indices {
            guard let length = RuleShape.bytewiseLiteralPrefixLength(of: shapes[index].pathPattern ?? "") else {
                break
            }
            prepared.append(Prepared(shapes[index], prefixLength: length))
        }
        // Every literal prefix is one byte a Character: bytes compare exactly as Characters do.
        // The byte trie is the fast path of nearly every real file: with the Character trie
        // alone a lint of the realistic 128 KB file costs half as much again (docs/benchmarks.md);
        // RuleCoverIndexTests hold both to the rule-by-rule answer.
        if prepared.count == shapes.count {
            return earliestCovers(
                shapes, prepared, ASCIIPrefixTrie.self,
                keys: { rule, keys in keys.append(contentsOf: rule.prefixBytes) },
                folded: { rule, keys in for byte in rule.prefixBytes { keys.append(ASCIIByte.lowercased(byte)) } })
        }
        prepared = shapes.map {
            Prepared($0, prefixLength: RuleShape.literalPrefix(of: $0.pathPattern ?? "").utf8.count)
        }
        return earliestCovers(
            shapes, prepared, HashedPrefixTrie<Character>.self,
            keys: { rule, keys in keys.append(contentsOf: rule.literalPrefix) },
            folded: { rule, keys in keys.append(contentsOf: rule.literalPrefix.lowercased()) })
    }

    /// `keys` and `folded` append a rule's literal prefix's keys, as written or lower-cased, to
    /// an emptied scratch array: one pair of arrays serves every rule.
    private static func earliestCovers<Trie: PrefixTrie>(
        _ shapes: [RuleShape], _ rules: [Prepared], _: Trie.Type, keys: (Prepared, inout [Trie.Key]) -> Void,
        folded: (Prepared, inout [Trie.Key]) -> Void
    ) -> [Int?] {
        var covers: [Int?] = []
        covers.reserveCapacity(rules.count)
        var firstCatchAll = Int.max
        var firstOfShape = FirstOfShape(shapes)
        // Slot 2 * percentEncoded + the earlier rule's caseSensitive.
        var tries = (0..<4).map { _ in Trie() }
        var exact: [Trie.Key] = []
        var lower: [Trie.Key] = []
        for (index, rule) in rules.enumerated() {
            let firstSame = firstOfShape.first(index)
            var best = min(firstCatchAll, firstSame < index ? firstSame : Int.max)
            let (encoding, caseSensitive) = (shapes[index].percentEncoded ? 1 : 0, shapes[index].caseSensitive)
            // A case-sensitive earlier rule covers only case-sensitive rules, comparing exactly; a
            // case-insensitive one covers both, comparing lower-cased text. Each text is made once
            // per rule, for the lookups and the insert alike, and only when a trie will read it.
            let (sensitive, insensitive) = (encoding * 2 + 1, encoding * 2)
            if caseSensitive, rule.coversByPrefix || !tries[sensitive].isEmpty {
                exact.removeAll(keepingCapacity: true)
                keys(rule, &exact)
                if let cover = tries[sensitive].earliestPrefix(of: exact) { best = min(best, cover) }
            }
            if (!caseSensitive && rule.coversByPrefix) || !tries[insensitive].isEmpty {
                lower.removeAll(keepingCapacity: true)
                folded(rule, &lower)
                if let cover = tries[insensitive].earliestPrefix(of: lower) { best = min(best, cover) }
            }
            covers.append(best == Int.max ? nil : best)

            if shapes[index].claimsEverything { firstCatchAll = min(firstCatchAll, index) }
            if rule.coversByPrefix {
                tries[caseSensitive ? sensitive : insensitive].insert(caseSensitive ? exact : lower, rule: index)
            }
        }
        return covers
    }
}
