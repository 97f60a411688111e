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
    }

    /// The entry lines of `text`, in order. Blank lines, lines starting with `#`, and comments
    /// after white space and `#` are skipped; white space separates the entry from its app IDs.
    /// A `#` glued to an entry stays, so the entry parser can report it. A UTF-8 byte order mark
    /// (what some Windows editors write) is not part of the first entry.
    public static func lines(from text: String) -> [Line] {
        var lines: [Line] = []
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" { body = body.dropFirst() }
        // A CR LF pair is one Character, so it counts as one line break, as in an editor.
        let split = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in split.enumerated() {
            var content = line[...]
            if let comment = commentStart(in: content) { content = content[..<comment] }
            let words = content.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
            guard let entry = words.first else { continue }
            lines.append(Line(number: index + 1, entry: entry, appIDs: Array(words.dropFirst())))
        }
        return lines
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
