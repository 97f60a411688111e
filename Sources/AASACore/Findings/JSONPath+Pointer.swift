/// The same address as a JSON Pointer (RFC 6901), which JSON Patch fixes use.
extension JSONPath {
    /// The path without its last element; the root's parent is the root.
    package var parent: JSONPath { JSONPath(elements.dropLast()) }

    /// `/applinks/details/0/appIDs/1`: `~` written `~0` and `/` written `~1`; the root is "".
    package var pointer: String {
        elements.map { element in
            switch element {
            case .index(let index):
                "/\(index)"
            case .key(let key):
                "/" + key.replacing("~", with: "~0").replacing("/", with: "~1")
            }
        }.joined()
    }

    /// Reads a pointer back. A token of decimal digits is read as an array index: a pointer does
    /// not say which it is, and the keys of an AASA file that fixes touch are never numbers.
    package init?(pointer: String) {
        guard !pointer.isEmpty else {
            self = .root
            return
        }
        guard pointer.hasPrefix("/") else { return nil }
        var elements: [Element] = []
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            if let index = Int(token), index >= 0, token.allSatisfy(\.isASCII) {
                elements.append(.index(index))
            } else {
                elements.append(.key(String(token).replacing("~1", with: "/").replacing("~0", with: "~")))
            }
        }
        self.init(elements)
    }
}
