/// `libcore.net.UriCodec.decode(s, convertPlus, UTF_8, throwOnFailure: false)`, which every
/// decoded part of `android.net.Uri` goes through (docs/rules/android-app-links.md A15e), its quirks
/// kept, since they decide what a filter compares:
///
/// - the bytes of consecutive escapes are decoded together as UTF-8, a malformed sequence as
///   U+FFFD (`CodingErrorAction.REPLACE`);
/// - a `%` whose next character is not a hex digit appends U+FFFD, and then, because the `break`
///   leaves only the inner loop, still puts the value read so far as a byte: `%zz` is U+FFFD, a NUL
///   and `z` (the first `z` was consumed); `%4z` is U+FFFD and U+0004;
/// - a `%` with fewer than two characters after it appends U+FFFD and decoding stops there.
package enum UriCodec {
    package static func decoded(_ text: Substring, convertPlus: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (convertPlus && $0 == UInt8(ascii: "+")) })
        else { return String(text) }
        var result = ""
        var pending: [UInt8] = []
        func flush() {
            guard !pending.isEmpty else { return }
            result += String(decoding: pending, as: UTF8.self)
            pending.removeAll(keepingCapacity: true)
        }
        let replacement: Character = "\u{FFFD}"
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "+" where convertPlus:
                flush()
                result.append(" ")
            case "%":
                var value: UInt8 = 0
                for _ in 0..<2 {
                    guard let next = scalars.popFirst() else {
                        flush()
                        result.append(replacement)
                        return result
                    }
                    guard let digit = ASCIIByte.hexValue(next) else {
                        flush()
                        result.append(replacement)
                        break
                    }
                    value = value &* 16 &+ digit
                }
                pending.append(value)
            default:
                flush()
                result.unicodeScalars.append(scalar)
            }
        }
        flush()
        return result
    }
}
