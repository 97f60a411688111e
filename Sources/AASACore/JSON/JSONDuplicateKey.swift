/// A key written a second (or later) time in the same object.
///
/// RFC 8259 leaves the meaning of repeated names undefined; parsers differ on which one wins.
package struct JSONDuplicateKey: Sendable, Hashable {
    package var key: String
    /// Path of the object member, `$.applinks.details[0].appIDs` for a repeated `appIDs`.
    package var path: JSONPath
    /// Byte offset of the repeated key's opening quote.
    package var keyOffset: Int

    /// Walks the tree with an explicit stack, so a deep document cannot exhaust the call stack.
    /// The path to the current node is kept in one trail and only copied for a duplicate.
    static func find(in root: JSONNode) -> [JSONDuplicateKey] {
        // Nearly every file has none: every object of the tape is looked at once, flat, before
        // walking the tree for paths.
        let tape = root.tape
        let anyRepeated = tape.entries.indices.contains {
            tape.entries[$0].kind == .object && !JSONMembers(tape: tape, entry: $0).repeatedKeys().isEmpty
        }
        guard anyRepeated else { return [] }
        var duplicates: [JSONDuplicateKey] = []
        var trail: [JSONPath.Element] = []
        var pending: [(node: JSONNode, depth: Int, element: JSONPath.Element?)] = [(root, 0, nil)]
        while let (node, depth, element) = pending.popLast() {
            trail.removeLast(trail.count - max(0, depth - 1))
            if let element { trail.append(element) }
            switch node.value {
            case .object(let members):
                for (position, _) in members.repeatedKeys() {
                    let member = members[position]
                    duplicates.append(
                        JSONDuplicateKey(
                            key: member.key, path: JSONPath(trail + [.key(member.key)]), keyOffset: member.keyOffset))
                }
                for position in members.indices.reversed() {
                    let value = members.value(at: position)
                    if value.isContainer { pending.append((value, depth + 1, .key(members[position].key))) }
                }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() where item.isContainer {
                    pending.append((item, depth + 1, .index(index)))
                }
            default:
                break
            }
        }
        return duplicates.sorted { $0.keyOffset < $1.keyOffset }
    }
}
