/// Strings inserted with a rule index, each node remembering the earliest rule whose string ends
/// there; asks, in one walk along a text, which is the earliest inserted string that is a prefix
/// of it. The edges live in one dictionary, so a node costs no allocation of its own.
struct PrefixTrie<Key: Hashable> {
    private struct Edge: Hashable {
        var node: Int
        var key: Key
    }

    private var edges: [Edge: Int] = [:]
    /// Per node, the earliest rule whose string ends at it; `Int.max` when none does.
    private var earliest: [Int] = [Int.max]

    mutating func insert(_ keys: some Sequence<Key>, rule: Int) {
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

    /// The earliest rule whose string is a prefix of `keys` (the empty string included).
    func earliestPrefix(of keys: some Sequence<Key>) -> Int? {
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
