/// The `--domains FILE` format: one entry per line.
public enum DomainListFile {
    /// The entries of `text`, in order. White space around an entry is dropped; blank lines,
    /// lines starting with `#`, and comments after white space and `#` are skipped. A `#` glued to
    /// an entry stays, so the entry parser can report it.
    public static func entries(from text: String) -> [String] {
        var entries: [String] = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var content = line[...]
            if let comment = commentStart(in: content) { content = content[..<comment] }
            let trimmed = content.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
            if !trimmed.isEmpty { entries.append(String(trimmed)) }
        }
        return entries
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
