/// A place in a file a person can go to: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Codable, Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
