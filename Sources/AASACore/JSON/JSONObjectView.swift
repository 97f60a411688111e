/// An object's members read with last-one-wins for repeated keys, as Foundation's parser does.
///
/// Which duplicate the system uses is not documented; the decoder reports every duplicate
/// (`json.duplicate-key`) and reads the last, so the model is at least deterministic.
struct JSONObjectView {
    /// Members in document order, each key once, at its last occurrence.
    let members: [JSONMember]
    private let byKey: [String: JSONMember]

    init(_ written: [JSONMember]) {
        var byKey: [String: JSONMember] = [:]
        var lastIndex: [String: Int] = [:]
        for (index, member) in written.enumerated() {
            byKey[member.key] = member
            lastIndex[member.key] = index
        }
        self.byKey = byKey
        self.members = written.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
    }

    subscript(key: String) -> JSONMember? { byKey[key] }
}
