/// An object's members read with last-one-wins for repeated keys, as Foundation's parser does.
///
/// Which duplicate the system uses is not documented; the decoder reports every duplicate
/// (`json.duplicate-key`) and reads the last, so the model is at least deterministic.
struct JSONObjectView {
    /// Members in document order, each key once, at its last occurrence.
    let members: [JSONMember]
    /// Only for large objects: AASA objects have a handful of keys, where a scan beats hashing.
    private let byKey: [String: JSONMember]?
    private static let scanLimit = 12

    init(_ written: [JSONMember]) {
        guard written.count > Self.scanLimit else {
            let isLast = written.indices.map { index in
                !written[(index + 1)...].contains { $0.key == written[index].key }
            }
            members = isLast.allSatisfy { $0 } ? written : zip(written, isLast).filter(\.1).map(\.0)
            byKey = nil
            return
        }
        var byKey: [String: JSONMember] = [:]
        var lastIndex: [String: Int] = [:]
        for (index, member) in written.enumerated() {
            byKey[member.key] = member
            lastIndex[member.key] = index
        }
        self.byKey = byKey
        members = written.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
    }

    subscript(key: String) -> JSONMember? {
        if let byKey { return byKey[key] }
        return members.first { $0.key == key }
    }
}
