/// A JSONPath-style address inside a document, such as `$.applinks.details[0].components[2]["/"]`.
///
/// Keys that are plain identifiers use dot notation; every other key is written in brackets as a
/// JSON string, so the path stays unambiguous for keys like `/`, `?` or `#`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible, Codable {
    package enum Element: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// An element linked to the path before it: a longer path shares its parent's nodes, with
    /// no copy of the elements before it.
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

    /// The elements before ``trailingIndex``; `nil` for none.
    private let last: Node?
    /// A final index kept out of the nodes: the decoder makes a path per component, thousands in
    /// a large file, each an index after its array's shared path, and then allocates nothing.
    private let trailingIndex: Int?

    private init(last: Node?, trailingIndex: Int? = nil) {
        self.last = last
        self.trailingIndex = trailingIndex
    }

    package init(_ elements: [Element] = []) {
        self.init(last: elements.reduce(nil) { Node(parent: $0, element: $1) })
    }

    /// The document root, `$`.
    package static let root = JSONPath()

    package func appending(_ key: String) -> JSONPath {
        JSONPath(last: Node(parent: nodes, element: .key(key)))
    }

    package func appending(index: Int) -> JSONPath {
        JSONPath(last: nodes, trailingIndex: index)
    }

    /// Every element as nodes, the trailing index included.
    private var nodes: Node? {
        trailingIndex.map { Node(parent: last, element: .index($0)) } ?? last
    }

    private var count: Int { (last?.count ?? 0) + (trailingIndex == nil ? 0 : 1) }

    /// The elements from the last one back to the root.
    private struct Backwards: IteratorProtocol {
        var pending: Int?
        var node: Node?

        mutating func next() -> Element? {
            if let index = pending {
                pending = nil
                return .index(index)
            }
            guard let current = node else { return nil }
            node = current.parent
            return current.element
        }

        /// Whether what is left is the very same nodes as what `other` has left.
        func sharesRest(with other: Backwards) -> Bool {
            pending == nil && other.pending == nil && node === other.node
        }
    }

    private var backwards: Backwards { Backwards(pending: trailingIndex, node: last) }

    /// The elements from the root on.
    package var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var backwards = backwards
        while let element = backwards.next() { elements.append(element) }
        return elements.reversed()
    }

    /// Element by element from the end; paths sharing nodes stop at the first shared one.
    package static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var (left, right) = (lhs.backwards, rhs.backwards)
        while !left.sharesRest(with: right) {
            guard left.next() == right.next() else { return false }
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var backwards = backwards
        while let element = backwards.next() { hasher.combine(element) }
    }

    package static func / (lhs: JSONPath, key: String) -> JSONPath { lhs.appending(key) }
    package static func / (lhs: JSONPath, index: Int) -> JSONPath { lhs.appending(index: index) }

    package var description: String {
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

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads a path back from its text (a report read as a `--baseline`), so that writing it
    /// again gives the same text; text that is no path this type writes is refused.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let elements = Self.elements(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON path: \(text)")
        }
        self.init(elements)
    }

    /// The elements of `$`, `.key`, `[0]` and `["key"]` (a JSON string, as ``description`` writes it).
    static func elements(parsing text: String) -> [Element]? {
        var scalars = Substring(text).unicodeScalars[...]
        guard scalars.popFirst() == "$" else { return nil }
        var elements: [Element] = []
        while let first = scalars.popFirst() {
            if first == "." {
                var key = String.UnicodeScalarView()
                while let next = scalars.first, next != ".", next != "[" {
                    key.append(next)
                    scalars.removeFirst()
                }
                guard !key.isEmpty else { return nil }
                elements.append(.key(String(key)))
            } else if first == "[", scalars.first == "\"" {
                scalars.removeFirst()
                var key = String.UnicodeScalarView()
                while true {
                    guard let next = scalars.popFirst() else { return nil }
                    if next == "\"" { break }
                    guard next == "\\" else {
                        key.append(next)
                        continue
                    }
                    switch scalars.popFirst() {
                    case "\""?: key.append("\"")
                    case "\\"?: key.append("\\")
                    case "u"?:
                        let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                        scalars = scalars.dropFirst(4)
                        guard hex.count == 4, let value = UInt32(hex, radix: 16) else { return nil }
                        if let scalar = Unicode.Scalar(value) {
                            key.append(scalar)
                            continue
                        }
                        // A high surrogate, then `\uDCxx`: one scalar past U+FFFF.
                        let low = String(String.UnicodeScalarView(scalars.dropFirst(2).prefix(4)))
                        guard (0xD800...0xDBFF).contains(value), scalars.starts(with: "\\u".unicodeScalars),
                            low.count == 4, let second = UInt32(low, radix: 16), (0xDC00...0xDFFF).contains(second),
                            let scalar = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (second - 0xDC00))
                        else { return nil }
                        scalars = scalars.dropFirst(6)
                        key.append(scalar)
                    default: return nil
                    }
                }
                guard scalars.popFirst() == "]" else { return nil }
                elements.append(.key(String(key)))
            } else if first == "[" {
                var digits = ""
                while let next = scalars.popFirst(), next != "]" { digits.unicodeScalars.append(next) }
                guard let index = Int(digits), index >= 0 else { return nil }
                elements.append(.index(index))
            } else {
                return nil
            }
        }
        return elements
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
            case _ where TerminalText.needsEscape(scalar):
                // Controls, bidi marks, line separators: as JSON escapes (UTF-16 units), so a path
                // quoting a hostile key shows them, in text and once JSON is decoded.
                for unit in String(scalar).utf16 { text += "\\u" + String(unit, radix: 16).leftPadded(to: 4) }
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
