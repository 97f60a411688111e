import Testing

@testable import AASACore

/// ``FirstOfShape`` finds the first equal shape as `==` defines it, including texts that are
/// equal as Strings but not as bytes.
@Suite struct FirstOfShapeTests {
    typealias F = ComponentFields

    static func firsts(_ fields: [F]) -> [Int] {
        var table = FirstOfShape(fields.map { RuleShape($0) })
        return fields.indices.map { table.first($0) }
    }

    @Test func equalShapesShareTheirFirstRule() {
        let fields = [
            F(path: "/a/*"), F(path: "/a/*", caseSensitive: false), F(path: "/a/*", query: .string("q=*")),
            F(path: "/a/*", exclude: true), F(path: "/a/*", query: .string("q=*")), F(path: "/b", fragment: "x"),
            F(path: "/b", fragment: "x"), F(path: "/b", query: .items([.init(name: "q", pattern: "?")])),
            F(path: "/b", query: .items([.init(name: "q", pattern: "?")])), F(path: "/b"),
        ]
        #expect(Self.firsts(fields) == [0, 1, 2, 0, 2, 5, 5, 7, 7, 9])
    }

    @Test func canonicallyEqualTextIsOneShape() {
        // A Kelvin sign equals K, and a decomposed é the precomposed one, though their bytes differ.
        let fields = [F(path: "/K/x"), F(path: "/\u{212A}/x"), F(path: "/é"), F(path: "/e\u{301}"), F(path: "/k/x")]
        #expect(Self.firsts(fields) == [0, 0, 2, 2, 4])
    }

    @Test func manyShapesFillTheTableWithoutLosingAny() {
        let fields = (0..<5_000).map { F(path: "/p/\($0 % 1_000)") }
        #expect(Self.firsts(fields) == (0..<5_000).map { $0 % 1_000 })
    }
}
