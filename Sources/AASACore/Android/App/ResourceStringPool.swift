/// A string pool chunk (`RES_STRING_POOL_TYPE`, AOSP ResourceTypes.h) of a binary manifest or a
/// resource table: a header, an offset per string, then the strings in UTF-8 or UTF-16. Strings
/// are decoded when asked for, so a hostile pool of a million strings costs only its offsets, and
/// each at most once: a manifest whose thousands of attributes all name one long string shares one
/// copy of it, and all strings decoded together stay within ``decodingBudget`` bytes.
final class ResourceStringPool {
    static let type = 0x0001
    static let utf8Flag = 1 << 8

    private let bytes: [UInt8]
    private let offsets: Int
    private let stringsStart: Int
    private let end: Int
    private let isUTF8: Bool
    let count: Int
    private var decoded: [Int: String] = [:]
    private var decodedBytes = 0
    /// Set when a string was refused because the pool's decoded strings would pass the budget.
    private(set) var isExhausted = false
    /// Decoded bytes a pool may hand out in all: a real manifest's strings take kilobytes (the
    /// largest of the manifest corpus, a few hundred), while an 8 MiB manifest could decode to 12.
    static let decodingBudget = 4 << 20

    /// The pool whose chunk starts at `start` and ends at `end`; nil when its header is damaged.
    init?(_ bytes: [UInt8], chunk start: Int, end: Int) {
        guard let headerSize = bytes.uint16LE(at: start + 2), headerSize >= 28,
            let count = bytes.uint32LE(at: start + 8), let flags = bytes.uint32LE(at: start + 16),
            let stringsStart = bytes.uint32LE(at: start + 20)
        else { return nil }
        // Every string needs a four-byte offset, so the count is bounded by the chunk's size.
        guard count <= (end - start - headerSize) / 4, stringsStart <= end - start else { return nil }
        self.bytes = bytes
        offsets = start + headerSize
        self.stringsStart = start + stringsStart
        self.end = end
        isUTF8 = flags & Self.utf8Flag != 0
        self.count = count
    }

    /// The longest string, in bytes, a pool hands out: no manifest value comes near it.
    static let stringLimit = 1 << 16

    /// The string at `index`, or nil when the index or the string is out of the pool. Strings
    /// longer than `limit` bytes are refused: no manifest value is that long.
    func string(_ index: Int, limit: Int = stringLimit) -> String? {
        if let known = decoded[index] { return known.utf8.count <= limit ? known : nil }
        guard index >= 0, index < count, let offset = bytes.uint32LE(at: offsets + 4 * index) else { return nil }
        let start = stringsStart + offset
        guard start < end, let string = isUTF8 ? utf8(at: start, limit: limit) : utf16(at: start, limit: limit)
        else { return nil }
        decodedBytes += string.utf8.count
        guard decodedBytes <= Self.decodingBudget else {
            isExhausted = true
            return nil
        }
        decoded[index] = string
        return string
    }

    /// Two lengths (UTF-16 units, then bytes), each one byte or, with the high bit set, two.
    private func utf8(at start: Int, limit: Int) -> String? {
        var cursor = start
        guard length8(&cursor) != nil, let length = length8(&cursor), length <= limit, cursor + length <= end
        else { return nil }
        return String(decoding: bytes[cursor..<cursor + length], as: UTF8.self)
    }

    private func length8(_ cursor: inout Int) -> Int? {
        guard cursor < end else { return nil }
        let first = Int(bytes[cursor])
        cursor += 1
        guard first & 0x80 != 0 else { return first }
        guard cursor < end else { return nil }
        defer { cursor += 1 }
        return (first & 0x7F) << 8 | Int(bytes[cursor])
    }

    /// A length in UTF-16 units (one unit or, with the high bit set, two), then the units.
    private func utf16(at start: Int, limit: Int) -> String? {
        guard var length = bytes.uint16LE(at: start) else { return nil }
        var cursor = start + 2
        if length & 0x8000 != 0 {
            guard let low = bytes.uint16LE(at: cursor) else { return nil }
            length = (length & 0x7FFF) << 16 | low
            cursor += 2
        }
        guard length <= limit / 2, cursor + 2 * length <= end else { return nil }
        let units = (0..<length).map { UInt16(bytes[cursor + 2 * $0]) | UInt16(bytes[cursor + 2 * $0 + 1]) << 8 }
        return String(decoding: units, as: UTF16.self)
    }
}
