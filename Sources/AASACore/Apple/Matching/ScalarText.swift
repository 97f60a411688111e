/// Text as the matcher handles it: an array of Unicode scalar values, so that `?` is one element.
enum ScalarText {
    static func scalars(_ string: String) -> [UInt32] {
        let bytes = string.utf8Span.span
        if bytes.isASCII {
            return [UInt32](capacity: bytes.count) { scalars in
                for index in bytes.indices { scalars.append(UInt32(bytes[index])) }
            }
        }
        return string.unicodeScalars.map(\.value)
    }

    static func string(_ scalars: [UInt32]) -> String {
        var view = String.UnicodeScalarView()
        for value in scalars { view.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        return String(view)
    }

    /// Lower-cased, the same way for patterns and URLs so that `caseSensitive: false` compares
    /// like with like. ASCII text (nearly every URL) never leaves the fast path.
    static func folded(_ scalars: [UInt32]) -> [UInt32] {
        guard scalars.allSatisfy({ $0 < 0x80 }) else { return self.scalars(string(scalars).lowercased()) }
        return scalars.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    }

    /// Whether ``folded(_:)`` leaves the text as it is: ASCII without upper-case letters. (Text
    /// past ASCII counts as changing, without asking the Unicode tables.)
    static func isFolded(_ scalars: some Collection<UInt32>) -> Bool {
        !scalars.contains { $0 >= 0x80 || (0x41...0x5A).contains($0) }
    }

    /// `%XX` escapes replaced by the bytes they stand for, read as UTF-8. Bytes that are not
    /// valid UTF-8 become U+FFFD; what the device does there is unknown. A `%` without two
    /// hexadecimal digits stays as written.
    static func percentDecoded(_ scalars: [UInt32]) -> [UInt32] {
        guard scalars.contains(0x25) else { return scalars }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            if scalars[index] == 0x25, index + 2 < scalars.count,
                let high = hexValue(scalars[index + 1]), let low = hexValue(scalars[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            if let scalar = Unicode.Scalar(scalars[index]) { bytes.append(contentsOf: String(scalar).utf8) }
            index += 1
        }
        return self.scalars(String(decoding: bytes, as: UTF8.self))
    }

    private static func hexValue(_ scalar: UInt32) -> UInt8? {
        switch scalar {
        case 0x30...0x39: UInt8(scalar - 0x30)
        case 0x41...0x46: UInt8(scalar - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar - 0x61 + 10)
        default: nil
        }
    }
}
