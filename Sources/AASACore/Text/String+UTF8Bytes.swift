extension String {
    /// Runs `body` on the string's UTF-8 where it lies: a native string's bytes are contiguous,
    /// so this copies nothing, where walking `utf8` through generic algorithms costs tens of
    /// instructions a byte.
    func withUTF8Bytes<Value>(_ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        var text = self
        return text.withUTF8(body)
    }

    /// The text of a range of its UTF-8 bytes, such as one a byte scan found; a range that cuts
    /// a scalar decodes the cut as U+FFFD.
    func utf8Text(_ range: Range<Int>) -> String {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(decoding: utf8[start..<utf8.index(start, offsetBy: range.count)], as: UTF8.self)
    }

    /// Whether every byte is ASCII, so each Character is one byte (CR LF aside).
    var isASCII: Bool { withUTF8Bytes(\.isASCII) }

    /// Whether `needle`'s UTF-8 occurs in the string's, byte for byte. For the ASCII needles
    /// aasa looks for (`$(`, `${`, `://`) this is what a pattern means, and it spares Foundation's
    /// locale-aware search, which costs thousands of instructions a call.
    func containsBytes(_ needle: StaticString) -> Bool {
        withUTF8Bytes { $0.containsBytes(needle) }
    }
}

extension Substring {
    /// ``Swift/String/withUTF8Bytes(_:)`` for a slice: the bytes where they lie in the base.
    func withUTF8Bytes<Value>(_ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        var text = self
        return text.withUTF8(body)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte is below 0x80, eight bytes a step: patterns are asked this thousands
    /// of times in a large file.
    var isASCII: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            high |= UInt64(self[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// Whether `needle`'s bytes occur in the buffer.
    func containsBytes(_ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
            var start = 0
            while start + needle.count <= count {
                if self[start] == first, (1..<needle.count).allSatisfy({ self[start + $0] == needle[$0] }) {
                    return true
                }
                start += 1
            }
            return false
        }
    }
}
