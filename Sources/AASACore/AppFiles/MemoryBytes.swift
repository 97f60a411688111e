/// A ``ByteSource`` over bytes already in memory (standard input, a small archive entry).
final class MemoryBytes: ByteSource {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    func read(_ range: Range<Int>) throws(AppFileError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
            throw AppFileError(.truncated, "a read of bytes \(range) lies past the end at \(bytes.count)")
        }
        return Array(bytes[range])
    }
}
