/// Makes text from an entry or a file safe to put in a one-line message.
enum PrintableText {
    /// `text` with control characters written as `\u{1B}`, cut to `limit` characters.
    static func escaped(_ text: some StringProtocol, limit: Int = 120) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return result + "…" }
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
