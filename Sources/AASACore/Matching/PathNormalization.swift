/// The normalisation the system applies to both the `/` pattern and the URL's path before
/// comparing them (observed; spec section 4.3). It is why `/buy/*` matches `/buy` and why a
/// leading slash is optional.
enum PathNormalization {
    /// Works on Unicode scalar values, or on UTF-8 bytes of ASCII text (where one byte is one
    /// scalar): only `*`, `/` and the length in characters matter.
    static func normalized<Unit: FixedWidthInteger>(_ text: [Unit]) -> [Unit] {
        let slash: Unit = 0x2F
        let star: Unit = 0x2A
        // 1. Empty is the root; a single character is left alone (so `*` alone matches any path).
        if text.isEmpty { return [slash] }
        if text.count == 1 { return text }
        // 2. Collapse runs of `*` and of `/`.
        var collapsed: [Unit] = []
        collapsed.reserveCapacity(text.count + 2)
        for scalar in text where !((scalar == star || scalar == slash) && collapsed.last == scalar) {
            collapsed.append(scalar)
        }
        // 3. Set aside one leading and one trailing `*`.
        var body = collapsed[...]
        var leadingStar = false
        var trailingStar = false
        if body.count >= 2 {
            if body.first == star {
                leadingStar = true
                body = body.dropFirst()
            }
            if body.last == star, !body.isEmpty {
                trailingStar = true
                body = body.dropLast()
            }
        }
        // 4. and 5. Ensure the slashes at either end, then put the stars back.
        var result: [Unit] = []
        result.reserveCapacity(body.count + 2)
        if leadingStar { result.append(star) }
        if !leadingStar && body.first != slash { result.append(slash) }
        result.append(contentsOf: body)
        if !trailingStar && result.last != slash { result.append(slash) }
        if trailingStar { result.append(star) }
        return result
    }

    static func normalized(_ pattern: String) -> String {
        let bytes = Array(pattern.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: normalized(bytes), as: UTF8.self) }
        return ScalarText.string(normalized(ScalarText.scalars(pattern)))
    }
}
