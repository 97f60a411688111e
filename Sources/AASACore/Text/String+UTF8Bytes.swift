extension String {
    /// The text of a range of its UTF-8 bytes, such as one a byte scan found; a range that cuts
    /// a scalar decodes the cut as U+FFFD.
    func utf8Text(_ range: Range<Int>) -> String {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(decoding: utf8[start..<utf8.index(start, offsetBy: range.count)], as: UTF8.self)
    }

    /// Whether every byte is ASCII, so each Character is one byte (CR LF aside).
    var isASCII: Bool { utf8Span.span.isASCII }

    /// Whether `needle`'s UTF-8 occurs in the string's, byte for byte. For the ASCII needles
    /// aasa looks for (`$(`, `${`, `://`) this is what a pattern means, and it spares Foundation's
    /// locale-aware search, which costs thousands of instructions a call.
    func containsBytes(_ needle: String) -> Bool {
        utf8Span.span.containsBytes(needle.utf8Span.span)
    }
}

extension Span<UInt8> {
    /// Whether every byte is below 0x80 (patterns are asked this thousands of times in a large
    /// file): one OR over the bytes.
    var isASCII: Bool {
        var high: UInt8 = 0
        for index in indices { high |= self[index] }
        return high < 0x80
    }

    /// Whether `needle`'s bytes occur in the span.
    func containsBytes(_ needle: Span<UInt8>) -> Bool {
        guard needle.count <= count else { return false }
        guard needle.count > 0 else { return true }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if extracting(start..<start + needle.count).holds(needle) { return true }
        }
        return false
    }
}
