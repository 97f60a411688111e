/// Reads the little-endian, length-prefixed fields of the APK Signing Block's schemes (v2, v3,
/// the rotation lineage): every read is checked against the end of its enclosing field, so a
/// length that runs past it ends the read instead of reaching into the next field.
struct LengthPrefixedFields {
    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = min(range.upperBound, bytes.count)
    }

    var isAtEnd: Bool { offset >= end }

    mutating func uint32() -> Int? {
        guard offset + 4 <= end, let value = bytes.uint32LE(at: offset) else { return nil }
        offset += 4
        return value
    }

    /// The range of a field prefixed by its uint32 length.
    mutating func field() -> Range<Int>? {
        guard let length = uint32(), length <= end - offset else { return nil }
        defer { offset += length }
        return offset..<offset + length
    }

    /// The fields of a sequence of length-prefixed fields, at most `limit` of them.
    static func sequence(_ bytes: [UInt8], _ range: Range<Int>, limit: Int) -> [Range<Int>]? {
        var reader = LengthPrefixedFields(bytes, range)
        var fields: [Range<Int>] = []
        while !reader.isAtEnd {
            guard fields.count < limit, let field = reader.field() else { return nil }
            fields.append(field)
        }
        return fields
    }
}
