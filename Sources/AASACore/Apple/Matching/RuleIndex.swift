/// Narrows a file's rules to those that can hold for a URL, so that a file with thousands of
/// rules matches at the speed of a small one. One index holds the rules of every details entry,
/// numbered across entries in file order, so a URL walks it once whatever the number of apps.
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
    /// How a rule reads the URL's path (``MatchSubject/withText(_:decoded:folded:_:)``).
    struct Form: Hashable, Sendable {
        var decoded: Bool
        var folded: Bool
    }

    /// Below this many rules in the whole file trying each is as quick as the index.
    static let minimumRules = 8

    /// One trie per form the rules use, in the order the forms first appear.
    private var tries: [(form: Form, trie: Trie)] = []
    /// Rules without a leading literal, in file order.
    private var everywhere: [Int32] = []

    /// `rules[i]` is rule i's path pattern (nil when it has none) and how it reads the path.
    init(_ rules: [(path: CompiledPattern?, form: Form)]) {
        var keys: [(form: Form, keys: [(key: [UInt32], rule: Int32)])] = []
        for (index, rule) in rules.enumerated() {
            guard let path = rule.path, !path.matchesEverything, let key = Self.key(path) else {
                everywhere.append(Int32(index))
                continue
            }
            if let slot = keys.firstIndex(where: { $0.form == rule.form }) {
                keys[slot].keys.append((key, Int32(index)))
            } else {
                keys.append((rule.form, [(key, Int32(index))]))
            }
        }
        tries = keys.map { ($0.form, Trie($0.keys)) }
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

    /// The rules that can hold for `subject`'s path, in file order, written over `found` (its
    /// storage is reused).
    func candidates(_ subject: inout MatchSubject, into found: inout [Int32]) {
        found.removeAll(keepingCapacity: true)
        found += everywhere
        for (form, trie) in tries {
            subject.withText(.path, decoded: form.decoded, folded: form.folded) { trie.rules(along: $0, into: &found) }
        }
        if found.count > everywhere.count { found.sort() }
    }
}

/// The rules of one details entry that can hold for a URL: a range of the numbers
/// ``RuleIndex/candidates(_:into:)`` found, where the entry's rule i is number `first + i`.
struct RuleCandidates {
    var numbers: ArraySlice<Int32>
    var first: Int32

    /// The numbers in `first..<first + count` of `sorted`.
    init(_ sorted: [Int32], first: Int32, count: Int) {
        let end = first + Int32(count)
        numbers = sorted[Self.lowerBound(first, sorted)..<Self.lowerBound(end, sorted)]
        self.first = first
    }

    /// The index of the first number not below `value`.
    private static func lowerBound(_ value: Int32, _ sorted: [Int32]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Literal prefixes, scalar by scalar; each node lists the rules whose key ends there. A segment
/// edge stands for one or more scalars up to the next `/`.
///
/// Built once and then only read, so it is laid out flat: the edges in two arrays found through an
/// ``IndexTable`` keyed by (node, scalar), and each node's rules as a range of one array. A URL's
/// walk then costs a multiply and a compare or two per scalar, with no allocation and no
/// reference counting.
private struct Trie: Sendable {
    static let slash = UInt32(UInt8(ascii: "/"))
    /// Not a Unicode scalar value, so never a path's.
    static let segment = UInt32.max

    /// Edge e goes from and by ``edgeKey(_:_:)`` `edgeKeys[e]` to the node `edgeTargets[e]`.
    private var edgeKeys: [UInt64] = []
    private var edgeTargets: [Int32] = []
    private var edges: IndexTable
    private var segmentChild: [Int32] = [-1]
    /// Node n's rules are `ruleList[ruleStart[n]..<ruleStart[n + 1]]`, in file order.
    private var ruleStart: [Int32] = []
    private var ruleList: [Int32] = []

    init(_ keys: [(key: [UInt32], rule: Int32)]) {
        edges = IndexTable(capacity: keys.reduce(0, { $0 + $1.key.count }))
        var nodeRules: [[Int32]] = [[]]
        for (key, rule) in keys {
            var node: Int32 = 0
            for scalar in key {
                var next = scalar == Self.segment ? segmentChild[Int(node)] : child(node, scalar)
                if next < 0 {
                    next = Int32(segmentChild.count)
                    segmentChild.append(-1)
                    nodeRules.append([])
                    if scalar == Self.segment { segmentChild[Int(node)] = next } else { addEdge(node, scalar, next) }
                }
                node = next
            }
            nodeRules[Int(node)].append(rule)
        }
        ruleStart.reserveCapacity(nodeRules.count + 1)
        for rules in nodeRules {
            ruleStart.append(Int32(ruleList.count))
            ruleList += rules
        }
        ruleStart.append(Int32(ruleList.count))
    }

    private static func edgeKey(_ node: Int32, _ scalar: UInt32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
    }

    /// Fibonacci hashing: the middle bits of the product depend on every bit of the key.
    private static func hash(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private func child(_ node: Int32, _ scalar: UInt32) -> Int32 {
        let key = Self.edgeKey(node, scalar)
        guard let edge = edges.first(hash: Self.hash(key), where: { edgeKeys[$0] == key }) else { return -1 }
        return edgeTargets[edge]
    }

    private mutating func addEdge(_ node: Int32, _ scalar: UInt32, _ target: Int32) {
        let key = Self.edgeKey(node, scalar)
        edgeKeys.append(key)
        edgeTargets.append(target)
        edges.insert(edgeKeys.count - 1, hash: Self.hash(key)) { [edgeKeys] in Self.hash(edgeKeys[$0]) }
    }

    /// Appends the rules of every node along `text` (the rules whose key `text` starts with).
    /// Each node is reached at most once: a segment edge and a literal edge are different keys.
    func rules(along text: Span<UInt32>, into found: inout [Int32]) {
        walk(from: 0, at: 0, text, into: &found)
    }

    private func appendRules(of node: Int32, into found: inout [Int32]) {
        let start = Int(ruleStart[Int(node)])
        let end = Int(ruleStart[Int(node) + 1])
        if start < end { found += ruleList[start..<end] }
    }

    private func walk(
        from start: Int32, at position: Int, _ text: Span<UInt32>, into found: inout [Int32]
    ) {
        var node = start
        var position = position
        while true {
            let segment = segmentChild[Int(node)]
            if segment >= 0 {
                var end = position
                while end < text.count, text[end] != Self.slash { end += 1 }
                if end > position {
                    appendRules(of: segment, into: &found)
                    walk(from: segment, at: end, text, into: &found)
                }
            }
            guard position < text.count else { return }
            let next = child(node, text[position])
            guard next >= 0 else { return }
            node = next
            position += 1
            appendRules(of: node, into: &found)
        }
    }
}
