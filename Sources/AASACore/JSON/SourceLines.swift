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
        (starts, scalarsBefore) = bytes.withUnsafeBufferPointer { Self.index($0, contentStart: contentStart) }
    }

    /// Line starts and scalar checkpoints in one pass over the bytes.
    private static func index(_ bytes: UnsafeBufferPointer<UInt8>, contentStart: Int) -> ([Int], [Int]) {
        var starts = [contentStart]
        var scalarsBefore: [Int] = []
        scalarsBefore.reserveCapacity(bytes.count / stride + 1)
        var count = 0
        var chunk = 0
        while chunk < bytes.count || chunk == 0 {
            scalarsBefore.append(count)
            let end = min(chunk + stride, bytes.count)
            for index in chunk..<end {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 { count += 1 }
                guard index >= contentStart, byte <= 0x0D else { continue }
                // A CR followed by LF is one break, started after the LF.
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
                    starts.append(index + 1)
                }
            }
            chunk += stride
        }
        return (starts, scalarsBefore)
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
