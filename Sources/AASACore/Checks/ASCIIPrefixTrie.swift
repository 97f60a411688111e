/// A trie over ASCII bytes, each node's children in a sibling list: no hashing and no allocation
/// per node, and a scan of at most 128 siblings, whatever the input.
struct ASCIIPrefixTrie: PrefixTrie {
    private static let none: Int32 = -1
    private var key: [UInt8] = [0]
    private var firstChild: [Int32] = [none]
    private var nextSibling: [Int32] = [none]
    /// Per node, the earliest rule whose string ends at it; `Int.max` when none does.
    private var earliest: [Int] = [Int.max]

    private func child(of node: Int, _ byte: UInt8) -> Int? {
        var candidate = firstChild[node]
        while candidate != Self.none {
            if key[Int(candidate)] == byte { return Int(candidate) }
            candidate = nextSibling[Int(candidate)]
        }
        return nil
    }

    mutating func insert(_ keys: [UInt8], rule: Int) {
        var node = 0
        for byte in keys {
            if let next = child(of: node, byte) {
                node = next
                continue
            }
            let new = Int32(key.count)
            key.append(byte)
            firstChild.append(Self.none)
            nextSibling.append(firstChild[node])
            earliest.append(Int.max)
            firstChild[node] = new
            node = Int(new)
        }
        earliest[node] = min(earliest[node], rule)
    }

    func earliestPrefix(of keys: [UInt8]) -> Int? {
        var node = 0
        var best = earliest[0]
        for byte in keys {
            guard let next = child(of: node, byte) else { break }
            node = next
            best = min(best, earliest[node])
        }
        return best == Int.max ? nil : best
    }
}
