/// A string as reports write it in JSON: as JSONEncoder writes it (short escapes for \b \t \n
/// \f \r, `\u00xx` for the other C0 controls, `/` left alone), then with every character a
/// terminal could act on written `\uXXXX`. One home for both writers: ``URLResultLine`` and
/// ``JSONReportEncoder/Tree``.
package enum ReportJSONString {
    /// `text`, quoted and escaped, added to `bytes`. Runs of printable ASCII, nearly every byte of
    /// a URL or a report, are copied whole.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        defer { neutralizeRunnerCommands(in: &bytes, from: start) }
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // The bytes of a native String, read in place, eight at a time: the per-scalar loop this
        // replaced was a fifth of a million-URL run, and a Span's bounds-checked reads cost a
        // million-URL `match --urls --format jsonl` 1.71 s against 1.52 s (`make bench-core`).
        // The report writer's one unsafe code.
        text.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                if index + 8 <= utf8.count,
                    isPrintableASCII(UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                appendEscaped(UnsafeBufferPointer(rebasing: utf8[index..<index + length]), to: &bytes)
                index += length
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Each `##[` written since `start` with its `[` as `\u005B` (``RunnerCommands``): the string
    /// decodes the same, and no CI runner reads the line as a command.
    private static func neutralizeRunnerCommands(in bytes: inout [UInt8], from start: Int) {
        guard bytes.count - start >= 3 else { return }
        var index = start + 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "["), bytes[index - 1] == UInt8(ascii: "#"),
                bytes[index - 2] == UInt8(ascii: "#")
            {
                bytes.replaceSubrange(index...index, with: Array(#"\u005B"#.utf8))
            }
            index += 1
        }
    }

    /// Whether eight bytes are all printable ASCII other than `"` and `\\`, tested at once (the
    /// classic has-zero-byte test, `(v - 0x01..) & ~v & 0x80..`, on the word XORed with each byte
    /// looked for); the loop above then copies them untouched.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        // Bytes under 0x20: with no high bit set, `word - 0x20..` borrows into a byte's high bit
        // exactly where that byte is under 0x20.
        return word & highs == 0 && (word &- ones &* 0x20) & ~word & highs == 0
            && !hasZeroByte(word ^ (ones &* 0x7F)) && !hasZeroByte(word ^ (ones &* 0x22))
            && !hasZeroByte(word ^ (ones &* 0x5C))
    }

    /// One character that is not printable ASCII: escaped, or copied when nothing acts on it.
    private static func appendEscaped(_ character: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        switch character[0] {
        case 0x22: literal(#"\""#, to: &bytes)
        case 0x5C: literal(#"\\"#, to: &bytes)
        case 0x08: literal(#"\b"#, to: &bytes)
        case 0x09: literal(#"\t"#, to: &bytes)
        case 0x0A: literal(#"\n"#, to: &bytes)
        case 0x0C: literal(#"\f"#, to: &bytes)
        case 0x0D: literal(#"\r"#, to: &bytes)
        case 0x00..<0x20: appendEscape(UInt32(character[0]), uppercase: false, to: &bytes)
        default:
            let scalar = String(decoding: character, as: UTF8.self).unicodeScalars.first!
            guard TerminalText.needsEscape(scalar) else {
                bytes.append(contentsOf: character)
                return
            }
            for unit in String(scalar).utf16 { appendEscape(UInt32(unit), uppercase: true, to: &bytes) }
        }
    }

    /// `\u001b` (JSONEncoder's own escapes are lower case) or `\u202E` (the terminal escapes).
    private static func appendEscape(_ unit: UInt32, uppercase: Bool, to bytes: inout [UInt8]) {
        literal(#"\u"#, to: &bytes)
        bytes +=
            HexText.of([UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)], uppercase: uppercase)
            .utf8
    }

    private static func literal(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
