/// Reads RFC 8259 JSON from bytes, keeping what a linter needs: key order, repeated keys, number
/// literals as written and the byte offset of every value.
///
/// Strict on purpose, like the parser Apple's systems use: no comments, no trailing commas, no
/// trailing data, UTF-8 only. A UTF-8 byte order mark is skipped and remembered, not refused.
package enum JSONReader {
    /// The deepest nesting accepted; deeper documents are refused rather than risking the stack.
    package static let defaultMaxDepth = 512

    package static func read(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument
    {
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let contentStart = hasByteOrderMark ? 3 : 0
        let result = JSONParser.tape(of: bytes, start: contentStart, maxDepth: maxDepth)
        switch result {
        case .success(let tape):
            return JSONDocument(
                root: JSONNode(tape: tape, entry: 0), hasByteOrderMark: hasByteOrderMark,
                lines: LazySourceLines(bytes, contentStart: contentStart))
        case .failure(var error):
            let lines = SourceLines(bytes, contentStart: contentStart)
            error.position = lines.position(ofOffset: error.offset)
            error.sourceLine = excerpt(lines.text(ofLine: error.position.line), around: error.position.column)
            throw error
        }
    }

    /// At most 80 scalars either side of the column, so a one-line file cannot flood a report.
    private static func excerpt(_ line: String, around column: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        let start = max(0, min(column - 1, scalars.count) - 80)
        let end = min(scalars.count, column - 1 + 80)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<end])
        return String(text)
    }
}
