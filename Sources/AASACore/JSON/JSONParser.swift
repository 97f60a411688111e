/// The byte-level parser behind ``JSONReader``.
///
/// Containers are parsed with an explicit stack instead of recursion, so the depth limit is the
/// only thing a deeply nested document can hit, whatever the thread's stack size.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let maxDepth: Int

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int) {
        self.bytes = bytes
        self.index = start
        self.maxDepth = max(1, maxDepth)
    }

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        var isObject: Bool
        var offset: Int
        var members: [JSONMember] = []
        var items: [JSONNode] = []
        /// The key whose value is being read (objects only).
        var key = ""
        var keyOffset = 0
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        try refuseUnreadableStart()
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected("after the end of the top-level value", hint: "remove everything after the final '}'")
        }
        return root
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        var open: [OpenContainer] = []
        while true {
            skipWhitespace()
            var node: JSONNode
            if let opened = try openContainer(depth: open.count) {
                if opened.isObject ? consume(ascii: "}") : consume(ascii: "]") {
                    node = JSONNode(opened.isObject ? .object([]) : .array([]), offset: opened.offset)
                } else {
                    open.append(opened)
                    if opened.isObject { try readKey(into: &open[open.count - 1]) }
                    continue
                }
            } else {
                node = try parseScalar()
            }
            // Attach the finished value to its parents, closing every container that ends here.
            while !open.isEmpty {
                let last = open.count - 1
                skipWhitespace()
                if open[last].isObject {
                    open[last].members.append(
                        JSONMember(key: open[last].key, keyOffset: open[last].keyOffset, value: node))
                    if consume(ascii: ",") {
                        try readKey(into: &open[last])
                        break
                    }
                    guard consume(ascii: "}") else {
                        throw unexpected("after an object member", expected: "',' or '}'")
                    }
                    let closed = open.removeLast()
                    node = JSONNode(.object(closed.members), offset: closed.offset)
                } else {
                    open[last].items.append(node)
                    if consume(ascii: ",") { break }
                    guard consume(ascii: "]") else {
                        throw unexpected("after an array element", expected: "',' or ']'")
                    }
                    let closed = open.removeLast()
                    node = JSONNode(.array(closed.items), offset: closed.offset)
                }
            }
            if open.isEmpty { return node }
        }
    }

    /// Reads `{` or `[` if one is next, refusing to go deeper than `maxDepth`.
    private mutating func openContainer(depth: Int) throws(JSONSyntaxError) -> OpenContainer? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
            return nil
        }
        guard depth < maxDepth else {
            throw JSONSyntaxError(
                message: "the nesting is deeper than \(maxDepth) levels",
                hint: "flatten the document; an AASA file needs at most 6 levels", offset: index)
        }
        let opened = OpenContainer(isObject: bytes[index] == UInt8(ascii: "{"), offset: index)
        index += 1
        skipWhitespace()
        return opened
    }

    /// Reads `"key" :` and leaves the reader at the member's value.
    private mutating func readKey(into container: inout OpenContainer) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            if index < bytes.count, bytes[index] == UInt8(ascii: "}"), container.members.count > 0 {
                throw JSONSyntaxError(
                    message: "a trailing comma before '}' is not allowed in JSON",
                    hint: "remove the comma after the last member", offset: index)
            }
            throw unexpected("where an object key should be", expected: "a string key")
        }
        container.keyOffset = index
        container.key = try parseString()
        skipWhitespace()
        guard consume(ascii: ":") else { throw unexpected("after an object key", expected: "':'") }
    }

    /// Reads a string, number, `true`, `false` or `null`.
    private mutating func parseScalar() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        guard index < bytes.count else { throw unexpected("", expected: "a value") }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, offset: start)
        case UInt8(ascii: "]") where previousSignificantByte(before: index) == UInt8(ascii: ","):
            throw JSONSyntaxError(
                message: "a trailing comma before ']' is not allowed in JSON",
                hint: "remove the comma after the last element", offset: index)
        default:
            throw unexpected("", expected: "a value")
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func consume(ascii: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
        index += 1
        return true
    }
}
