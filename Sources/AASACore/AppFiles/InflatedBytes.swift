import CZlib

/// A ``ByteSource`` over a deflated zip entry, inflated on demand (``Inflater``).
///
/// Deflate has no random access, so a read ahead of what has been inflated skips forward and a
/// read behind it starts over; the first 64 KB (headers, load commands) are kept so the usual
/// reads of a Mach-O (header, load commands, then the code signature near the end) inflate the
/// entry once. Memory stays at two 64 KB buffers plus the bytes asked for, whatever the entry's
/// size, and the entry may not inflate to more than the size its directory entry declares.
final class InflatedBytes: ByteSource {
    static let chunkSize = 64 << 10
    static let retainedHeadSize = 64 << 10

    private let base: any ByteSource
    private let compressedStart: Int
    private let compressedCount: Int
    private let name: String
    /// The uncompressed size the archive declares.
    let count: Int

    private let inflater = Inflater(.raw)
    private var input: [UInt8] = []
    /// The index in `input` of the first byte zlib has not read.
    private var inputOffset = 0
    private var output = [UInt8](repeating: 0, count: InflatedBytes.chunkSize)
    private var started = false
    private var consumed = 0
    private var position = 0
    private var head: [UInt8] = []

    /// `compressedStart` and `compressedCount` must already be checked against `base`.
    init(_ base: any ByteSource, compressedStart: Int, compressedCount: Int, count: Int, name: String) {
        self.base = base
        self.compressedStart = compressedStart
        self.compressedCount = compressedCount
        self.count = count
        self.name = name
    }

    func read(_ range: Range<Int>) throws(AppFileError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw AppFileError(.truncated, "\(name): a read of bytes \(range) lies past the end at \(count)")
        }
        if range.upperBound <= head.count { return Array(head[range]) }
        if !started || range.lowerBound < position { try restart() }
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        try advance(to: range.upperBound, collecting: range, into: &result)
        return result
    }

    private func restart() throws(AppFileError) {
        guard inflater.start() else { throw AppFileError(.malformed, "\(name): zlib cannot start inflating") }
        started = true
        input = []
        inputOffset = 0
        consumed = 0
        position = 0
        head = []
    }

    /// Inflates until `end`, keeping the head and the part of `range` each chunk overlaps.
    private func advance(to end: Int, collecting range: Range<Int>, into result: inout [UInt8])
        throws(AppFileError)
    {
        while position < end {
            if inputOffset == input.count, consumed < compressedCount {
                let length = min(Self.chunkSize, compressedCount - consumed)
                input = try base.read(compressedStart + consumed..<compressedStart + consumed + length)
                inputOffset = 0
                consumed += length
            }
            let pendingBefore = input.count - inputOffset
            let (status, produced) = inflateChunk()
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw AppFileError(.malformed, "\(name): the deflated data is damaged near byte \(position)")
            }
            guard produced <= count - position else {
                throw AppFileError(.malformed, "\(name): inflates to more than the declared \(count) bytes")
            }
            keep(produced, range: range, into: &result)
            position += produced
            // No output and no input read: the data ran out (or zlib is stuck); either way, stop.
            let stalled = produced == 0 && input.count - inputOffset == pendingBefore
            if position < end, status == Z_STREAM_END || stalled {
                throw AppFileError(
                    .truncated, "\(name): the deflated data ends after \(position) of the declared \(count) bytes")
            }
        }
    }

    /// Runs zlib once over the pending input into the output buffer.
    private func inflateChunk() -> (status: Int32, produced: Int) {
        let input = self.input
        let step = inflater.inflate(input.span.extracting(inputOffset...), into: &output)
        inputOffset += step.read
        return (step.status, step.produced)
    }

    private func keep(_ produced: Int, range: Range<Int>, into result: inout [UInt8]) {
        let chunk = output[..<produced]
        if position < Self.retainedHeadSize {
            head += chunk.prefix(Self.retainedHeadSize - position)
        }
        let lower = max(range.lowerBound, position)
        let upper = min(range.upperBound, position + produced)
        if lower < upper {
            result += chunk[(lower - position)..<(upper - position)]
        }
    }
}
