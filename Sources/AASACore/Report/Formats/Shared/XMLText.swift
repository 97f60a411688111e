/// Escapes text for XML 1.0 so that the document parses whatever the text holds.
///
/// XML 1.0 cannot carry most C0 controls or U+FFFE/U+FFFF even as character references, so those
/// become visible `\u{XX}` escapes, as C1 controls, bidi marks and line separators do; markup
/// characters become entity references, and a runner command's last character a character
/// reference.
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
        // A JUnit or HTML report printed in a CI log is read by its runner too (RunnerCommands).
        RunnerCommands.neutralized(markupEscaped(text, inAttribute: inAttribute)) { "&#\($0.value);" }
    }

    private static func markupEscaped(_ text: String, inAttribute: Bool) -> String {
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
            case _ where !isAllowed(scalar) || TerminalText.needsEscape(scalar):
                // Outside XML's characters, or a C1 control, bidi mark or line separator that a
                // terminal or a viewer would act on: visible.
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
