/// The string values of an APK's `resources.arsc` in its default configuration (AOSP
/// ResourceTypes.h): what `@string/host` in a manifest means when no locale, density or other
/// qualifier applies. A `RES_TABLE_TYPE` chunk holds the global string pool (the values) and a
/// package chunk per package, whose `RES_TABLE_TYPE_TYPE` chunks each give one type's entries in
/// one configuration. The default configuration's entries are indexed once, in one pass over the
/// chunks (work in proportion to the file), so a lookup never scans chunks: a hostile table of
/// millions of empty type chunks costs one pass, not one per reference.
struct ResourceTable {
    static let tableType = 0x0002
    static let packageType = 0x0200
    static let typeType = 0x0201
    /// `ResTable_type` flags: entries listed as (index, offset) pairs, or with 16-bit offsets.
    static let sparseFlag = 0x01
    static let offset16Flag = 0x02
    /// `ResTable_entry` flags: a map (style, array) rather than a value; a compact entry.
    static let complexFlag = 0x0001
    static let compactFlag = 0x0008
    /// A reference to a reference to ... a string ends here.
    static let maximumReferenceDepth = 8

    private let strings: ResourceStringPool
    /// Each entry's `Res_value` (data type, data) by resource ID, from the first default-configuration
    /// chunk holding a simple value for it.
    private let values: [Int: Value]

    private struct Value {
        var type: Int
        var data: Int
    }

    /// The table, or nil when `bytes` is not one aasa can index.
    init?(_ bytes: [UInt8]) {
        guard bytes.uint16LE(at: 0) == Self.tableType, let headerSize = bytes.uint16LE(at: 2),
            let size = bytes.uint32LE(at: 4), size <= bytes.count, headerSize >= 12, headerSize <= size
        else { return nil }
        var strings: ResourceStringPool?
        var values: [Int: Value] = [:]
        for (type, start, end) in Self.chunks(bytes, from: headerSize, to: size) {
            if type == ResourceStringPool.type, strings == nil {
                strings = ResourceStringPool(bytes, chunk: start, end: end)
            } else if type == Self.packageType, let packageID = bytes.uint32LE(at: start + 8),
                let packageHeader = bytes.uint16LE(at: start + 2), packageHeader <= end - start
            {
                for (inner, typeStart, typeEnd) in Self.chunks(bytes, from: start + packageHeader, to: end)
                where inner == Self.typeType && Self.isDefaultConfiguration(bytes, chunk: typeStart, end: typeEnd) {
                    let prefix = (packageID & 0xFF) << 24 | Int(bytes[typeStart + 8]) << 16
                    Self.index(bytes, chunk: typeStart, idPrefix: prefix, into: &values)
                }
            }
        }
        guard let strings else { return nil }
        self.strings = strings
        self.values = values
    }

    /// The chunks between `start` and `end`, each as (type, start, end); a damaged one ends the list.
    private static func chunks(_ bytes: [UInt8], from start: Int, to end: Int) -> [(Int, Int, Int)] {
        var chunks: [(Int, Int, Int)] = []
        var offset = start
        while offset + 8 <= end, let type = bytes.uint16LE(at: offset), let headerSize = bytes.uint16LE(at: offset + 2),
            let size = bytes.uint32LE(at: offset + 4), headerSize >= 8, size >= headerSize, size <= end - offset
        {
            chunks.append((type, offset, offset + size))
            offset += size
        }
        return chunks
    }

    /// `ResTable_config` at +20: its own size, then fields that are all zero for the default.
    private static func isDefaultConfiguration(_ bytes: [UInt8], chunk: Int, end: Int) -> Bool {
        guard let size = bytes.uint32LE(at: chunk + 20), size >= 4, chunk + 20 + size <= end else { return false }
        return bytes[(chunk + 24)..<(chunk + 20 + size)].allSatisfy { $0 == 0 }
    }

    /// The string resource `id` (`0xPPTTEEEE`) holds in the default configuration, following
    /// references; nil when there is none.
    func string(id: Int, depth: Int = 0) -> String? {
        guard depth < Self.maximumReferenceDepth, let (type, data) = value(id: id) else { return nil }
        switch type {
        case ResourceValueType.string: return strings.string(data)
        case ResourceValueType.reference: return string(id: data, depth: depth + 1)
        default: return nil
        }
    }

    private func value(id: Int) -> (Int, Int)? {
        values[id].map { ($0.type, $0.data) }
    }

    /// Adds the simple values of one type chunk to `values`, keeping those of earlier chunks.
    private static func index(_ bytes: [UInt8], chunk: Int, idPrefix: Int, into values: inout [Int: Value]) {
        guard let headerSize = bytes.uint16LE(at: chunk + 2), let size = bytes.uint32LE(at: chunk + 4),
            let count = bytes.uint32LE(at: chunk + 12), let entriesStart = bytes.uint32LE(at: chunk + 16)
        else { return }
        let flags = Int(bytes[chunk + 9])
        let offsets = chunk + headerSize
        // Sparse chunks list (index, offset / 4) pairs; the others an offset per index.
        let width = flags & sparseFlag != 0 || flags & offset16Flag == 0 ? 4 : 2
        guard count <= (size - headerSize) / width else { return }
        for position in 0..<count {
            guard let (index, offset) = entryOffset(bytes, offsets, position: position, flags: flags),
                values[idPrefix | index] == nil,
                let value = simpleValue(bytes, at: chunk + entriesStart + offset, end: chunk + size)
            else { continue }
            values[idPrefix | index] = value
        }
    }

    /// A `ResTable_entry`'s value when it is a simple one (a map is no string).
    private static func simpleValue(_ bytes: [UInt8], at entry: Int, end: Int) -> Value? {
        guard entry + 8 <= end, let entrySize = bytes.uint16LE(at: entry),
            let entryFlags = bytes.uint16LE(at: entry + 2)
        else { return nil }
        if entryFlags & compactFlag != 0 {
            return bytes.uint32LE(at: entry + 4).map { Value(type: entryFlags >> 8, data: $0) }
        }
        guard entryFlags & complexFlag == 0, entry + entrySize + 8 <= end,
            let data = bytes.uint32LE(at: entry + entrySize + 4)
        else { return nil }
        return Value(type: Int(bytes[entry + entrySize + 3]), data: data)
    }

    /// The entry index and its offset (relative to the chunk's entries) at `position` of the
    /// offsets table; nil when that slot holds no entry.
    private static func entryOffset(_ bytes: [UInt8], _ offsets: Int, position: Int, flags: Int) -> (Int, Int)? {
        if flags & sparseFlag != 0 {
            guard let index = bytes.uint16LE(at: offsets + 4 * position),
                let offset = bytes.uint16LE(at: offsets + 4 * position + 2)
            else { return nil }
            return (index, offset * 4)
        }
        if flags & offset16Flag != 0 {
            guard let offset = bytes.uint16LE(at: offsets + 2 * position), offset != 0xFFFF else { return nil }
            return (position, offset * 4)
        }
        guard let offset = bytes.uint32LE(at: offsets + 4 * position), offset != 0xFFFF_FFFF else { return nil }
        return (position, offset)
    }
}
