// Shared by every harness: turning libFuzzer's buffer into the values aasa's entry points take.

enum FuzzInput {
    /// libFuzzer passes a null pointer for the empty input.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The matcher harness's input: AASA bytes, then a NUL or newline, then the URL text.
    /// Without a separator the whole input is the file and there is no URL.
    static func splitAtFirstSeparator(_ bytes: [UInt8]) -> (file: [UInt8], url: String?) {
        guard let separator = bytes.firstIndex(where: { $0 == 0 || $0 == 0x0A }) else { return (bytes, nil) }
        let url = String(decoding: bytes[(separator + 1)...], as: UTF8.self)
        return (Array(bytes[..<separator]), url)
    }

    /// A cheap, stable hash, so that "check 1 input in N" picks the same inputs on every replay.
    static func isSampled(_ bytes: [UInt8], oneIn n: UInt64) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash % n == 0
    }
}
