/// Random access to the bytes of a file, a buffer, a part of either, or an archive entry.
///
/// Readers ask for small, bounded ranges (a header, the load commands, a code signature) rather
/// than the whole input, so a 300 MB executable or a 2 GB .ipa costs a few kilobytes of memory.
package protocol ByteSource: AnyObject {
    /// The number of bytes the source holds.
    var count: Int { get }
    /// The bytes in `range`, which callers have already checked lies within `0..<count`.
    func read(_ range: Range<Int>) throws(AppFileError) -> [UInt8]
}

extension ByteSource {
    /// Checks `offset` and `length` against the source before reading, so a damaged field
    /// becomes a `truncated` error naming `what`, never an out-of-range read.
    func read(at offset: Int, length: Int, what: String, name: String) throws(AppFileError) -> [UInt8] {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw AppFileError(
                .truncated, "\(name): the \(what) (\(length) bytes at offset \(offset)) lies past its end at \(count)")
        }
        return try read(offset..<offset + length)
    }
}
