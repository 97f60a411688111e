/// A ``ByteSource`` over a part of another one: a slice of a universal binary, a stored
/// (uncompressed) archive entry.
final class ByteSlice: ByteSource {
    private let base: any ByteSource
    private let start: Int
    let count: Int

    /// `start` and `count` must already be checked against `base`.
    init(_ base: any ByteSource, start: Int, count: Int) {
        self.base = base
        self.start = start
        self.count = count
    }

    func read(_ range: Range<Int>) throws(AppFileError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw AppFileError(.truncated, "a read of bytes \(range) lies past the end at \(count)")
        }
        return try base.read(start + range.lowerBound..<start + range.upperBound)
    }
}
