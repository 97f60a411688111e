/// A JSON text that was read successfully: its value tree plus what is needed to point into it.
public struct JSONDocument: Sendable {
    public let root: JSONNode
    /// The body began with a UTF-8 byte order mark, which the reader skipped.
    public let hasByteOrderMark: Bool
    private let lines: LazySourceLines

    init(root: JSONNode, hasByteOrderMark: Bool, lines: LazySourceLines) {
        self.root = root
        self.hasByteOrderMark = hasByteOrderMark
        self.lines = lines
    }

    /// Line and column of a byte offset taken from a node (`offset`, `keyOffset`).
    public func position(ofOffset offset: Int) -> SourcePosition {
        lines.index.position(ofOffset: offset)
    }

    /// The text of a 1-based line, for quoting in a report; "" when there is no such line.
    public func sourceLine(_ line: Int) -> String {
        lines.index.text(ofLine: line)
    }

    /// Every key that appears more than once in the same object, after its first appearance.
    public var duplicateKeys: [JSONDuplicateKey] {
        JSONDuplicateKey.find(in: root)
    }
}
