/// A JSON number literal reduced to sign, significant digits and exponent, so that `1`, `1.0`,
/// `10e-1` and `0.1E1` compare equal and `-0` equals `0`, exactly, without going through `Double`
/// (which would make `9007199254740993` equal `9007199254740992`).
struct JSONNumberValue: Hashable, Sendable {
    var negative: Bool
    /// Significant digits, no leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// The value is `digits × 10^exponent`.
    var exponent: Int

    /// Exponents beyond this are kept as written text: no real file carries them, and the bound
    /// keeps the arithmetic far from overflow.
    static let exponentLimit = 1_000_000_000

    /// Nil when the literal is not a JSON number (the reader only hands over valid ones).
    init?(literal: String) {
        var negative = false
        var digits: [UInt8] = []
        var fractionDigits = 0
        var exponent = 0
        var bytes = literal.utf8[...]
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        var seenPoint = false
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else if (0x30...0x39).contains(byte) {
                digits.append(byte - 0x30)
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
        }
        guard !digits.isEmpty else { return nil }
        if !bytes.isEmpty {
            guard let written = Self.exponent(bytes.dropFirst()) else { return nil }
            exponent = written
        }
        guard fractionDigits < Self.exponentLimit else { return nil }
        exponent -= fractionDigits
        let firstSignificant = digits.firstIndex { $0 != 0 } ?? digits.endIndex
        digits.removeSubrange(..<firstSignificant)
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        self.negative = negative && !digits.isEmpty
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// `+12`, `-3`, `7` -> the integer, or nil past ``exponentLimit``.
    private static func exponent(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
        var bytes = bytes
        var sign = 1
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            guard value < exponentLimit else { return nil }
        }
        return sign * value
    }
}
