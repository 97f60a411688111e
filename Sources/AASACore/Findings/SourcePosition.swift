/// A place in a file a person can go to: 1-based line and column (columns count Unicode scalars).
package struct SourcePosition: Codable, Sendable, Hashable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
