/// The backslash escapes aapt2 applies to a manifest attribute's text when it compiles the manifest
/// (`XmlFlattener` through `StringBuilder(preserve_spaces = true)`; docs/rules/android-app-links.md
/// A15a): what a phone holds is the text after them, so a source manifest and a bundle's
/// protobuf manifest (raw text, which bundletool's `aapt2 convert` compiles the same way) are read
/// through them, and a compiled APK is not (its strings were compiled already).
///
/// Measured with Debian's aapt2 2.19 (`aapt2 dump xmltree` of the compiled APK):
/// `\\` is `\`; `\t` and `\n` are the tab and line feed; `\#` `\@` `\?` `\"` `\'` are the
/// character; `\uXXXX` is that character (fewer digits at the end of the text read as many as
/// there are); a backslash before anything else is dropped and the character kept, and one at
/// the very end is dropped. Spaces and quotes are kept as written. A `\u` escape with a character
/// that is not a hex digit, or that names a UTF-16 surrogate, ends the text there: aapt2 records
/// an error that the flattener never reads, and writes what it had built.
package enum AaptEscapes {
    package static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard let escaped = scalars.next() else { break }
            switch escaped {
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "u":
                var code: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = scalars.next() else { break }
                    guard let value = ASCIIByte.hexValue(digit) else { return String(result) }
                    code = code << 4 | UInt32(value)
                }
                guard let character = Unicode.Scalar(code) else { return String(result) }
                result.append(character)
            default:
                // `#`, `@`, `?`, `"`, `'` and `\` are named escapes; anything else loses its
                // backslash the same way.
                result.append(escaped)
            }
        }
        return String(result)
    }
}
