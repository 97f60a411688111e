/// Turns byte offsets into 1-based line and column numbers, and lines back into text.
///
/// Line breaks are `\n`, `\r\n` and a lone `\r` (all three are JSON whitespace). Columns count
/// Unicode scalars, so a column means the same thing in any editor that shows the file as UTF-8.
struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// Offset of each line's first byte; the first line starts after a byte order mark.
    private let starts: [Int]
    /// Number of scalars (non-continuation bytes) before every `stride`-th byte, so that a column
    /// costs at most `stride` steps even on a one-line 128 KB file with thousands of findings.
    private let scalarsBefore: [Int]
    private static let stride = 64

    init(_ bytes: [UInt8], contentStart: Int = 0) {
        self.bytes = bytes
        (starts, scalarsBefore) = Self.index(bytes.span, contentStart: contentStart)
    }

    /// Line starts and scalar checkpoints in one pass over the bytes, eight bytes per step: the
    /// index is built for every document with a positioned finding.
    private static func index(_ bytes: Span<UInt8>, contentStart: Int) -> ([Int], [Int]) {
        var starts = [contentStart]
        var scalarsBefore: [Int] = []
        scalarsBefore.reserveCapacity(bytes.count / stride + 1)
        var count = 0
        var chunk = 0
        while chunk < bytes.count || chunk == 0 {
            scalarsBefore.append(count)
            let end = min(chunk + stride, bytes.count)
            var index = chunk
            while index + 8 <= end {
                let word = bytes.littleEndianWord(at: index)
                // A continuation byte is 10xxxxxx: its top bit set and the next one clear. Most
                // words are ASCII, which skips the bit count (no POPCNT in the baseline x86-64).
                count += word & highBits == 0 ? 8 : 8 - (word & ~(word << 1) & highBits).nonzeroBitCount
                // A byte below 0x0E, where every line break is, sets its top bit here (the classic
                // "has a byte less than n" test); a borrow may also mark a later byte, which
                // noteLineBreak checks again. Read little-endian: the lowest bits are the first byte.
                var candidates = (word &- belowLineBreaks) & ~word & highBits
                while candidates != 0 {
                    let offset = index + candidates.trailingZeroBitCount / 8
                    noteLineBreak(at: offset, in: bytes, after: contentStart, &starts)
                    candidates &= candidates - 1
                }
                index += 8
            }
            while index < end {
                if bytes[index] & 0xC0 != 0x80 { count += 1 }
                noteLineBreak(at: index, in: bytes, after: contentStart, &starts)
                index += 1
            }
            chunk += stride
        }
        return (starts, scalarsBefore)
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// 0x0E in every byte: CR (0x0D) is the highest line-break byte.
    private static let belowLineBreaks: UInt64 = 0x0E0E_0E0E_0E0E_0E0E

    /// Records the line that starts after the byte at `index` if that byte ends a line. A CR
    /// followed by LF is one break, started after the LF.
    private static func noteLineBreak(
        at index: Int, in bytes: Span<UInt8>, after contentStart: Int, _ starts: inout [Int]
    ) {
        let byte = bytes[index]
        guard index >= contentStart, byte <= 0x0D else { return }
        if byte == 0x0A {
            starts.append(index + 1)
        } else if byte == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
            starts.append(index + 1)
        }
    }

    func position(ofOffset offset: Int) -> SourcePosition {
        let offset = min(max(offset, starts[0]), bytes.count)
        let line = lineIndex(containing: offset)
        return SourcePosition(
            line: line + 1, column: 1 + scalarCount(before: offset) - scalarCount(before: starts[line]))
    }

    private func scalarCount(before offset: Int) -> Int {
        let checkpoint = min(offset / Self.stride, scalarsBefore.count - 1)
        var count = scalarsBefore[checkpoint]
        for byte in bytes[(checkpoint * Self.stride)..<offset] where byte & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }

    /// The text of a 1-based line without its line break, or "" when there is no such line.
    /// Invalid UTF-8 is replaced, so the text is safe to show (control characters are not removed).
    func text(ofLine line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        var end = line < starts.count ? starts[line] : bytes.count
        let start = starts[line - 1]
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Binary search for the last line starting at or before `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
