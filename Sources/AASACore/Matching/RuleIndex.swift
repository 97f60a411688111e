/// Narrows a details entry's rules to those that can hold for a URL, so that a file with
/// thousands of rules matches at the speed of a small one.
///
/// A rule's path pattern must match the whole path, so a pattern that starts with literal text
/// (`/shop/` of `/shop/*`) can hold only for paths that start with it. The literals sit in a trie,
/// one per text form (decoded or not, folded or not); a URL's path walks each trie once and
/// collects the rules whose literal it starts with. A `$(lang)` or `$(region)` followed by `/`
/// is a segment of the key (`/` SEGMENT `/articles/`): its codes never hold `/`, so it stands
/// for the text up to the next `/`, and the walk takes that branch too. Rules without a leading
/// literal are always candidates. Candidates keep file order, so the first rule that holds is the
/// one that rule-by-rule matching finds; only the work on rules that cannot hold is saved.
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
            guard let path = rule.path, !path.matchesEverything, let key = Self.key(path) else {
                everywhere.append(Int32(index))
                continue
            }
            tries[rule.form, default: Trie()].insert(key, rule: Int32(index))
        }
    }

    /// What every path the pattern matches starts with: its leading literal, and after a code
    /// variable that a literal starting with `/` follows, a segment and that literal. Nil when
    /// the pattern does not start with literal text.
    static func key(_ path: CompiledPattern) -> [UInt32]? {
        var key: [UInt32] = []
        var index = 0
        while index < path.topLevelCount {
            switch path.operations[index] {
            case .literal(let start, let count):
                key += path.scalars[start..<start + count]
            case .codes where !key.isEmpty && index + 1 < path.topLevelCount:
                guard case .literal(let start, let count) = path.operations[index + 1], count > 0,
                    path.scalars[start] == Trie.slash
                else { return key }
                key.append(Trie.segment)
            default:
                return key.isEmpty ? nil : key
            }
            index += 1
        }
        return key.isEmpty ? nil : key
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

/// Literal prefixes, scalar by scalar; each node lists the rules whose key ends there. A segment
/// edge stands for one or more scalars up to the next `/`.
private struct Trie: Sendable {
    static let slash = UInt32(UInt8(ascii: "/"))
    /// Not a Unicode scalar value, so never a path's.
    static let segment = UInt32.max

    private var children: [[UInt32: Int32]] = [[:]]
    private var segmentChild: [Int32] = [-1]
    private var rules: [[Int32]] = [[]]

    mutating func insert(_ key: [UInt32], rule: Int32) {
        var node = 0
        for scalar in key {
            let existing = scalar == Self.segment ? segmentChild[node] : children[node][scalar] ?? -1
            if existing >= 0 {
                node = Int(existing)
                continue
            }
            children.append([:])
            segmentChild.append(-1)
            rules.append([])
            let next = Int32(children.count - 1)
            if scalar == Self.segment { segmentChild[node] = next } else { children[node][scalar] = next }
            node = Int(next)
        }
        rules[node].append(rule)
    }

    /// Appends the rules of every node along `text` (the rules whose key `text` starts with).
    /// Each node is reached at most once: a segment edge and a literal edge are different keys.
    func rules(along text: [UInt32], into found: inout [Int32]) {
        walk(from: 0, at: 0, text, into: &found)
    }

    private func walk(from start: Int, at position: Int, _ text: [UInt32], into found: inout [Int32]) {
        var node = start
        var position = position
        while true {
            if segmentChild[node] >= 0 {
                var end = position
                while end < text.count, text[end] != Self.slash { end += 1 }
                if end > position {
                    let next = Int(segmentChild[node])
                    found += rules[next]
                    walk(from: next, at: end, text, into: &found)
                }
            }
            guard position < text.count, let next = children[node][text[position]] else { return }
            node = Int(next)
            position += 1
            found += rules[node]
        }
    }
}
