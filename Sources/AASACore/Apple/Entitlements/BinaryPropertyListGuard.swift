/// Walks the object graph of a binary property list before Foundation decodes it.
///
/// A binary property list refers to objects by index, so a few hundred bytes can describe a
/// graph whose tree expansion has billions of nodes (each array holding the next one twice), and
/// decoding it exhausts memory. This walk visits the expanded tree without decoding anything and
/// stops at a depth and a node budget far beyond any real entitlements file.
///
/// Layout (CFBinaryPList.c): `bplist00`, the objects, an offset table, and a 32-byte trailer
/// holding the offset size, the reference size, the object count, the top object and the
/// table's offset. Arrays (0xA), sets (0xC) and dictionaries (0xD) hold references; a count of
/// 15 in the marker's low nibble means an integer object with the real count follows.
struct BinaryPropertyListGuard {
    static let maximumDepth = 64
    static let maximumNodes = 100_000

    enum Verdict: Sendable, Hashable {
        case acceptable
        case malformed(String)
        case tooComplex(String)
    }

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let tableOffset: Int

    static func check(_ bytes: [UInt8]) -> Verdict {
        guard let reader = BinaryPropertyListGuard(bytes) else {
            return .malformed("its binary property-list trailer is damaged")
        }
        return reader.walk()
    }

    private init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8 + 1 + 32 else { return nil }
        let trailer = bytes.count - 32
        self.bytes = bytes
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.integer(bytes, at: trailer + 8, size: 8),
            let top = Self.integer(bytes, at: trailer + 16, size: 8),
            let table = Self.integer(bytes, at: trailer + 24, size: 8),
            count >= 1, count <= bytes.count, top < count, table >= 8, table <= trailer,
            (trailer - table) / offsetSize >= count
        else { return nil }
        objectCount = count
        topObject = top
        tableOffset = table
    }

    private func walk() -> Verdict {
        var stack: [(object: Int, depth: Int)] = [(topObject, 1)]
        var visited = 0
        while let (object, depth) = stack.popLast() {
            visited += 1
            if depth > Self.maximumDepth { return .tooComplex("it nests deeper than \(Self.maximumDepth) levels") }
            if let offset = offset(of: object), bytes[offset] >> 4 == 0xC {
                // Foundation on Linux crashes turning a decoded set into a Swift value (found by
                // fuzzing); entitlements never hold sets, and XML property lists cannot.
                return .malformed("object \(object) of its binary property list is a set; entitlements hold none")
            }
            guard let children = references(of: object) else {
                return .malformed("object \(object) of its binary property list is damaged")
            }
            guard visited + stack.count + children.count <= Self.maximumNodes else {
                return .tooComplex("it expands to more than \(Self.maximumNodes) objects")
            }
            stack += children.map { ($0, depth + 1) }
        }
        return .acceptable
    }

    /// The objects a container refers to (none for a scalar), or nil when they are out of range.
    private func references(of object: Int) -> [Int]? {
        guard let offset = offset(of: object) else { return nil }
        let marker = bytes[offset]
        let kind = marker >> 4
        guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
        var start = offset + 1
        var count = Int(marker & 0x0F)
        if count == 0x0F {
            guard start < tableOffset, bytes[start] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[start] & 0x0F)
            guard size <= 8, let long = Self.integer(bytes, at: start + 1, size: size) else { return nil }
            count = long
            start += 1 + size
        }
        let referenceCount = kind == 0xD ? count * 2 : count
        guard referenceCount <= Self.maximumNodes, start + referenceCount * referenceSize <= tableOffset else {
            return nil
        }
        var children: [Int] = []
        children.reserveCapacity(referenceCount)
        for index in 0..<referenceCount {
            guard let child = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize),
                child < objectCount
            else { return nil }
            children.append(child)
        }
        return children
    }

    /// Where an object starts, from the offset table, or nil when that is outside the objects.
    private func offset(of object: Int) -> Int? {
        guard let offset = Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
            offset >= 8, offset < tableOffset
        else { return nil }
        return offset
    }

    /// A big-endian unsigned integer of `size` bytes that fits in `Int`, or nil.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max / 2) ? Int(value) : nil
    }
}
