/// One source line made safe to print, cut to a window around a column, with a caret line that
/// points at that column.
///
/// The line is sanitised scalar by scalar so the caret can be placed after escapes, which are
/// wider than the scalar they replace. A minified file is often one huge line; only the window
/// around the column is shown.
struct SourceExcerpt: Sendable, Hashable {
    /// The sanitised, possibly shortened line.
    let text: String
    /// Spaces and a `^` under the column.
    let caret: String

    /// Widest excerpt shown, in terminal columns, not counting the `…` marks.
    static let maximumColumns = 120
    /// How much of the window goes before the caret when the line must be cut.
    static let leadingColumns = 60

    /// `column` is 1-based and counts Unicode scalars; a column past the end points just after it.
    init(line: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        let caretIndex = min(max(column - 1, 0), scalars.count)
        var start = caretIndex
        var used = 0
        while start > 0, used + Self.width(of: scalars[start - 1]) <= Self.leadingColumns {
            start -= 1
            used += Self.width(of: scalars[start])
        }
        var end = caretIndex
        while end < scalars.count, used + Self.width(of: scalars[end]) <= Self.maximumColumns {
            used += Self.width(of: scalars[end])
            end += 1
        }
        // A short line: show all of it even if the caret is far right.
        if end == scalars.count {
            while start > 0, used + Self.width(of: scalars[start - 1]) <= Self.maximumColumns {
                start -= 1
                used += Self.width(of: scalars[start])
            }
        }
        let prefix = start > 0 ? "…" : ""
        let suffix = end < scalars.count ? "…" : ""
        let before = scalars[start..<caretIndex].map(Self.visible).joined()
        let after = scalars[caretIndex..<end].map(Self.visible).joined()
        text = prefix + before + after + suffix
        caret = String(repeating: " ", count: TerminalText.columns(prefix + before)) + "^"
    }

    /// A tab shows as one space so that indentation stays readable and the caret stays aligned.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" { return " " }
        return TerminalText.needsEscape(scalar) ? TerminalText.escape(scalar) : String(scalar)
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        TerminalText.columns(visible(scalar))
    }
}
