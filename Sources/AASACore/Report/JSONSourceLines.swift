/// The text of a file a report quotes from, split into lines, so that a `json.syntax` finding can
/// show the offending line with a caret under its column.
///
/// Lines end at LF (a CR before it is dropped), the way ``SourcePosition`` counts them.
package struct JSONSourceLines: Sendable, Hashable {
    package let lines: [String]

    package init(lines: [String]) {
        self.lines = lines
    }

    package init(text: String) {
        // Split the UTF-8 bytes, not Characters: "\r\n" is a single Character in Swift.
        lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            let content = line.last == 0x0D ? line.dropLast() : line
            return String(decoding: content, as: UTF8.self)
        }
    }

    /// Decodes `bytes` as UTF-8, showing each invalid sequence as U+FFFD.
    package init(bytes: [UInt8]) {
        self.init(text: String(decoding: bytes, as: UTF8.self))
    }

    /// The 1-based line `number`, or nil when the file has no such line.
    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}
