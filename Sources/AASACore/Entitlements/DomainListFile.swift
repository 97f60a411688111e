/// The `--domains FILE` format: one entry per line, optionally followed by the app IDs that claim
/// it (`applinks:example.com ABCDE12345.com.example.app FGHIJ67890.com.example.clip`).
public enum DomainListFile {
    /// One line that names an entry.
    public struct Line: Sendable, Hashable {
        /// 1-based, for `FILE:LINE` in messages.
        public var number: Int
        public var entry: String
        /// The app IDs written after the entry, as written; empty when the line names none.
        public var appIDs: [String]
        /// False when the line's bytes are not UTF-8: its text then holds U+FFFD where they were.
        public var isValidUTF8 = true
    }

    /// The entry lines of `text`, in order. Blank lines, lines starting with `#`, and comments
    /// after white space and `#` are skipped; white space separates the entry from its app IDs.
    /// A `#` glued to an entry stays, so the entry parser can report it. A UTF-8 byte order mark
    /// (what some Windows editors write) is not part of the first entry.
    public static func lines(from text: String) -> [Line] {
        lines(from: Array(text.utf8))
    }

    /// The same for a file's bytes: each line is decoded on its own, so one line that is not UTF-8
    /// is that line's problem (``Line/isValidUTF8``), not the whole file's.
    public static func lines(from bytes: [UInt8]) -> [Line] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var texts: [ArraySlice<UInt8>] = []
        var start = body.startIndex
        var index = body.startIndex
        // A line feed, a carriage return and line feed, or a lone carriage return ends a line.
        while index < body.endIndex {
            let byte = body[index]
            index += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            texts.append(body[start..<(index - 1)])
            if byte == 0x0D, index < body.endIndex, body[index] == 0x0A { index += 1 }
            start = index
        }
        texts.append(body[start...])
        return texts.enumerated().compactMap { line($1, number: $0 + 1) }
    }

    private static func line(_ bytes: ArraySlice<UInt8>, number: Int) -> Line? {
        let valid = String(validating: bytes, as: UTF8.self)
        let text = valid ?? String(decoding: bytes, as: UTF8.self)
        var content = Substring(text)
        if let comment = commentStart(in: content) { content = content[..<comment] }
        let words = content.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
        guard let entry = words.first else { return nil }
        return Line(number: number, entry: entry, appIDs: Array(words.dropFirst()), isValidUTF8: valid != nil)
    }

    /// Where a comment starts: a `#` at the start of the line or after white space.
    private static func commentStart(in line: Substring) -> Substring.Index? {
        var previous: Character?
        for index in line.indices {
            if line[index] == "#" && (previous == nil || previous?.isWhitespace == true) { return index }
            previous = line[index]
        }
        return nil
    }
}
