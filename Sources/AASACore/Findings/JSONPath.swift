/// A JSONPath-style address inside a document, such as `$.applinks.details[0].components[2]["/"]`.
///
/// Keys that are plain identifiers use dot notation; every other key is written in brackets as a
/// JSON string, so the path stays unambiguous for keys like `/`, `?` or `#`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, Codable {
    public enum Element: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var elements: [Element]

    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// The document root, `$`.
    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        appending(element: .key(key))
    }

    public func appending(index: Int) -> JSONPath {
        appending(element: .index(index))
    }

    /// One allocation per new path: decoding a large file builds thousands of them.
    private func appending(element: Element) -> JSONPath {
        var longer: [Element] = []
        longer.reserveCapacity(elements.count + 1)
        longer.append(contentsOf: elements)
        longer.append(element)
        return JSONPath(longer)
    }

    public static func / (lhs: JSONPath, key: String) -> JSONPath { lhs.appending(key) }
    public static func / (lhs: JSONPath, index: Int) -> JSONPath { lhs.appending(index: index) }

    public var description: String {
        var text = "$"
        for element in elements {
            switch element {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += ".\(key)"
            case .key(let key):
                text += "[\(Self.quoted(key))]"
            }
        }
        return text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        // Paths are written for people and scripts; reading one back keeps only its text form.
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        self.init([.key(text)])
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || ASCIIByte.isLetter(first) else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || ASCIIByte.isLetter($0) || ASCIIByte.isDigit($0) }
    }

    private static func quoted(_ key: String) -> String {
        var text = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                text += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
