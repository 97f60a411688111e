/// Reads the protocol buffers wire format (protobuf.dev/programming-guides/encoding): each field
/// is a varint key (field number << 3 | wire type) and a value; aasa needs varints and
/// length-delimited fields (strings, bytes, nested messages) and skips the fixed-width ones.
struct ProtobufFields {
    enum Value {
        case varint(Int)
        case bytes(Range<Int>)
    }

    let bytes: [UInt8]
    private var offset: Int
    private let end: Int

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = min(range.upperBound, bytes.count)
    }

    /// The next field as (number, value); nil at the end. A damaged field throws nothing but ends
    /// the message as `isDamaged`, which readers turn into their own error.
    private(set) var isDamaged = false

    mutating func next() -> (Int, Value)? {
        guard offset < end, let key = varint() else { return nil }
        switch key & 7 {
        case 0:
            guard let value = varint() else { return damaged() }
            return (key >> 3, .varint(value))
        case 1:
            guard end - offset >= 8 else { return damaged() }
            offset += 8
            return (key >> 3, .varint(0))
        case 2:
            guard let length = varint(), length <= end - offset else { return damaged() }
            defer { offset += length }
            return (key >> 3, .bytes(offset..<offset + length))
        case 5:
            guard end - offset >= 4 else { return damaged() }
            offset += 4
            return (key >> 3, .varint(0))
        default:
            return damaged()
        }
    }

    private mutating func damaged() -> (Int, Value)? {
        isDamaged = true
        offset = end
        return nil
    }

    /// At most ten bytes of seven bits; larger values do not fit and mark the message damaged.
    private mutating func varint() -> Int? {
        var value = 0
        var shift = 0
        while offset < end, shift < 63 {
            let byte = Int(bytes[offset])
            offset += 1
            value |= (byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value >= 0 ? value : nil }
            shift += 7
        }
        return nil
    }

    /// The UTF-8 string of a length-delimited value.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
