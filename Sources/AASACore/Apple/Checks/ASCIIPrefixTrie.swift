/// A trie over ASCII bytes, each node's children in a sibling list: no hashing and no allocation
/// per node, and a scan of at most 128 siblings, whatever the input. An empty trie allocates
/// nothing: ``RuleCoverIndex`` keeps four and most files fill one.
struct ASCIIPrefixTrie: PrefixTrie {
    private struct Node {
        static let none: Int32 = -1
        var key: UInt8
        var firstChild = none
        var nextSibling = none
        /// The earliest rule whose string ends here; `Int.max` when none does.
        var earliest = Int.max
    }

    /// Node 0 is the root, made by the first insert.
    private var nodes: [Node] = []

    var isEmpty: Bool { nodes.isEmpty }

    private func child(of node: Int, _ byte: UInt8) -> Int? {
        var candidate = nodes[node].firstChild
        while candidate != Node.none {
            if nodes[Int(candidate)].key == byte { return Int(candidate) }
            candidate = nodes[Int(candidate)].nextSibling
        }
        return nil
    }

    mutating func insert(_ keys: [UInt8], rule: Int) {
        if nodes.isEmpty { nodes.append(Node(key: 0)) }
        var node = 0
        for byte in keys {
            if let next = child(of: node, byte) {
                node = next
                continue
            }
            let new = Int32(nodes.count)
            nodes.append(Node(key: byte, nextSibling: nodes[node].firstChild))
            nodes[node].firstChild = new
            node = Int(new)
        }
        nodes[node].earliest = min(nodes[node].earliest, rule)
    }

    func earliestPrefix(of keys: [UInt8]) -> Int? {
        guard !nodes.isEmpty else { return nil }
        var node = 0
        var best = nodes[0].earliest
        for byte in keys {
            guard let next = child(of: node, byte) else { break }
            node = next
            best = min(best, nodes[node].earliest)
        }
        return best == Int.max ? nil : best
    }
}
