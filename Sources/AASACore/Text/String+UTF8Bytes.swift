extension String {
    /// Runs `body` on the string's UTF-8 where it lies: a native string's bytes are contiguous,
    /// so this copies nothing, where walking `utf8` through generic algorithms costs tens of
    /// instructions a byte.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8(body)
    }

    /// Whether every byte is ASCII, so each Character is one byte (CR LF aside).
    var isASCII: Bool { withUTF8Bytes { $0.allSatisfy { $0 < 0x80 } } }
}
