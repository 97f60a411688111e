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
    /// The path to the current node is kept in one trail and only copied for a duplicate.
    static func find(in root: JSONNode) -> [JSONDuplicateKey] {
        var duplicates: [JSONDuplicateKey] = []
        var trail: [JSONPath.Element] = []
        var pending: [(node: JSONNode, depth: Int, element: JSONPath.Element?)] = [(root, 0, nil)]
        while let (node, depth, element) = pending.popLast() {
            trail.removeLast(trail.count - max(0, depth - 1))
            if let element { trail.append(element) }
            switch node.value {
            case .object(let members):
                for member in repeatedMembers(members) {
                    duplicates.append(
                        JSONDuplicateKey(
                            key: member.key, path: JSONPath(trail + [.key(member.key)]), keyOffset: member.keyOffset))
                }
                for member in members.reversed() where member.value.isContainer {
                    pending.append((member.value, depth + 1, .key(member.key)))
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

    /// Members whose key appeared earlier in the object. AASA objects are small, so they are
    /// scanned pairwise without allocating; large ones go through a set.
    private static func repeatedMembers(_ members: [JSONMember]) -> [JSONMember] {
        if members.count <= 16 {
            return members.indices.filter { index in members[..<index].contains { $0.key == members[index].key } }
                .map { members[$0] }
        }
        var seen = Set<String>()
        return members.filter { !seen.insert($0.key).inserted }
    }
}

extension JSONNode {
    fileprivate var isContainer: Bool {
        switch value {
        case .object, .array: true
        default: false
        }
    }
}
