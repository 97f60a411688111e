/// A JSONPath-style address inside a document, such as `$.applinks.details[0].components[2]["/"]`.
///
/// Keys that are plain identifiers use dot notation; every other key is written in brackets as a
/// JSON string, so the path stays unambiguous for keys like `/`, `?` or `#`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, Codable {
    public enum Element: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The last element, linked to the path before it: a longer path shares its parent's nodes,
    /// so each path the decoder makes (one per component, thousands in a large file) is one
    /// small allocation, with no copy of the elements before it.
    private final class Node: Sendable {
        let parent: Node?
        let element: Element
        /// Elements up to and including this one.
        let count: Int

        init(parent: Node?, element: Element) {
            self.parent = parent
            self.element = element
            count = (parent?.count ?? 0) + 1
        }
    }

    /// `nil` for the root.
    private let last: Node?

    private init(last: Node?) {
        self.last = last
    }

    public init(_ elements: [Element] = []) {
        self.init(last: elements.reduce(nil) { Node(parent: $0, element: $1) })
    }

    /// The elements from the root on.
    public var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(last?.count ?? 0)
        var node = last
        while let current = node {
            elements.append(current.element)
            node = current.parent
        }
        return elements.reversed()
    }

    /// The document root, `$`.
    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Node(parent: last, element: .key(key)))
    }

    public func appending(index: Int) -> JSONPath {
        JSONPath(last: Node(parent: last, element: .index(index)))
    }

    /// Element by element from the end; paths sharing nodes stop at the first shared one.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var (left, right) = (lhs.last, rhs.last)
        guard left?.count == right?.count else { return false }
        while let leftNode = left, let rightNode = right, leftNode !== rightNode {
            guard leftNode.element == rightNode.element else { return false }
            (left, right) = (leftNode.parent, rightNode.parent)
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(last?.count ?? 0)
        var node = last
        while let current = node {
            hasher.combine(current.element)
            node = current.parent
        }
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
