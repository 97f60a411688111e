import FoundationEssentials

/// Decodes a property list, XML, binary or the OpenStep text of Xcode's project.pbxproj, into
/// plain values: `String`, `Bool`, `Int`, `Double`, `Data`, `Date`, `[Any]` and `[String: Any]`.
/// FoundationEssentials' `PropertyListDecoder` reads all three forms without the ICU data
/// `PropertyListSerialization` brings into a static binary. As CoreFoundation does, OpenStep
/// text gives strings only, and a key written twice keeps its last value (the callers say so).
enum PropertyListReader {
    /// Real property lists nest a few levels (entitlements two or three, a project.pbxproj four);
    /// the decoder recurses once per level, so a hostile file of 100,000 is refused first.
    static let maximumDepth = 64

    struct TooDeep: Error {}

    static func read(_ data: Data) throws -> Any {
        guard nestingDepth(data) <= maximumDepth else { throw TooDeep() }
        return try PropertyListDecoder().decode(Node.self, from: data).value
    }

    /// How deep the text's containers nest: XML's `<array>` and `<dict>` (not `<array/>`), or
    /// OpenStep's `{` and `(` outside quoted strings and comments. A binary list's graph is
    /// checked before it gets here (``BinaryPropertyListGuard``); its bytes count as depth 0.
    static func nestingDepth(_ data: Data) -> Int {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) { return 0 }
        var depth = 0
        var deepest = 0
        var index = 0
        let isXML = PropertyListDictionary.looksLikeXML(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            if isXML {
                if byte == UInt8(ascii: "<") {
                    let tag = bytes[(index + 1)...].prefix { $0 != UInt8(ascii: ">") }
                    if tag.starts(with: Array("array".utf8)) || tag.starts(with: Array("dict".utf8)) {
                        if tag.last != UInt8(ascii: "/") { depth += 1 }
                    } else if tag.starts(with: Array("/array".utf8)) || tag.starts(with: Array("/dict".utf8)) {
                        depth -= 1
                    }
                    index += tag.count + 1
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    // A quoted string, its escapes included.
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index += 1
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "{"), UInt8(ascii: "("): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
                default: break
                }
            }
            deepest = max(deepest, depth)
            index += 1
        }
        return deepest
    }

    /// One value of the list. Each form's decoder is strict about types, so the first kind that
    /// decodes is the value's own (an XML `<string>5</string>` stays a string).
    private indirect enum Node: Decodable {
        case bool(Bool), integer(Int), real(Double), string(String), date(Date), data(Data)
        case array([Node]), dictionary([String: Node])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .real(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode(Date.self) {
                self = .date(value)
            } else if let value = try? container.decode(Data.self) {
                self = .data(value)
            } else if let value = try? container.decode([Node].self) {
                self = .array(value)
            } else {
                self = .dictionary(try container.decode([String: Node].self))
            }
        }

        var value: Any {
            switch self {
            case .bool(let value): value
            case .integer(let value): value
            case .real(let value): value
            case .string(let value): value
            case .date(let value): value
            case .data(let value): value
            case .array(let items): items.map(\.value)
            case .dictionary(let members): members.mapValues(\.value)
            }
        }
    }
}
