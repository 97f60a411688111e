/// What ``RuleCoverIndex`` needs from a trie: insert a string with a rule index, and ask for the
/// earliest rule whose string is a prefix of a text, in one walk along the text.
protocol PrefixTrie {
    associatedtype Key
    init()
    /// No string inserted yet: a lookup would find nothing.
    var isEmpty: Bool { get }
    mutating func insert(_ keys: [Key], rule: Int)
    /// The earliest rule whose string is a prefix of `keys` (the empty string included).
    func earliestPrefix(of keys: [Key]) -> Int?
}

/// A trie over any hashable keys (``Character``s): the edges live in one dictionary, so a node
/// costs no allocation of its own and a node with many children is still found in one lookup.
struct HashedPrefixTrie<Key: Hashable>: PrefixTrie {
    private struct Edge: Hashable {
        var node: Int
        var key: Key
    }

    private var edges: [Edge: Int] = [:]
    /// Per node, the earliest rule whose string ends at it; `Int.max` when none does.
    private var earliest: [Int] = [Int.max]

    var isEmpty: Bool { earliest.count == 1 && earliest[0] == Int.max }

    mutating func insert(_ keys: [Key], rule: Int) {
        var node = 0
        for key in keys {
            let edge = Edge(node: node, key: key)
            if let next = edges[edge] {
                node = next
            } else {
                earliest.append(Int.max)
                node = earliest.count - 1
                edges[edge] = node
            }
        }
        earliest[node] = min(earliest[node], rule)
    }

    func earliestPrefix(of keys: [Key]) -> Int? {
        var node = 0
        var best = earliest[0]
        for key in keys {
            guard let next = edges[Edge(node: node, key: key)] else { break }
            node = next
            best = min(best, earliest[node])
        }
        return best == Int.max ? nil : best
    }
}
