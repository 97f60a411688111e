import FoundationEssentials

extension JSONReportEncoder {
    /// The one writer of every JSON report: an `Encodable` value becomes a tree of nodes, written
    /// in the layout reports have always had, that of Foundation's `JSONEncoder` with
    /// `.sortedKeys` and `.withoutEscapingSlashes` (compact, or `.prettyPrinted`), with terminal
    /// characters escaped (``ReportJSONString``). Reports hold strings, integers, floating-point
    /// seconds, booleans, nil, arrays and objects; anything else (a non-finite number, a date, data,
    /// a URL, a super-encoder) throws ``Unsupported``, and the report says it could not be encoded.
    ///
    /// A fleet run writes a report per host: `JSONEncoder` spent a fifth of the run's Swift time on
    /// them (`make bench`, perf), most of it in dynamic casts for the types it treats specially and
    /// in hashing every key into a dictionary before sorting. This one checks types by identity
    /// and keeps an object's members in a list; `JSONReportTreeTests` holds it to `JSONEncoder`'s
    /// bytes.
    package enum Tree {
        /// A value this writer refuses.
        package struct Unsupported: Error {}

        package static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> [UInt8] {
            let node: Node
            if let scalar = try TreeEncoder.scalar(value) {
                node = scalar
            } else {
                let session = Session()
                let encoder = TreeEncoder(depth: 1, session: session)
                try value.encode(to: encoder)
                // JSONEncoder refuses a top-level value that encoded nothing.
                guard let result = encoder.result, !session.refused else { throw Unsupported() }
                node = result
            }
            var writer = Writer(pretty: pretty)
            writer.write(node, depth: 0)
            return writer.bytes
        }

        /// What `JSONEncoder` writes its own way (a date's strategy, data as Base64, a URL as its
        /// string, a decimal's digits).
        fileprivate static func isFoundationSpecial(_ type: Any.Type) -> Bool {
            type == Date.self || type == Data.self || type == URL.self || type == Decimal.self
        }

        // MARK: - The tree

        /// What every encoder and container of one value shares.
        fileprivate final class Session {
            /// A super-encoder was asked for: its value would land in its container only when it is
            /// released, which a tree written at once does not wait for. The value is JSONEncoder's.
            var refused = false
        }

        /// Containers are references: a container handed out is filled after it is attached.
        fileprivate final class ObjectNode {
            var members: [(key: String, value: Node)] = []
            /// Where each key is, once an object is too large to search (a dictionary of entries).
            private var index: [String: Int] = [:]

            func set(_ value: Node, for key: String) {
                // A key set twice keeps its last value, as JSONEncoder's dictionary does.
                if members.count > 16, index.isEmpty {
                    for (position, member) in members.enumerated() { index[member.key] = position }
                }
                let existing = index.isEmpty ? members.firstIndex { $0.key == key } : index[key]
                if let existing {
                    members[existing].value = value
                } else {
                    if !index.isEmpty { index[key] = members.count }
                    members.append((key, value))
                }
            }
        }

        fileprivate final class ArrayNode {
            var items: [Node] = []
        }

        fileprivate enum Node {
            case null
            case bool(Bool)
            case number(String)
            case string(String)
            case object(ObjectNode)
            case array(ArrayNode)
        }

        // MARK: - Encoder

        fileprivate final class TreeEncoder: Encoder {
            var codingPath: [any CodingKey] = []
            var userInfo: [CodingUserInfoKey: Any] { [:] }
            var result: Node?
            let depth: Int
            let session: Session

            init(depth: Int, session: Session) {
                self.depth = depth
                self.session = session
            }

            static func node<T: Encodable>(of value: T, depth: Int, session: Session) throws -> Node {
                if let scalar = try scalar(value) { return scalar }
                // JSONEncoder's own nesting limit; it also stops a type that encodes itself forever.
                guard depth < 512 else { throw Unsupported() }
                let encoder = TreeEncoder(depth: depth + 1, session: session)
                try value.encode(to: encoder)
                // JSONEncoder writes an empty object for a value that encoded nothing.
                return encoder.result ?? .object(ObjectNode())
            }

            /// The node of a value of a type written as a scalar, or nil for one that encodes itself.
            /// Types are told apart by identity (no dynamic cast); the special ones are refused.
            static func scalar<T: Encodable>(_ value: T) throws -> Node? {
                if T.self == String.self { return .string(value as! String) }
                if T.self == Int.self { return .number(String(value as! Int)) }
                if T.self == Bool.self { return .bool(value as! Bool) }
                if T.self == Int64.self { return .number(String(value as! Int64)) }
                if T.self == Int32.self { return .number(String(value as! Int32)) }
                if T.self == Int16.self { return .number(String(value as! Int16)) }
                if T.self == Int8.self { return .number(String(value as! Int8)) }
                if T.self == UInt.self { return .number(String(value as! UInt)) }
                if T.self == UInt64.self { return .number(String(value as! UInt64)) }
                if T.self == UInt32.self { return .number(String(value as! UInt32)) }
                if T.self == UInt16.self { return .number(String(value as! UInt16)) }
                if T.self == UInt8.self { return .number(String(value as! UInt8)) }
                if T.self == Double.self { return try number(value as! Double) }
                if T.self == Float.self { return try number(value as! Float) }
                if isFoundationSpecial(T.self) { throw Unsupported() }
                return nil
            }

            /// As `JSONEncoder` writes a number: its shortest round-trip text, without a trailing
            /// `.0` (`10`, `2.5`, `1e-07`); JSON has no infinity or NaN.
            static func number(_ value: some BinaryFloatingPoint & LosslessStringConvertible) throws -> Node {
                guard value.isFinite else { throw Unsupported() }
                let text = value.description
                return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
            }

            func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
                let object: ObjectNode
                if case .object(let existing) = result {
                    object = existing
                } else {
                    object = ObjectNode()
                    result = .object(object)
                }
                return KeyedEncodingContainer(KeyedContainer<Key>(object: object, depth: depth, session: session))
            }

            func unkeyedContainer() -> any UnkeyedEncodingContainer {
                let array: ArrayNode
                if case .array(let existing) = result {
                    array = existing
                } else {
                    array = ArrayNode()
                    result = .array(array)
                }
                return UnkeyedContainer(array: array, depth: depth, session: session)
            }

            func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }
        }

        fileprivate struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
            let object: ObjectNode
            let depth: Int
            let session: Session
            var codingPath: [any CodingKey] { [] }

            mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: key.stringValue) }
            mutating func encode(_ value: Bool, forKey key: Key) throws {
                object.set(.bool(value), for: key.stringValue)
            }
            mutating func encode(_ value: String, forKey key: Key) throws {
                object.set(.string(value), for: key.stringValue)
            }
            mutating func encode(_ value: Int, forKey key: Key) throws {
                object.set(.number(String(value)), for: key.stringValue)
            }
            mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
                object.set(try TreeEncoder.node(of: value, depth: depth, session: session), for: key.stringValue)
            }

            mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
                -> KeyedEncodingContainer<NestedKey>
            {
                let nested = ObjectNode()
                object.set(.object(nested), for: key.stringValue)
                return KeyedEncodingContainer(
                    KeyedContainer<NestedKey>(object: nested, depth: depth + 1, session: session))
            }

            mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
                let nested = ArrayNode()
                object.set(.array(nested), for: key.stringValue)
                return UnkeyedContainer(array: nested, depth: depth + 1, session: session)
            }

            mutating func superEncoder() -> any Encoder { refuse() }
            mutating func superEncoder(forKey key: Key) -> any Encoder { refuse() }

            private func refuse() -> any Encoder {
                session.refused = true
                return TreeEncoder(depth: depth + 1, session: session)
            }
        }

        fileprivate struct UnkeyedContainer: UnkeyedEncodingContainer {
            let array: ArrayNode
            let depth: Int
            let session: Session
            var codingPath: [any CodingKey] { [] }
            var count: Int { array.items.count }

            mutating func encodeNil() throws { array.items.append(.null) }
            mutating func encode(_ value: Bool) throws { array.items.append(.bool(value)) }
            mutating func encode(_ value: String) throws { array.items.append(.string(value)) }
            mutating func encode(_ value: Int) throws { array.items.append(.number(String(value))) }
            mutating func encode<T: Encodable>(_ value: T) throws {
                array.items.append(try TreeEncoder.node(of: value, depth: depth, session: session))
            }

            mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
                -> KeyedEncodingContainer<NestedKey>
            {
                let nested = ObjectNode()
                array.items.append(.object(nested))
                return KeyedEncodingContainer(
                    KeyedContainer<NestedKey>(object: nested, depth: depth + 1, session: session))
            }

            mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
                let nested = ArrayNode()
                array.items.append(.array(nested))
                return UnkeyedContainer(array: nested, depth: depth + 1, session: session)
            }

            mutating func superEncoder() -> any Encoder {
                session.refused = true
                return TreeEncoder(depth: depth + 1, session: session)
            }
        }

        fileprivate struct SingleContainer: SingleValueEncodingContainer {
            let encoder: TreeEncoder
            var codingPath: [any CodingKey] { [] }

            mutating func encodeNil() throws { encoder.result = .null }
            mutating func encode(_ value: Bool) throws { encoder.result = .bool(value) }
            mutating func encode(_ value: String) throws { encoder.result = .string(value) }
            mutating func encode(_ value: Int) throws { encoder.result = .number(String(value)) }
            mutating func encode<T: Encodable>(_ value: T) throws {
                encoder.result = try TreeEncoder.node(of: value, depth: encoder.depth, session: encoder.session)
            }
        }

        // MARK: - Writer

        /// JSONEncoder's layout: keys sorted by their UTF-8 bytes; pretty output indents by two
        /// spaces, writes `"key" : value`, and an empty container as its brackets around a blank line.
        fileprivate struct Writer {
            let pretty: Bool
            var bytes: [UInt8] = []

            init(pretty: Bool) {
                self.pretty = pretty
                bytes.reserveCapacity(2048)
            }

            mutating func write(_ node: Node, depth: Int) {
                switch node {
                case .null: append("null")
                case .bool(let flag): append(flag ? "true" : "false")
                case .number(let text): bytes += text.utf8
                case .string(let text): string(text)
                case .array(let array):
                    bytes.append(UInt8(ascii: "["))
                    for (index, item) in array.items.enumerated() {
                        separate(first: index == 0, depth: depth + 1)
                        write(item, depth: depth + 1)
                    }
                    close("]", depth: depth)
                case .object(let object):
                    bytes.append(UInt8(ascii: "{"))
                    let members = object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                    for (index, member) in members.enumerated() {
                        separate(first: index == 0, depth: depth + 1)
                        string(member.key)
                        append(pretty ? " : " : ":")
                        write(member.value, depth: depth + 1)
                    }
                    close("}", depth: depth)
                }
            }

            private mutating func separate(first: Bool, depth: Int) {
                if !first { bytes.append(UInt8(ascii: ",")) }
                guard pretty else { return }
                bytes.append(UInt8(ascii: "\n"))
                indent(depth)
            }

            private mutating func close(_ bracket: StaticString, depth: Int) {
                if pretty {
                    // An empty container still gets the line its members would have started on.
                    if bytes.last == UInt8(ascii: "[") || bytes.last == UInt8(ascii: "{") {
                        bytes.append(UInt8(ascii: "\n"))
                    }
                    bytes.append(UInt8(ascii: "\n"))
                    indent(depth)
                }
                append(bracket)
            }

            private mutating func indent(_ depth: Int) {
                for _ in 0..<depth { append("  ") }
            }

            private mutating func append(_ text: StaticString) {
                text.withUTF8Buffer { bytes += $0 }
            }

            private mutating func string(_ text: String) {
                ReportJSONString.append(text, to: &bytes)
            }
        }
    }
}
