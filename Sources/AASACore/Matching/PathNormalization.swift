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
        // 2. Collapse runs of `*` and of `/`, in the one array the result is built in.
        var result: [Unit] = []
        result.reserveCapacity(text.count + 2)
        for scalar in text where !((scalar == star || scalar == slash) && result.last == scalar) {
            result.append(scalar)
        }
        // 3. One leading and one trailing `*` are set aside; they stay where they are, as they
        // are put back in the same places.
        let leadingStar = result.count >= 2 && result[0] == star
        let trailingStar = result.count >= 2 && result[result.count - 1] == star
        // 4. Ensure the slashes at either end, inside the stars.
        if !leadingStar && result[0] != slash { result.insert(slash, at: 0) }
        if !trailingStar && result[result.count - 1] != slash { result.append(slash) }
        return result
    }

    /// ``normalized(_:)`` done in the array itself: with two spare elements of capacity (see
    /// ``ScalarText/scalars(_:extraCapacity:)``) it allocates nothing, once per URL path.
    static func normalize(_ text: inout [UInt32]) {
        let slash: UInt32 = 0x2F
        let star: UInt32 = 0x2A
        if text.isEmpty {
            text.append(slash)
            return
        }
        if text.count == 1 { return }
        var kept = 0
        for index in text.indices {
            let scalar = text[index]
            if (scalar == star || scalar == slash) && kept > 0 && text[kept - 1] == scalar { continue }
            text[kept] = scalar
            kept += 1
        }
        text.removeLast(text.count - kept)
        let leadingStar = text.count >= 2 && text[0] == star
        let trailingStar = text.count >= 2 && text[text.count - 1] == star
        if !leadingStar && text[0] != slash { text.insert(slash, at: 0) }
        if !trailingStar && text[text.count - 1] != slash { text.append(slash) }
    }

    static func normalized(_ pattern: String) -> String {
        let bytes = Array(pattern.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: normalized(bytes), as: UTF8.self) }
        return ScalarText.string(normalized(ScalarText.scalars(pattern)))
    }
}
