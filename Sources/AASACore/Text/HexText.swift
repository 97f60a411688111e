/// Bytes as hex digit pairs: a digest's 64 lower-case digits, a fingerprint's upper-case pairs
/// joined by colons.
package enum HexText {
    package static func of(_ bytes: [UInt8], uppercase: Bool, separator: UInt8? = nil) -> String {
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 3)
        for (index, byte) in bytes.enumerated() {
            if index > 0, let separator { text.append(separator) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
