/// Makes text from an entry or a file safe to put in a one-line message.
package enum PrintableText {
    /// `text` with control characters written as `\u{1B}`, cut to `limit` characters. Every
    /// scalar the report formatters escape is escaped here too (zero-width and other invisible
    /// format characters as well), since messages such as a malformed entry's reason reach the
    /// terminal without passing through a formatter.
    package static func escaped(_ text: some StringProtocol, limit: Int = 120) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return result + "…" }
            if isControl(scalar) || TerminalText.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// `text` whole, with every control and terminal-active character written as `\u{1B}`; the
    /// text itself when it has none (the common case, checked bytewise).
    package static func visible(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        guard text.unicodeScalars.contains(where: { isControl($0) || TerminalText.needsEscape($0) }) else {
            return text
        }
        return escaped(text, limit: .max)
    }

    /// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the
    /// bidirectional marks and overrides that can make a terminal show text in another order.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
