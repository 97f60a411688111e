/// An open-addressing hash table of indices into its owner's storage (linear probing, never more
/// than half full). The owner keeps the keys, in whatever compact form suits it, and says how to
/// hash and compare them; the table stores one `Int32` per slot. The plan's hosts and the lint's
/// rule shapes are found again through it without a `Dictionary` copying each key.
package struct IndexTable: Sendable {
    /// Stored indices, -1 for a free slot; the count is a power of two.
    private var slots: [Int32]
    package private(set) var count = 0

    /// Room for `capacity` indices before the table first grows.
    package init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: -1, count: size)
    }

    /// The first stored index that `matches`, among those stored with `hash`.
    package func first(hash: Int, where matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if matches(index) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `index` under `hash`. When the table is half full it doubles, and `hashOf` gives the
    /// hash of each index already stored.
    package mutating func insert(_ index: Int, hash: Int, hashOf: (Int) -> Int) {
        if (count + 1) * 2 > slots.count {
            let stored = slots.filter { $0 >= 0 }
            slots = Array(repeating: -1, count: slots.count * 2)
            for old in stored { place(old, hash: hashOf(Int(old))) }
        }
        place(Int32(index), hash: hash)
        count += 1
    }

    private mutating func place(_ index: Int32, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }
}
