/// Appends fixed-width integers in either byte order, for building binaries in tests.
public struct ByteWriter {
    public var bytes: [UInt8] = []

    public init() {}

    public mutating func uint16LE(_ value: Int) { append(value, size: 2, bigEndian: false) }
    public mutating func uint32LE(_ value: Int) { append(value, size: 4, bigEndian: false) }
    public mutating func uint32BE(_ value: Int) { append(value, size: 4, bigEndian: true) }
    public mutating func uint64BE(_ value: Int) { append(value, size: 8, bigEndian: true) }
    public mutating func uint64LE(_ value: Int) { append(value, size: 8, bigEndian: false) }

    public mutating func pad(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    private mutating func append(_ value: Int, size: Int, bigEndian: Bool) {
        let value = UInt64(truncatingIfNeeded: value)
        for index in 0..<size {
            let shift = 8 * (bigEndian ? size - 1 - index : index)
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }
}
