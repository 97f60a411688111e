/// A digest of what a served file says, which formatting cannot move: the JSON written again with
/// each object's keys sorted and no whitespace, strings and numbers as parsed, and an
/// assetlinks.json's statements sorted (Android reads each on its own; their order decides
/// nothing but which of two statements granting one package with different dynamic rules comes
/// first, a file no one writes on purpose). Minifying, re-indenting or reordering keys keeps it;
/// any change of an app, a rule, a relation or an include moves it.
package enum MeaningDigest {
    /// The reader bounds nesting at 512; this bound keeps the writer safe on any tree.
    static let maximumDepth = 1024

    /// Nil when the body is not JSON.
    package static func hex(_ body: [UInt8], platform: Platform) -> String? {
        guard let document = try? JSONReader.read(body) else { return nil }
        var bytes: [UInt8] = []
        if platform == .android, case .array(let statements) = document.root.value {
            let written = statements.map { statement in
                var one: [UInt8] = []
                write(statement, into: &one, depth: 1)
                return one
            }
            bytes.append(UInt8(ascii: "["))
            for (index, statement) in written.sorted(by: { $0.lexicographicallyPrecedes($1) }).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes += statement
            }
            bytes.append(UInt8(ascii: "]"))
        } else {
            write(document.root, into: &bytes, depth: 0)
        }
        return SHA256Digest.hex(bytes)
    }

    private static func write(_ node: JSONNode, into bytes: inout [UInt8], depth: Int) {
        guard depth < maximumDepth else {
            // Too deep to walk: the offset keeps such files apart, which is all a digest needs.
            bytes += Array("deep@\(node.offset)".utf8)
            return
        }
        switch node.value {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
                .enumerated()
            {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(member.value, into: &bytes, depth: depth + 1)
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item, into: &bytes, depth: depth + 1)
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text): string(text, into: &bytes)
        case .number(let text): bytes += Array(text.utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .null: bytes += Array("null".utf8)
        }
    }

    /// A string as its length and bytes: no escaping can make two strings collide.
    private static func string(_ text: String, into bytes: inout [UInt8]) {
        bytes += Array("\(text.utf8.count)\"".utf8)
        bytes += Array(text.utf8)
    }
}
