/// Turns byte offsets into 1-based line and column numbers, and lines back into text.
///
/// Line breaks are `\n`, `\r\n` and a lone `\r` (all three are JSON whitespace). Columns count
/// Unicode scalars, so a column means the same thing in any editor that shows the file as UTF-8.
struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// Offset of each line's first byte; the first line starts after a byte order mark.
    private let starts: [Int]
    /// How many scalars start before each multiple of ``checkpointStride`` bytes. A minified
    /// file is one long line, and counting a column from the line's start for each of thousands
    /// of findings was quadratic; from the nearest checkpoint it costs at most a stride.
    private let checkpoints: [Int]
    private static let checkpointStride = 1024

    init(_ bytes: [UInt8], contentStart: Int = 0) {
        self.bytes = bytes
        var starts = [contentStart]
        var index = contentStart
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        self.starts = starts
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        if bytes.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
        self.checkpoints = checkpoints
    }

    var lineCount: Int { starts.count }

    func position(ofOffset offset: Int) -> SourcePosition {
        let offset = min(max(offset, starts[0]), bytes.count)
        let line = lineIndex(containing: offset)
        let column = scalars(before: offset) - scalars(before: starts[line]) + 1
        return SourcePosition(line: line + 1, column: column)
    }

    /// The number of scalars (bytes that are not UTF-8 continuation bytes) before `offset`.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointStride
        var count = checkpoints[checkpoint]
        for byte in bytes[(checkpoint * Self.checkpointStride)..<offset] where byte & 0xC0 != 0x80 {
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
