/// Reads what aasa wrote (a baseline report, a recording's lines) back through the house JSON
/// reader: a `Decoder` over ``JSONNode``s, so the JSON that reports are written as is parsed by
/// one parser, ``JSONReader``, whoever reads it. Repeated keys read their last value, as
/// Foundation's parser reads them; numbers are read from their literal text.
package enum JSONNodeDecoder {
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let document = try JSONReader.read(bytes)
        return try T(from: NodeDecoder(node: document.root, codingPath: []))
    }
}

private struct NodeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.value else { throw mismatch(expected: "an object") }
        return KeyedDecodingContainer(KeyedNodes<Key>(object: JSONObjectView(members), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else { throw mismatch(expected: "an array") }
        return UnkeyedNodes(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func mismatch(expected: String) -> DecodingError {
        .typeMismatch(
            Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(node.typeName)"))
    }

    /// The value, for the types JSON spells itself; nil for a type that decodes itself.
    func scalar<T: Decodable>(_ type: T.Type) throws -> T? {
        if T.self == String.self {
            guard case .string(let text) = node.value else { throw mismatch(expected: "a string") }
            return (text as! T)
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = node.value else { throw mismatch(expected: "a boolean") }
            return (flag as! T)
        }
        if T.self == Int.self { return (try integer(Int.self) as! T) }
        if T.self == Double.self { return (try floatingPoint(Double.self) as! T) }
        // Every other width, so that no standard number type decodes by asking for itself. Types
        // are compared by identity, as the writer does: no dynamic cast per value decoded.
        if T.self == Int64.self { return (try integer(Int64.self) as! T) }
        if T.self == Int32.self { return (try integer(Int32.self) as! T) }
        if T.self == Int16.self { return (try integer(Int16.self) as! T) }
        if T.self == Int8.self { return (try integer(Int8.self) as! T) }
        if T.self == UInt.self { return (try integer(UInt.self) as! T) }
        if T.self == UInt64.self { return (try integer(UInt64.self) as! T) }
        if T.self == UInt32.self { return (try integer(UInt32.self) as! T) }
        if T.self == UInt16.self { return (try integer(UInt16.self) as! T) }
        if T.self == UInt8.self { return (try integer(UInt8.self) as! T) }
        if T.self == Float.self { return (try floatingPoint(Float.self) as! T) }
        return nil
    }

    private func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(_ type: F.Type) throws -> F {
        guard case .number(let text) = node.value, let value = F(text) else { throw mismatch(expected: "a number") }
        return value
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .number(let text) = node.value else { throw mismatch(expected: "a number") }
        guard let value = I(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "\(text) is not a whole number that fits \(I.self)"))
        }
        return value
    }

    func decode<T: Decodable>(as type: T.Type) throws -> T {
        try scalar(type) ?? T(from: self)
    }
}

extension NodeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        if case .null = node.value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(as: type) }
}

private struct KeyedNodes<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObjectView
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func decoder(for key: Key) throws -> NodeDecoder {
        guard let member = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "no \"\(key.stringValue)\""))
        }
        return NodeDecoder(node: member.value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key).decode(as: type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw unsupported }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported }

    private var unsupported: DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "reports have no super-decoders"))
    }
}

private struct UnkeyedNodes: UnkeyedDecodingContainer {
    let items: JSONItems
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: JSONItems, codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "the array has no more values"))
        }
        defer { currentIndex += 1 }
        return NodeDecoder(node: items[currentIndex], codingPath: codingPath + [Index(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex].value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(as: type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }

    /// An array position in a coding path.
    private struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }
}
