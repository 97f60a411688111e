/// The `--domains FILE` format: one entry per line, optionally followed by the app IDs that claim
/// it (`applinks:example.com ABCDE12345.com.example.app FGHIJ67890.com.example.clip`).
package enum DomainListFile {
    /// One line that names an entry.
    package struct Line: Sendable, Hashable {
        /// 1-based, for `FILE:LINE` in messages.
        package var number: Int
        package var entry: String
        /// The app IDs written after the entry, as written; empty when the line names none.
        package var appIDs: [String]
        /// False when the line's bytes are not UTF-8: its text then holds U+FFFD where they were.
        package var isValidUTF8 = true
        /// True when the line ran past ``DomainListFile/maximumLineBytes``: only its start was read.
        package var isTooLong = false
    }

    /// The entry lines of `text`, in order. Blank lines, lines starting with `#`, and comments
    /// after white space and `#` are skipped; white space separates the entry from its app IDs.
    /// A `#` glued to an entry stays, so the entry parser can report it.
    package static func lines(from text: String) -> [Line] {
        lines(from: Array(text.utf8))
    }

    /// The same for a file's bytes: each line is decoded on its own, so one line that is not UTF-8
    /// is that line's problem (``Line/isValidUTF8``), not the whole file's.
    package static func lines(from bytes: [UInt8]) -> [Line] {
        var splitter = LineSplitter()
        var lines: [Line] = []
        splitter.feed(bytes.span) { lines.append($0) }
        splitter.finish { lines.append($0) }
        return lines
    }

    /// Cuts a list into lines as its bytes arrive, in chunks of any size, so a list of millions of
    /// entries is read holding one line. A line feed, a carriage return and line feed, or a lone
    /// carriage return ends a line; a line longer than ``maximumLineBytes`` is kept only up to
    /// that length and marked (``Line/isTooLong``).
    package struct LineSplitter: Sendable {
        private var pending: [UInt8] = []
        private var number = 1
        private var afterCarriageReturn = false
        private var isTooLong = false

        package init() {}

        package mutating func feed<E: Error>(_ chunk: Span<UInt8>, _ body: (Line) throws(E) -> Void) throws(E) {
            for index in chunk.indices {
                let byte = chunk[index]
                if afterCarriageReturn {
                    afterCarriageReturn = false
                    if byte == 0x0A { continue }
                }
                if byte == 0x0A || byte == 0x0D {
                    afterCarriageReturn = byte == 0x0D
                    try endLine(body)
                } else if pending.count < maximumLineBytes {
                    pending.append(byte)
                } else {
                    isTooLong = true
                }
            }
        }

        /// The last line, when the list does not end with a line break.
        package mutating func finish<E: Error>(_ body: (Line) throws(E) -> Void) throws(E) {
            try endLine(body)
        }

        private mutating func endLine<E: Error>(_ body: (Line) throws(E) -> Void) throws(E) {
            // A UTF-8 byte order mark (what some Windows editors write) is not part of the first entry.
            let start = number == 1 && pending.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            if var line = DomainListFile.line(pending[start...], number: number) {
                line.isTooLong = isTooLong
                try body(line)
            }
            pending.removeAll(keepingCapacity: true)
            isTooLong = false
            number += 1
        }
    }

    /// No real entry and app IDs come near this; a line that does is cut here, so memory stays
    /// bounded on a file with no line breaks.
    package static let maximumLineBytes = 16 << 10

    private static func line(_ bytes: ArraySlice<UInt8>, number: Int) -> Line? {
        let valid = String(validating: bytes, as: UTF8.self)
        let text = valid ?? String(decoding: bytes, as: UTF8.self)
        // Words are split at white space (Unicode's White_Space, as Character.isWhitespace reads
        // it); a `#` at the start or after white space starts a comment. Read by scalar: a list
        // of a million lines spent most of its reading time on grapheme breaking otherwise.
        let scalars = text.unicodeScalars
        var words: [String] = []
        var wordStart: String.UnicodeScalarView.Index?
        var afterSpace = true
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "#" && afterSpace { break }
            afterSpace = scalar.isWhiteSpace
            if afterSpace, let start = wordStart {
                words.append(String(scalars[start..<index]))
                wordStart = nil
            } else if !afterSpace, wordStart == nil {
                wordStart = index
            }
            index = scalars.index(after: index)
        }
        if let start = wordStart { words.append(String(scalars[start..<index])) }
        guard let entry = words.first else { return nil }
        return Line(number: number, entry: entry, appIDs: Array(words.dropFirst()), isValidUTF8: valid != nil)
    }
}
