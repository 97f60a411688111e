/// Fixed-width unsigned integers at an offset of a byte array, or nil when they do not fit.
/// Mach-O headers are little-endian; universal-binary headers and code signatures big-endian.
extension Array where Element == UInt8 {
    func uint16LE(at offset: Int) -> Int? {
        field(at: offset, size: 2, bigEndian: false).map(Int.init)
    }

    func uint32LE(at offset: Int) -> Int? {
        field(at: offset, size: 4, bigEndian: false).map(Int.init)
    }

    func uint32BE(at offset: Int) -> Int? {
        field(at: offset, size: 4, bigEndian: true).map(Int.init)
    }

    /// A 64-bit field, or nil when it does not fit in a non-negative `Int`.
    func uint64LE(at offset: Int) -> Int? {
        guard let value = field(at: offset, size: 8, bigEndian: false), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    /// A 64-bit field, or nil when it does not fit in a non-negative `Int`.
    func uint64BE(at offset: Int) -> Int? {
        guard let value = field(at: offset, size: 8, bigEndian: true), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    private func field(at offset: Int, size: Int, bigEndian: Bool) -> UInt64? {
        guard offset >= 0, offset <= count - size else { return nil }
        var value: UInt64 = 0
        for index in 0..<size {
            let byte = UInt64(self[offset + (bigEndian ? index : size - 1 - index)])
            value = value << 8 | byte
        }
        return value
    }
}
