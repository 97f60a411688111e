/// For each rule of a list in turn, the first rule so far with the same ``RuleShape``: an open
/// addressing table of rule indices keyed by a fingerprint of each shape. A `[RuleShape: Int]`
/// cost about a third of ``RuleCoverIndex`` on a large file: SipHash over every string of every
/// shape, and a shape copy and an allocation per lookup.
struct FirstOfShape {
    private let shapes: [RuleShape]
    private let fingerprints: [UInt64]
    /// Rule indices, `-1` where empty; at least twice as many slots as rules.
    private var slots: [Int]

    init(_ shapes: [RuleShape]) {
        self.shapes = shapes
        // Equal ASCII texts have equal bytes; other text can equal different bytes (a Kelvin
        // sign equals `K`), so then only Swift's own hash, which normalises, agrees with `==`.
        var fingerprints: [UInt64] = []
        fingerprints.reserveCapacity(shapes.count)
        for index in shapes.indices {
            guard let fingerprint = shapes[index].asciiFingerprint else { break }
            fingerprints.append(fingerprint)
        }
        if fingerprints.count < shapes.count {
            fingerprints = shapes.map { UInt64(bitPattern: Int64($0.hashValue)) }
        }
        self.fingerprints = fingerprints
        var size = 16
        while size < 2 * shapes.count { size *= 2 }
        slots = Array(repeating: -1, count: size)
    }

    /// The first rule up to `index` whose shape equals rule `index`'s; records `index` when that
    /// is itself. Rules are asked in order, each once.
    mutating func first(_ index: Int) -> Int {
        let fingerprint = fingerprints[index]
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: fingerprint) & mask
        while slots[slot] >= 0 {
            let earlier = slots[slot]
            if fingerprints[earlier] == fingerprint, shapes[earlier] == shapes[index] { return earlier }
            slot = (slot + 1) & mask
        }
        slots[slot] = index
        return index
    }
}
