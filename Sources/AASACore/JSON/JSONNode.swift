/// A JSON value as it was written: key order, duplicate keys and number literals are kept, and
/// every value remembers the byte offset where it starts, so findings can say where.
///
/// A node is a position in its document's tape: copying one copies two words, and a string's
/// text is made only when `value` is read.
package struct JSONNode: Sendable {
    package enum Value: Sendable, Equatable {
        /// Members in document order; a duplicate key appears twice.
        case object(JSONMembers)
        case array(JSONItems)
        case string(String)
        /// The number's literal text, exactly as written (`1`, `1.0` and `1e0` stay distinct).
        case number(String)
        case bool(Bool)
        case null
    }

    let tape: JSONTape
    let entry: Int

    package var value: Value {
        switch tape.entries[entry].kind {
        case .object: .object(JSONMembers(tape: tape, entry: entry))
        case .array: .array(JSONItems(tape: tape, entry: entry))
        case .string: .string(tape.text(of: entry))
        case .number: .number(tape.text(of: entry))
        case .true: .bool(true)
        case .false: .bool(false)
        case .null: .null
        }
    }

    /// Byte offset of the value's first byte in the document.
    package var offset: Int { tape.entries[entry].offset }

    var isContainer: Bool { tape.entries[entry].kind.rawValue <= JSONTape.Kind.array.rawValue }
}

/// One `"key": value` pair of an object.
package struct JSONMember: Sendable {
    /// The key after unescaping: `"\/"` and `"/"` read the same.
    package var key: String
    /// Byte offset of the key's opening quote.
    package var keyOffset: Int
    package var value: JSONNode
}

/// An object's members in document order, read from the tape as they are visited.
package struct JSONMembers: RandomAccessCollection, Sendable, Equatable {
    let tape: JSONTape
    let entry: Int

    package var startIndex: Int { 0 }
    package var endIndex: Int { Int(tape.entries[entry].count) }

    package subscript(position: Int) -> JSONMember {
        let key = keyEntry(position)
        return JSONMember(key: tape.text(of: key), keyOffset: tape.entries[key].offset, value: value(at: position))
    }

    func keyEntry(_ position: Int) -> Int { tape.child(2 * position, of: entry) }

    /// The member's value, without making a String of its key.
    func value(at position: Int) -> JSONNode { JSONNode(tape: tape, entry: tape.child(2 * position + 1, of: entry)) }

    /// Whether the member at `position` has the key `key`, without making a String of its key.
    func key(at position: Int, is key: String) -> Bool { tape.string(keyEntry(position), equals: key) }

    /// The member's key as one of a fixed set of keys, or nil for any other key, without making
    /// a String of it.
    func key<Key: RawRepresentable & CaseIterable>(at position: Int, as _: Key.Type) -> Key?
    where Key.RawValue == String {
        let cases = Key.allCases
        return tape.string(keyEntry(position), among: cases.lazy.map { $0.rawValue }).map { cases[$0] }
    }

    /// Whether two members have the same key, byte for byte.
    func sameKey(_ first: Int, _ second: Int) -> Bool { tape.string(keyEntry(first), equals: keyEntry(second)) }

    /// Same keys and values in the same order; offsets are not compared.
    package static func == (left: JSONMembers, right: JSONMembers) -> Bool {
        left.count == right.count
            && zip(left, right).allSatisfy { $0.key == $1.key && $0.value.value == $1.value.value }
    }
}

/// An array's elements, read from the tape as they are visited.
package struct JSONItems: RandomAccessCollection, Sendable, Equatable {
    let tape: JSONTape
    let entry: Int

    package var startIndex: Int { 0 }
    package var endIndex: Int { Int(tape.entries[entry].count) }

    package subscript(position: Int) -> JSONNode { JSONNode(tape: tape, entry: tape.child(position, of: entry)) }

    /// Same values in the same order; offsets are not compared.
    package static func == (left: JSONItems, right: JSONItems) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { $0.value == $1.value }
    }
}

extension JSONNode {
    /// The JSON type's name as a person would say it, for messages ("expected an array, found a string").
    package var typeName: String {
        switch tape.entries[entry].kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }
}
