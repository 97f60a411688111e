/// Why a body is not JSON, and where: the byte offset of the first byte that cannot be read.
///
/// The reader stops at the first error, as Apple's parser does; there is no recovery.
package struct JSONSyntaxError: Error, Sendable, Hashable {
    /// One sentence naming what was found (`expected ',' or '}' after an object member, found '"'`).
    package var message: String
    /// The change that makes the body readable.
    package var hint: String
    /// Byte offset in the bytes given to the reader (the end of the bytes for a truncated body).
    package var offset: Int
    /// Line and column of `offset`.
    package var position: SourcePosition
    /// The text of the line holding the error, for quoting (invalid UTF-8 replaced).
    package var sourceLine: String = ""

    package init(
        message: String, hint: String, offset: Int, position: SourcePosition = SourcePosition(line: 1, column: 1)
    ) {
        self.message = message
        self.hint = hint
        self.offset = offset
        self.position = position
    }

    /// The `json.syntax` finding this error becomes in a report.
    package var finding: Finding {
        FindingKind.jsonSyntax(
            "The file is not valid JSON at line \(position.line), column \(position.column): \(message).",
            hint: hint, position: position)
    }
}
