/// A JSON value as it was written: key order, duplicate keys and number literals are kept, and
/// every value remembers the byte offset where it starts, so findings can say where.
public struct JSONNode: Sendable, Hashable {
    /// Not `indirect`: the arrays already break the recursion, and boxing would cost one
    /// allocation per value of the document.
    public enum Value: Sendable, Hashable {
        /// Members in document order; a duplicate key appears twice.
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number's literal text, exactly as written (`1`, `1.0` and `1e0` stay distinct).
        case number(String)
        case bool(Bool)
        case null
    }

    public var value: Value
    /// Byte offset of the value's first byte in the document.
    public var offset: Int

    public init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    /// The key after unescaping: `"\/"` and `"/"` read the same.
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyOffset: Int
    public var value: JSONNode

    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

extension JSONNode {
    /// The JSON type's name as a person would say it, for messages ("expected an array, found a string").
    public var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
