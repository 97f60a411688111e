/// The normalisation the system applies to both the `/` pattern and the URL's path before comparing
/// them (observed; docs/rules/associated-domains.md section 4.3). It is why `/buy/*` matches `/buy`
/// and why a leading slash is optional.
enum PathNormalization {
    /// Works on Unicode scalar values, or on UTF-8 bytes of ASCII text (where one byte is one
    /// scalar): only `*`, `/` and the length in characters matter.
    static func normalized<Unit: FixedWidthInteger>(_ text: [Unit]) -> [Unit] {
        var result = text + [0, 0]
        var span = result.mutableSpan
        let count = normalize(&span, count: text.count)
        result.removeLast(result.count - count)
        return result
    }

    /// ``normalized(_:)`` of `text[..<count]`, done in place; `text` has room for the two
    /// slashes it may gain. Returns the new count. ``MatchSubject`` normalises every URL path
    /// this way, in its one buffer.
    static func normalize<Unit: FixedWidthInteger>(_ text: inout MutableSpan<Unit>, count: Int) -> Int {
        let slash: Unit = 0x2F
        let star: Unit = 0x2A
        // 1. Empty is the root; a single character is left alone (so `*` alone matches any path).
        if count == 0 {
            text[0] = slash
            return 1
        }
        if count == 1 { return 1 }
        // 2. Collapse runs of `*` and of `/`.
        var end = 0
        for index in 0..<count {
            let scalar = text[index]
            if (scalar == star || scalar == slash) && end > 0 && text[end - 1] == scalar { continue }
            text[end] = scalar
            end += 1
        }
        // 3. One leading and one trailing `*` are set aside; they stay where they are, as they
        // are put back in the same places.
        let leadingStar = end >= 2 && text[0] == star
        let trailingStar = end >= 2 && text[end - 1] == star
        // 4. Ensure the slashes at either end, inside the stars.
        if !leadingStar && text[0] != slash {
            for index in stride(from: end, to: 0, by: -1) { text[index] = text[index - 1] }
            text[0] = slash
            end += 1
        }
        if !trailingStar && text[end - 1] != slash {
            text[end] = slash
            end += 1
        }
        return end
    }

    static func normalized(_ pattern: String) -> String {
        // Most patterns (`/buy/*`, `/help/`) are ASCII and already normal: keep the string, make none.
        let bytes = pattern.utf8Span.span
        guard bytes.isASCII else { return ScalarText.string(normalized(ScalarText.scalars(pattern))) }
        if isNormal(bytes) { return pattern }
        return String(decoding: normalized(Array(pattern.utf8)), as: UTF8.self)
    }

    /// Whether ``normalize(_:count:)`` would leave the bytes as they are: at least two, no run
    /// of `*` or `/`, and `/` or `*` at either end.
    private static func isNormal(_ text: Span<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        guard text.count >= 2, text[0] == slash || text[0] == star,
            text[text.count - 1] == slash || text[text.count - 1] == star
        else { return false }
        for index in 1..<text.count
        where text[index] == text[index - 1] && (text[index] == slash || text[index] == star) {
            return false
        }
        return true
    }
}
