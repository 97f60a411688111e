/// Tests and case folding of ASCII bytes, for code that reads UTF-8 directly: a byte below 0x80
/// is always a whole character there, never part of a longer one.
enum ASCIIByte {
    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    /// XML's white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    /// The value of a hex digit (`0`-`9`, `A`-`F`, `a`-`f`), nil for any other byte.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// ``hexValue(_:)`` of a scalar: nil past ASCII.
    static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.isASCII ? hexValue(UInt8(scalar.value)) : nil
    }

    /// `A`-`Z` to `a`-`z`; every other byte as it is.
    static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
}
