/// Narrows a details entry's rules to those that can hold for a URL, so that a file with
/// thousands of rules matches at the speed of a small one.
///
/// A rule's path pattern must match the whole path, so a pattern that starts with literal text
/// (`/shop/` of `/shop/*`) can hold only for paths that start with it. The literals sit in a trie,
/// one per text form (decoded or not, folded or not); a URL's path walks each trie once and
/// collects the rules whose literal it starts with. Rules without a leading literal are always
/// candidates. Candidates keep file order, so the first rule that holds is the one that
/// rule-by-rule matching finds; only the work on rules that cannot hold is saved.
struct RuleIndex: Sendable {
    /// How a rule reads the URL's path (``MatchSubject/text(_:decoded:folded:)``).
    struct Form: Hashable, Sendable {
        var decoded: Bool
        var folded: Bool
    }

    /// Below this many rules trying each is as quick as the index.
    static let minimumRules = 8

    private var tries: [Form: Trie] = [:]
    /// Rules without a leading literal, in file order.
    private var everywhere: [Int32] = []

    /// `rules[i]` is rule i's path pattern (nil when it has none) and how it reads the path.
    init(_ rules: [(path: CompiledPattern?, form: Form)]) {
        for (index, rule) in rules.enumerated() {
            guard let path = rule.path, !path.matchesEverything, path.topLevelCount > 0,
                case .literal(let start, let count) = path.operations[0], count > 0
            else {
                everywhere.append(Int32(index))
                continue
            }
            tries[rule.form, default: Trie()].insert(path.scalars[start..<start + count], rule: Int32(index))
        }
    }

    /// The rules that can hold for `subject`'s path, in file order.
    func candidates(_ subject: inout MatchSubject) -> [Int32] {
        var found = everywhere
        for (form, trie) in tries {
            trie.rules(along: subject.text(.path, decoded: form.decoded, folded: form.folded), into: &found)
        }
        if found.count > everywhere.count { found.sort() }
        return found
    }
}

/// Literal prefixes, scalar by scalar; each node lists the rules whose literal ends there.
private struct Trie: Sendable {
    private var children: [[UInt32: Int32]] = [[:]]
    private var rules: [[Int32]] = [[]]

    mutating func insert(_ key: ArraySlice<UInt32>, rule: Int32) {
        var node = 0
        for scalar in key {
            if let next = children[node][scalar] {
                node = Int(next)
            } else {
                children.append([:])
                rules.append([])
                children[node][scalar] = Int32(children.count - 1)
                node = children.count - 1
            }
        }
        rules[node].append(rule)
    }

    /// Appends the rules of every node along `text` (the rules whose literal `text` starts with).
    func rules(along text: [UInt32], into found: inout [Int32]) {
        var node = 0
        for scalar in text {
            guard let next = children[node][scalar] else { return }
            node = Int(next)
            found += rules[node]
        }
    }
}
