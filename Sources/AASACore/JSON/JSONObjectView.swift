/// An object's members read with last-one-wins for repeated keys, as Foundation's parser does.
///
/// Which duplicate the system uses is not documented; the decoder reports every duplicate
/// (`json.duplicate-key`) and reads the last, so the model is at least deterministic.
struct JSONObjectView {
    let written: JSONMembers
    /// Positions of members whose key is written again later; empty for nearly every object, and
    /// a set because a hostile one may repeat one key thousands of times.
    private let shadowed: Set<Int>
    /// Only for large objects: AASA objects have a handful of keys, where a scan beats hashing.
    private let byKey: [[UInt8]: Int]?

    /// `repeatsKeys` false says no object of the document repeats a key (its `duplicateKeys` is
    /// empty), so the members need no comparing.
    init(_ written: JSONMembers, repeatsKeys: Bool = true) {
        self.written = written
        let shadowed = repeatsKeys ? Set(written.repeatedKeys().map(\.previous)) : []
        self.shadowed = shadowed
        guard written.count > JSONMembers.scanLimit else {
            byKey = nil
            return
        }
        byKey = Dictionary(
            written.indices.filter { !shadowed.contains($0) }.map { (Array(written[$0].key.utf8), $0) },
            uniquingKeysWith: { $1 })
    }

    /// Members in document order, each key once, at its last occurrence.
    var members: some Sequence<JSONMember> {
        let written = written
        return positions.lazy.map { written[$0] }
    }

    /// The positions of ``members`` in `written`, for reading keys without making Strings.
    var positions: some Sequence<Int> {
        let shadowed = shadowed
        return written.indices.lazy.filter { shadowed.isEmpty || !shadowed.contains($0) }
    }

    subscript(key: String) -> JSONMember? {
        let position =
            if let byKey { byKey[Array(key.utf8)] } else { written.indices.last { written.key(at: $0, is: key) } }
        return position.map { written[$0] }
    }
}

extension JSONMembers {
    /// Objects up to this size are compared pairwise, without allocating.
    static let scanLimit = 16

    /// Every member whose key was written earlier in the object, with the position of its
    /// latest earlier appearance. Keys compare byte for byte, as Foundation compares them.
    func repeatedKeys() -> [(position: Int, previous: Int)] {
        var repeated: [(position: Int, previous: Int)] = []
        if count <= Self.scanLimit {
            for position in indices {
                if let previous = (0..<position).last(where: { sameKey($0, position) }) {
                    repeated.append((position, previous))
                }
            }
            return repeated
        }
        var lastPosition: [[UInt8]: Int] = [:]
        for (position, member) in enumerated() {
            if let previous = lastPosition.updateValue(position, forKey: Array(member.key.utf8)) {
                repeated.append((position, previous))
            }
        }
        return repeated
    }
}
