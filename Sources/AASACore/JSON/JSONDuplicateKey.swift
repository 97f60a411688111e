/// A key written a second (or later) time in the same object.
///
/// RFC 8259 leaves the meaning of repeated names undefined; parsers differ on which one wins.
public struct JSONDuplicateKey: Sendable, Hashable {
    public var key: String
    /// Path of the object member, `$.applinks.details[0].appIDs` for a repeated `appIDs`.
    public var path: JSONPath
    /// Byte offset of the repeated key's opening quote.
    public var keyOffset: Int

    /// Walks the tree with an explicit stack, so a deep document cannot exhaust the call stack.
    static func find(in root: JSONNode) -> [JSONDuplicateKey] {
        var duplicates: [JSONDuplicateKey] = []
        var pending: [(node: JSONNode, path: JSONPath)] = [(root, .root)]
        while let (node, path) = pending.popLast() {
            switch node.value {
            case .object(let members):
                var seen = Set<String>()
                for member in members {
                    if !seen.insert(member.key).inserted {
                        duplicates.append(JSONDuplicateKey(key: member.key, path: path / member.key, keyOffset: member.keyOffset))
                    }
                }
                for member in members.reversed() { pending.append((member.value, path / member.key)) }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item, path / index)) }
            default:
                break
            }
        }
        return duplicates.sorted { $0.keyOffset < $1.keyOffset }
    }
}
