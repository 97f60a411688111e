/// A set of positions `0...n` in a text, one bit each, over caller-provided storage.
///
/// The matcher keeps the set of every text position a pattern prefix can end at, so each
/// operation is applied once per position: polynomial work, never backtracking.
///
/// The matcher's one unsafe storage: four sets on the stack per check of a URL of 64 scalars or
/// more, where arrays would be four heap allocations per check (`make bench-core`'s match rates).
struct PositionSet {
    let words: UnsafeMutableBufferPointer<UInt64>

    /// Runs `body` with `set(0)` to `set(3)`: sets of `wordCount` words in one stack allocation.
    static func withSets<Value>(wordCount: Int, _ body: (_ set: (Int) -> PositionSet) -> Value) -> Value {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount * 4) { buffer in
            body { index in PositionSet(words: buffer.extracting(index * wordCount..<(index + 1) * wordCount)) }
        }
    }

    func removeAll() {
        words.update(repeating: 0)
    }

    func insert(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    func contains(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    var isEmpty: Bool {
        words.allSatisfy { $0 == 0 }
    }

    /// The smallest position in the set.
    var first: Int? {
        for index in words.indices where words[index] != 0 {
            return index << 6 + words[index].trailingZeroBitCount
        }
        return nil
    }

    func assign(_ other: PositionSet) {
        for index in words.indices { words[index] = other.words[index] }
    }

    func formUnion(_ other: PositionSet) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    /// Inserts `start...end`.
    func insertAll(from start: Int, through end: Int) {
        var position = start
        while position <= end {
            if position & 63 == 0 && position + 63 <= end {
                words[position >> 6] = ~0
                position += 64
            } else {
                insert(position)
                position += 1
            }
        }
    }

    /// Calls `body` with each position, in increasing order.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        for index in words.indices {
            var bits = words[index]
            while bits != 0 {
                body(index << 6 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }
}
