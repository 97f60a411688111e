/// The byte-level parser behind ``JSONReader``.
///
/// Containers are parsed with an explicit stack instead of recursion, so the depth limit is the
/// only thing a deeply nested document can hit, whatever the thread's stack size.
///
/// It reads the body through an unsafe buffer, as the tape's string reads below do: this file is
/// the JSON layer's one unsafe code. A Span can be neither a stored property (without an
/// experimental language feature) nor taken of a class's array, and a copy of the tape's array
/// per key compared made the realistic file's parse and decode 0.83 to 0.87 ms against 0.74
/// (`make bench-core`).
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the text starts: after a byte order mark, which positions do not count.
    let contentStart: Int
    var index: Int
    let maxDepth: Int
    /// The tape being written (see ``JSONTape``).
    private var entries: [JSONTape.Entry] = []
    private var children: [Int32] = []
    private var unescaped: [Int: String] = [:]
    /// Children of the containers still open, innermost last; moved to `children` on closing.
    private var pending: [Int32] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int) {
        self.bytes = bytes
        contentStart = start
        self.index = start
        self.maxDepth = max(1, maxDepth)
        // AASA files hold about one value per 8 bytes: a guess that spares most regrowing.
        entries.reserveCapacity(bytes.count / 8)
        children.reserveCapacity(bytes.count / 8)
    }

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        var entry: Int
        var isObject: Bool
        /// Where its children start in `pending`.
        var firstPending: Int
    }

    /// The tape of `document`, read from `start` (after a byte order mark), or the syntax error.
    static func tape(of document: [UInt8], start: Int, maxDepth: Int) -> Result<JSONTape, JSONSyntaxError> {
        document.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONTape in
                var parser = JSONParser(bytes: buffer, start: start, maxDepth: maxDepth)
                return try parser.parseDocument(document)
            }
        }
    }

    /// Reads the whole body into a tape whose first entry is the top-level value.
    private mutating func parseDocument(_ document: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        try refuseUnreadableStart()
        // The tape counts values in 32 bits; aasa's own inputs are capped far below this.
        guard bytes.count < Int32.max else {
            throw JSONSyntaxError(
                message: "the body is larger than 2 GiB", hint: "serve the AASA file itself, under 128 KB", offset: 0)
        }
        try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected("after the end of the top-level value", hint: "remove everything after the final '}'")
        }
        return JSONTape(bytes: document, entries: entries, children: children, unescaped: unescaped)
    }

    private mutating func parseValue() throws(JSONSyntaxError) {
        var open: [OpenContainer] = []
        while true {
            skipWhitespace()
            var finished: Int
            if let opened = try openContainer(depth: open.count) {
                if opened.isObject ? consume(ascii: "}") : consume(ascii: "]") {
                    finished = opened.entry
                } else {
                    open.append(opened)
                    if opened.isObject { try readKey(hasMembers: false) }
                    continue
                }
            } else {
                finished = try parseScalar()
            }
            // Attach the finished value to its parents, closing every container that ends here.
            while let container = open.last {
                pending.append(Int32(finished))
                skipWhitespace()
                if consume(ascii: ",") {
                    if container.isObject { try readKey(hasMembers: true) }
                    break
                }
                if container.isObject {
                    guard consume(ascii: "}") else {
                        if byte(is: "]") { throw mismatchedClose(opening: entries[container.entry].offset) }
                        throw unexpected("after an object member", expected: "',' or '}'")
                    }
                } else {
                    guard consume(ascii: "]") else {
                        if byte(is: "}") { throw mismatchedClose(opening: entries[container.entry].offset) }
                        throw unexpected("after an array element", expected: "',' or ']'")
                    }
                }
                open.removeLast()
                close(container)
                finished = container.entry
            }
            if open.isEmpty { return }
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
        let isObject = bytes[index] == UInt8(ascii: "{")
        let opened = OpenContainer(entry: entries.count, isObject: isObject, firstPending: pending.count)
        entries.append(
            JSONTape.Entry(offset: index, payload: children.count, count: 0, kind: isObject ? .object : .array))
        index += 1
        skipWhitespace()
        return opened
    }

    /// Moves a closed container's children from `pending` to the tape.
    private mutating func close(_ container: OpenContainer) {
        let written = pending.count - container.firstPending
        entries[container.entry].payload = children.count
        entries[container.entry].count = Int32(container.isObject ? written / 2 : written)
        // One append per child: a container has a handful, where appending a slice costs about a
        // hundred instructions of generic set-up.
        for child in container.firstPending..<pending.count { children.append(pending[child]) }
        pending.removeLast(written)
    }

    /// Reads `"key" :` and leaves the reader at the member's value.
    private mutating func readKey(hasMembers: Bool) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            if index < bytes.count, bytes[index] == UInt8(ascii: "}"), hasMembers {
                throw JSONSyntaxError(
                    message: "a trailing comma before '}' is not allowed in JSON",
                    hint: "remove the comma after the last member", offset: index)
            }
            throw unexpected("where an object key should be", expected: "a string key")
        }
        pending.append(Int32(try appendString()))
        skipWhitespace()
        guard consume(ascii: ":") else { throw unexpected("after an object key", expected: "':'") }
    }

    /// Reads a string into the tape and returns its entry.
    private mutating func appendString() throws(JSONSyntaxError) -> Int {
        let entry = entries.count
        let start = index
        if let text = try parseString() { unescaped[entry] = text }
        entries.append(JSONTape.Entry(offset: start, payload: index - 1, count: 0, kind: .string))
        return entry
    }

    /// Reads a string, number, `true`, `false` or `null` into the tape and returns its entry.
    private mutating func parseScalar() throws(JSONSyntaxError) -> Int {
        let start = index
        guard index < bytes.count else { throw unexpected("", expected: "a value") }
        let kind: JSONTape.Kind
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return try appendString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
            kind = .number
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            kind = .true
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            kind = .false
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            kind = .null
        case UInt8(ascii: "]") where previousSignificantByte(before: index) == UInt8(ascii: ","):
            throw JSONSyntaxError(
                message: "a trailing comma before ']' is not allowed in JSON",
                hint: "remove the comma after the last element", offset: index)
        default:
            throw unexpected("", expected: "a value")
        }
        entries.append(JSONTape.Entry(offset: start, payload: index, count: 0, kind: kind))
        return entries.count - 1
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

extension JSONTape {
    /// The text of a string entry after unescaping, or a number's literal.
    func text(of entry: Int) -> String {
        if !unescaped.isEmpty, let text = unescaped[entry] { return text }
        let value = entries[entry]
        let start = value.kind == .string ? value.offset + 1 : value.offset
        return bytes.withUnsafeBufferPointer { String(decoding: $0[start..<value.payload], as: UTF8.self) }
    }

    /// Runs `body` on a string entry's UTF-8 where it lies, without making a String of it.
    func withUTF8<Value>(of entry: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        if !unescaped.isEmpty, var text = unescaped[entry] { return text.withUTF8(body) }
        let value = entries[entry]
        return bytes.withUnsafeBufferPointer { body($0.extracting((value.offset + 1)..<value.payload)) }
    }
}
