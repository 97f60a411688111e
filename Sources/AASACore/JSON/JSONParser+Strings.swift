/// Strings: escapes, and UTF-8 validation of every byte (Apple's parser refuses invalid UTF-8).
extension JSONParser {
    /// Reads a string starting at its opening quote, leaving the reader after its closing quote.
    /// Returns the text unescaped when it holds an escape, nil when its bytes are its text.
    mutating func parseString() throws(JSONSyntaxError) -> String? {
        let opening = index
        index += 1
        var runStart = index
        var unescaped: [UInt8]? = nil
        while index < bytes.count {
            // Plain ASCII, nearly all of an AASA file, in a tight loop on a local position.
            var position = index
            while position < bytes.count {
                let byte = bytes[position]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                position += 1
            }
            index = position
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = bytes[runStart..<index]
                index += 1
                guard var buffer = unescaped else { return nil }
                buffer.append(contentsOf: run)
                return String(decoding: buffer, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                var buffer = unescaped ?? []
                buffer.append(contentsOf: bytes[runStart..<index])
                try readEscape(into: &buffer)
                unescaped = buffer
                runStart = index
            } else if byte < 0x20 {
                throw JSONSyntaxError(
                    message: "a raw control character (byte 0x\(hex(byte))) inside a string is not allowed in JSON",
                    hint: "write it as an escape such as \\n or \\t, or remove it", offset: index)
            } else {
                try skipUTF8Sequence()
            }
        }
        throw JSONSyntaxError(
            message: "the string that starts here is never closed",
            hint: "add the closing '\"'; the file may be truncated", offset: opening)
    }

    /// Reads one escape after a backslash. `\/` reads as `/`; surrogate escapes must pair up.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw unexpected("after a backslash", expected: "an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape(start: start)
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        default:
            let shown = (0x21...0x7E).contains(byte) ? String(Character(Unicode.Scalar(byte))) : "(byte 0x\(hex(byte)))"
            throw JSONSyntaxError(
                message: "the escape \\\(shown) is not allowed in JSON",
                hint: "use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, or write a literal backslash as \\\\",
                offset: start)
        }
    }

    /// Reads `XXXX` after `\u`, and a second `\uXXXX` when the first is a high surrogate.
    ///
    /// A lone surrogate is refused rather than replaced with U+FFFD: Foundation's JSON parser on
    /// Apple's platforms refuses it too, so a file holding one is a file the system cannot read.
    private mutating func readUnicodeEscape(start: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try readHex4()
        if let scalar = Unicode.Scalar(first) { return scalar }
        let loneSurrogate = JSONSyntaxError(
            message: "the escape \\u\(String(first, radix: 16, uppercase: true)) is half of a surrogate pair",
            hint: "escape characters outside the BMP as a high and low surrogate pair, or write them as UTF-8",
            offset: start)
        guard first < 0xDC00, consume(ascii: "\\"), consume(ascii: "u") else { throw loneSurrogate }
        let second = try readHex4()
        guard (0xDC00...0xDFFF).contains(second),
            let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else { throw loneSurrogate }
        return scalar
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw unexpected("in a \\u escape", expected: "a hexadecimal digit", hint: "write \\u and 4 hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Skips one multi-byte UTF-8 sequence, refusing what RFC 3629 forbids: stray continuation
    /// bytes, overlong forms, UTF-16 surrogates, values past U+10FFFF and truncated sequences.
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[index]
        // The allowed range of the second byte depends on the lead byte (RFC 3629, section 4).
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: throw invalidUTF8(at: index)
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
            throw invalidUTF8(at: index)
        }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            throw invalidUTF8(at: index)
        }
        index += length
    }

    func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            message: "invalid UTF-8 starting with byte 0x\(hex(bytes[offset]))",
            hint: "save and serve the file as UTF-8", offset: offset)
    }
}
