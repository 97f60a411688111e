/// For each rule of a list in turn, the first rule so far with the same ``RuleShape``: an
/// ``IndexTable`` of rule indices keyed by a fingerprint of each shape. A `[RuleShape: Int]`
/// cost about a third of ``RuleCoverIndex`` on a large file: SipHash over every string of every
/// shape, and a shape copy and an allocation per lookup.
struct FirstOfShape {
    private let shapes: [RuleShape]
    private let fingerprints: [UInt64]
    private var table: IndexTable

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
        table = IndexTable(capacity: shapes.count)
    }

    /// The first rule up to `index` whose shape equals rule `index`'s; records `index` when that
    /// is itself. Rules are asked in order, each once.
    mutating func first(_ index: Int) -> Int {
        let fingerprint = fingerprints[index]
        let hash = Int(truncatingIfNeeded: fingerprint)
        if let earlier = table.first(
            hash: hash, where: { fingerprints[$0] == fingerprint && shapes[$0] == shapes[index] })
        {
            return earlier
        }
        table.insert(index, hash: hash) { [fingerprints] in Int(truncatingIfNeeded: fingerprints[$0]) }
        return index
    }
}
