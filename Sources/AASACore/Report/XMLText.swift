/// Escapes text for XML 1.0 so that the document parses whatever the text holds.
///
/// XML 1.0 cannot carry most C0 controls or U+FFFE/U+FFFF even as character references, so those
/// become visible `\u{XX}` escapes; markup characters become entity references.
enum XMLText {
    /// For element content. Tab, line feed and carriage return are kept.
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// For an attribute value in double or single quotes. Tab, line feed and carriage return
    /// become character references, because parsers turn raw ones into spaces.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"  // also keeps `]]>` out of content
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r":
                if inAttribute {
                    result += "&#\(scalar.value);"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            case _ where !isAllowed(scalar):
                result += TerminalText.escape(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// XML 1.0's `Char` production (Swift strings never hold surrogates).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
