/// A JSON text that was read successfully: its value tree plus what is needed to point into it.
package struct JSONDocument: Sendable {
    package let root: JSONNode
    /// The body began with a UTF-8 byte order mark, which the reader skipped.
    package let hasByteOrderMark: Bool
    private let lines: LazySourceLines

    init(root: JSONNode, hasByteOrderMark: Bool, lines: LazySourceLines) {
        self.root = root
        self.hasByteOrderMark = hasByteOrderMark
        self.lines = lines
    }

    /// Line and column of a byte offset taken from a node (`offset`, `keyOffset`).
    package func position(ofOffset offset: Int) -> SourcePosition {
        lines.index.position(ofOffset: offset)
    }

    /// Line and column of the value at `path` (a key's last occurrence, as decoders keep it), or
    /// nil when the document has no such value: for findings raised on the model, after reading.
    package func position(of path: JSONPath) -> SourcePosition? {
        var node = root
        for element in path.elements {
            switch (element, node.value) {
            case (.key(let key), .object(let members)):
                guard let position = members.indices.last(where: { members.key(at: $0, is: key) }) else { return nil }
                node = members.value(at: position)
            case (.index(let index), .array(let items)) where items.indices.contains(index):
                node = items[index]
            default:
                return nil
            }
        }
        return position(ofOffset: node.offset)
    }

    /// `findings`, each with the line and column of its path where it has a path and no
    /// position: for checks that judge the model, which keeps paths, not offsets.
    package func positioned(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            guard finding.position == nil, let path = finding.path else { return finding }
            var finding = finding
            finding.position = position(of: path)
            return finding
        }
    }

    /// The text of a 1-based line, for quoting in a report; "" when there is no such line.
    package func sourceLine(_ line: Int) -> String {
        lines.index.text(ofLine: line)
    }

    /// Every key that appears more than once in the same object, after its first appearance.
    package var duplicateKeys: [JSONDuplicateKey] {
        JSONDuplicateKey.find(in: root)
    }
}
