/// `match --urls --format jsonl`'s line for one URL, written byte by byte: the same text as
/// `JSONReportEncoder.encodeLine(result)` (a test compares the two over generated results),
/// without JSONEncoder, which spent 56 of the 59 seconds a million-URL run took (`make
/// bench-core`). Every other report is written by JSONEncoder; this is the one written per input
/// line, and the only one whose size grows with the input.
package enum URLResultLine {
    /// Keys in sorted order, as `JSONReportEncoder` writes them; no spaces; a newline at the end.
    package static func line(_ result: MatchReport.URLResult) -> String {
        var bytes: [UInt8] = []
        append(result, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line, added to `bytes`: a run gathers many lines before it writes them.
    package static func append(_ result: MatchReport.URLResult, to bytes: inout [UInt8]) {
        append(#"{"apps":["#, to: &bytes)
        // By index: a `for in` copies each app's result, retaining every string it holds.
        for index in result.apps.indices {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "{"))
            if let answers = result.apps[index].android {
                append(#""android":["#, to: &bytes)
                for (position, answer) in answers.enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    appendAnswer(answer, to: &bytes)
                }
                append("],", to: &bytes)
            }
            append(#""appID":"#, to: &bytes)
            appendString(result.apps[index].appID, to: &bytes)
            append(#","rule":"#, to: &bytes)
            if let rule = result.apps[index].rule {
                appendRule(rule, to: &bytes)
            } else {
                append("null", to: &bytes)
            }
            append(#","verdict":""#, to: &bytes)
            bytes.append(contentsOf: result.apps[index].verdict.rawValue.utf8)
            append(#""}"#, to: &bytes)
        }
        append(#"],"platform":""#, to: &bytes)
        bytes.append(contentsOf: result.platform.rawValue.utf8)
        append(#"","url":"#, to: &bytes)
        appendString(result.url, to: &bytes)
        append(#","verdict":""#, to: &bytes)
        bytes.append(contentsOf: result.verdict.rawValue.utf8)
        append("\"}\n", to: &bytes)
    }

    /// A literal, copied whole.
    private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// An Android generation's answer, keys in sorted order; absent fields are left out, as
    /// JSONEncoder leaves out nil.
    private static func appendAnswer(_ answer: AndroidLinkAnswer, to bytes: inout [UInt8]) {
        var first = true
        func key(_ name: StaticString) {
            append(first ? "{\"" : ",\"", to: &bytes)
            first = false
            append(name, to: &bytes)
            append("\":", to: &bytes)
        }
        func field(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            key(name)
            appendString(value, to: &bytes)
        }
        field("activity", answer.activity)
        field("dynamicRule", answer.dynamicRule)
        if let filter = answer.filter {
            key("filter")
            bytes.append(contentsOf: String(filter).utf8)
        }
        // The enums' raw values are plain ASCII: copied, not scanned for escapes.
        key("generation")
        appendPlain(answer.generation.rawValue, to: &bytes)
        field("host", answer.host)
        field("path", answer.path)
        field("reason", answer.reason)
        key("verdict")
        appendPlain(answer.verdict.rawValue, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// A string known to need no escape (an enum's raw value), quoted.
    private static func appendPlain(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendRule(_ rule: RuleReference, to bytes: inout [UInt8]) {
        append(#"{"component":"#, to: &bytes)
        bytes.append(contentsOf: String(rule.component).utf8)
        append(#","detail":"#, to: &bytes)
        bytes.append(contentsOf: String(rule.detail).utf8)
        append(#","isLegacyPath":"#, to: &bytes)
        bytes.append(contentsOf: (rule.isLegacyPath ? "true" : "false").utf8)
        if let jsonPath = rule.jsonPath {
            append(#","jsonPath":"#, to: &bytes)
            appendString(jsonPath, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// A JSON string as JSONEncoder writes it (short escapes for \b \t \n \f \r, `\u00xx` for the
    /// other C0 controls, `/` left alone), then with every character a terminal could act on
    /// written `\uXXXX`, as `JSONReportEncoder` does after it. Runs of printable ASCII, nearly
    /// every byte of a URL, are copied whole.
    private static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // The bytes of a native String, read in place: the per-scalar loop this replaced was a
        // fifth of a million-URL run.
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
        case 0x22: append(#"\""#, to: &bytes)
        case 0x5C: append(#"\\"#, to: &bytes)
        case 0x08: append(#"\b"#, to: &bytes)
        case 0x09: append(#"\t"#, to: &bytes)
        case 0x0A: append(#"\n"#, to: &bytes)
        case 0x0C: append(#"\f"#, to: &bytes)
        case 0x0D: append(#"\r"#, to: &bytes)
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
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        append(#"\u"#, to: &bytes)
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int((unit >> UInt32(shift)) & 0xF)]) }
    }
}
