import Foundation
import Testing

@testable import AASACore

/// Paths are linked nodes shared between a path and the longer ones made from it; equality,
/// hashing and the element list must not depend on how a path was built.
@Suite struct JSONPathTests {
    typealias E = JSONPath.Element

    static let components = JSONPath.root / "applinks" / "details" / 0 / "components"

    @Test func builtByAppendingEqualsBuiltFromElements() {
        let appended = Self.components / 2 / "/"
        let listed = JSONPath([.key("applinks"), .key("details"), .index(0), .key("components"), .index(2), .key("/")])
        #expect(appended == listed)
        #expect(appended.hashValue == listed.hashValue)
        #expect(appended.elements == listed.elements)
        #expect(appended.description == #"$.applinks.details[0].components[2]["/"]"#)
    }

    /// A final index is kept apart from the linked elements until something follows it.
    @Test func trailingIndicesCompareAsElements() {
        let cases: [(JSONPath, [E])] = [
            (.root / 0, [.index(0)]),
            (.root / 0 / 1, [.index(0), .index(1)]),
            (.root / 0 / "a" / 2, [.index(0), .key("a"), .index(2)]),
            (Self.components / 3, [.key("applinks"), .key("details"), .index(0), .key("components"), .index(3)]),
        ]
        for (built, elements) in cases {
            #expect(built == JSONPath(elements))
            #expect(JSONPath(elements) == built)
            #expect(built.hashValue == JSONPath(elements).hashValue)
            #expect(built.elements == elements)
        }
        #expect(JSONPath.root / 0 / 1 != JSONPath.root / 1 / 0)
        #expect(JSONPath.root / 0 != JSONPath.root / "0")
        #expect(Self.components / 3 != JSONPath(cases[3].1.dropLast() + [.index(4)]))
    }

    @Test func pathsThatShareAParentStillDiffer() {
        let first = Self.components / 1
        #expect(first != Self.components / 2)
        #expect(first != Self.components)
        #expect(first / "/" != first / "?")
        #expect(first == Self.components / 1)
        #expect(Set([first, Self.components / 1, Self.components / 2]).count == 2)
    }

    @Test func elementsDifferingAnywhereMakePathsDiffer() {
        let base: [E] = [.key("a"), .index(1), .key("b")]
        for position in base.indices {
            var changed = base
            changed[position] = .key("z")
            #expect(JSONPath(base) != JSONPath(changed))
        }
        #expect(JSONPath(base) != JSONPath([.key("a"), .index(1)]))
        #expect(JSONPath() == .root)
        #expect(JSONPath.root.elements.isEmpty)
        #expect(JSONPath.root.description == "$")
    }

    /// A duplicate key at the deepest nesting the reader allows gets a path of ~500 linked nodes,
    /// which is built, compared and freed (node by node, recursively) on a test thread without
    /// trouble.
    @Test func deepestPathsAreBuiltAndFreed() {
        let depth = JSONReader.defaultMaxDepth - 2
        let json =
            #"{"x":"# + String(repeating: #"{"a":"#, count: depth) + #"{"k":1,"k":2}"#
            + String(repeating: "}", count: depth) + "}"
        let duplicates = AssociationLinter.lint(Array(json.utf8)).findings.filter { $0.id == "json.duplicate-key" }
        #expect(duplicates.count == 1)
        let path = duplicates.first?.path
        #expect(path?.elements.count == depth + 2)
        #expect(path == JSONPath([.key("x")] + Array(repeating: .key("a"), count: depth) + [.key("k")]))
    }

    /// A report read back as a baseline and written again keeps every path as it was.
    @Test(arguments: [
        JSONPath.root,
        JSONPath([.key("applinks"), .key("details"), .index(0), .key("components"), .index(2), .key("/")]),
        JSONPath([.key("a b"), .key("q\"uote"), .key("back\\slash"), .key("\u{1}"), .key("é"), .index(12)]),
        JSONPath([.key(""), .key("[0]"), .key(".")]),
    ])
    func aPathReadBackFromJSONIsTheSamePath(_ path: JSONPath) throws {
        let data = try JSONEncoder().encode([path])
        let decoded = try JSONDecoder().decode([JSONPath].self, from: data)
        #expect(decoded == [path])
        #expect(decoded.first?.description == path.description)
    }

    @Test(arguments: ["", "a.b", "$.", "$[", "$[x]", "$[-1]", "$[\"a", "$[\"a\"", "$[\"\\q\"]", "$..a"])
    func textThatIsNoPathIsRefused(_ text: String) {
        #expect(JSONPath.elements(parsing: text) == nil)
    }

    /// Fixes name their place as a JSON Pointer (RFC 6901): `~` and `/` escaped, indices as numbers.
    @Test func aPathIsWrittenAndReadAsAJSONPointer() {
        let path = JSONPath([.key("applinks"), .key("details"), .index(0), .key("components"), .index(2), .key("/")])
        #expect(path.pointer == "/applinks/details/0/components/2/~1")
        #expect(JSONPath([.key("a~b/c")]).pointer == "/a~0b~1c")
        #expect(JSONPath.root.pointer == "")
        #expect(JSONPath(pointer: path.pointer) == path)
        #expect(JSONPath(pointer: "/a~0b~1c") == JSONPath([.key("a~b/c")]))
        #expect(JSONPath(pointer: "") == .root)
        #expect(JSONPath(pointer: "applinks") == nil)
        #expect(path.parent == JSONPath([.key("applinks"), .key("details"), .index(0), .key("components"), .index(2)]))
    }
}
