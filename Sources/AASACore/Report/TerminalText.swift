/// Makes text that came from a server, a file or the command line safe to print on a terminal.
///
/// A hostile AASA host controls header values, redirect targets and the file itself, so anything
/// it sent could carry escape sequences (recolouring, moving the cursor, setting the window title
/// through OSC) or bidi overrides that make one domain read as another. Every such scalar is shown
/// as a visible `\u{1B}`-style escape instead; ordinary Unicode, combining marks and U+FFFD pass.
package enum TerminalText {
    /// `s` with every control, bidi and invisible format scalar replaced by its `\u{XX}` escape.
    package static func sanitize(_ s: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            if needsEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The visible form of one scalar: `\u{1B}` (uppercase hex, at least two digits).
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }

    /// True for scalars a terminal would act on or hide instead of showing.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without the property table, whose lookup was a tenth of reading 40,000 hosts.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            // C0 (ESC, BEL, CR, LF, TAB too: they would break the report's layout), DEL and C1
            // (0x9B is a one-byte CSI on some terminals).
            return true
        case 0x200C, 0x200D:
            // Zero-width (non-)joiners are needed by emoji sequences and several scripts, and
            // cannot reorder text.
            return false
        case 0xFFFE, 0xFFFF:
            // Noncharacters: meaningless in text and not allowed in XML.
            return true
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control:
            // Format (Cf) holds the bidi embeddings, overrides and isolates, marks like U+200E,
            // zero-width spaces, U+FEFF and the invisible tag characters; U+2028/9 break lines.
            return true
        default:
            return false
        }
    }
}
