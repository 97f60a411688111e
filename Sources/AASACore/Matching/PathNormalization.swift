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

    /// ``normalized(_:)`` of `text[..<count]`, done in place; `text` has room for the two
    /// slashes it may gain. Returns the new count. ``MatchSubject`` normalises every URL path
    /// this way, in its one buffer.
    static func normalize(_ text: UnsafeMutableBufferPointer<UInt32>, count: Int) -> Int {
        let slash: UInt32 = 0x2F
        let star: UInt32 = 0x2A
        if count == 0 {
            text[0] = slash
            return 1
        }
        if count == 1 { return 1 }
        var end = 0
        for index in 0..<count {
            let scalar = text[index]
            if (scalar == star || scalar == slash) && end > 0 && text[end - 1] == scalar { continue }
            text[end] = scalar
            end += 1
        }
        let leadingStar = end >= 2 && text[0] == star
        let trailingStar = end >= 2 && text[end - 1] == star
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
        let bytes = Array(pattern.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: normalized(bytes), as: UTF8.self) }
        return ScalarText.string(normalized(ScalarText.scalars(pattern)))
    }
}
