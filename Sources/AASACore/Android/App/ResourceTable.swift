/// The string values of an APK's `resources.arsc` in its default configuration (AOSP
/// ResourceTypes.h): what `@string/host` in a manifest means when no locale, density or other
/// qualifier applies. A `RES_TABLE_TYPE` chunk holds the global string pool (the values) and a
/// package chunk per package, whose `RES_TABLE_TYPE_TYPE` chunks each give one type's entries in
/// one configuration. Only the chunks are indexed up front; entries are read when asked for.
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

    private let bytes: [UInt8]
    private let strings: ResourceStringPool
    /// For each (package ID, type ID), the type chunks in the default configuration.
    private let defaultTypes: [Int: [Int]]

    /// The table, or nil when `bytes` is not one aasa can index.
    init?(_ bytes: [UInt8]) {
        guard bytes.uint16LE(at: 0) == Self.tableType, let headerSize = bytes.uint16LE(at: 2),
            let size = bytes.uint32LE(at: 4), size <= bytes.count, headerSize >= 12, headerSize <= size
        else { return nil }
        var strings: ResourceStringPool?
        var types: [Int: [Int]] = [:]
        for (type, start, end) in Self.chunks(bytes, from: headerSize, to: size) {
            if type == ResourceStringPool.type, strings == nil {
                strings = ResourceStringPool(bytes, chunk: start, end: end)
            } else if type == Self.packageType, let packageID = bytes.uint32LE(at: start + 8),
                let packageHeader = bytes.uint16LE(at: start + 2), packageHeader <= end - start
            {
                for (inner, typeStart, typeEnd) in Self.chunks(bytes, from: start + packageHeader, to: end)
                where inner == Self.typeType && Self.isDefaultConfiguration(bytes, chunk: typeStart, end: typeEnd) {
                    let typeID = Int(bytes[typeStart + 8])
                    types[packageID << 8 | typeID, default: []].append(typeStart)
                }
            }
        }
        guard let strings else { return nil }
        self.bytes = bytes
        self.strings = strings
        defaultTypes = types
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

    /// The `Res_value` (data type, data) of entry `id` in the first default-configuration chunk holding it.
    private func value(id: Int) -> (Int, Int)? {
        let entryIndex = id & 0xFFFF
        for chunk in defaultTypes[(id >> 24) << 8 | (id >> 16 & 0xFF)] ?? [] {
            guard let headerSize = bytes.uint16LE(at: chunk + 2), let size = bytes.uint32LE(at: chunk + 4),
                let count = bytes.uint32LE(at: chunk + 12), let entriesStart = bytes.uint32LE(at: chunk + 16)
            else { continue }
            let flags = Int(bytes[chunk + 9])
            guard let offset = entryOffset(chunk + headerSize, count: count, index: entryIndex, flags: flags) else {
                continue
            }
            let entry = chunk + entriesStart + offset
            guard entry + 8 <= chunk + size, let entrySize = bytes.uint16LE(at: entry),
                let entryFlags = bytes.uint16LE(at: entry + 2)
            else { continue }
            if entryFlags & Self.compactFlag != 0 {
                guard let data = bytes.uint32LE(at: entry + 4) else { continue }
                return (entryFlags >> 8, data)
            }
            guard entryFlags & Self.complexFlag == 0, entry + entrySize + 8 <= chunk + size,
                let data = bytes.uint32LE(at: entry + entrySize + 4)
            else { continue }
            return (Int(bytes[entry + entrySize + 3]), data)
        }
        return nil
    }

    /// Where entry `index` starts, relative to the chunk's entries; nil when the chunk has none.
    private func entryOffset(_ offsets: Int, count: Int, index: Int, flags: Int) -> Int? {
        if flags & Self.sparseFlag != 0 {
            // Sorted (index, offset / 4) pairs.
            var low = 0
            var high = count - 1
            while low <= high {
                let middle = (low + high) / 2
                guard let at = bytes.uint16LE(at: offsets + 4 * middle) else { return nil }
                if at == index { return bytes.uint16LE(at: offsets + 4 * middle + 2).map { $0 * 4 } }
                if at < index { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        }
        guard index < count else { return nil }
        if flags & Self.offset16Flag != 0 {
            guard let offset = bytes.uint16LE(at: offsets + 2 * index), offset != 0xFFFF else { return nil }
            return offset * 4
        }
        guard let offset = bytes.uint32LE(at: offsets + 4 * index), offset != 0xFFFF_FFFF else { return nil }
        return offset
    }
}
