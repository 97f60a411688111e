import Testing

@testable import AASACore

/// Comparing the CDN's copy with the origin's file as JSON values (spec 2: "compare origin and CDN
/// as JSON values, not bytes").
@Suite struct CDNJSONComparisonTests {
    static func node(_ text: String) throws -> JSONNode {
        try JSONReader.read(Array(text.utf8)).root
    }

    static func differences(_ first: String, _ second: String, limit: Int = 10) throws -> [String] {
        JSONValueComparison.differences(try node(first), try node(second), limit: limit).map(\.description)
    }

    /// Pairs that are the same value written differently.
    static let equalPairs: [(String, String)] = [
        (#"{"a":1,"b":[true,null]}"#, "{ \"b\" : [ true , null ] ,\n \"a\" : 1 }"),
        ("1", "1.0"),
        ("1", "1e0"),
        ("100", "1E2"),
        ("0.5", "5e-1"),
        ("-0", "0"),
        ("0.000", "0e10"),
        ("12.50", "1.25e1"),
        (#"{"a":1,"a":2}"#, #"{"a":2}"#),
        (#""\/x""#, #""/x""#),
        (#""é""#, #""\u00e9""#),
    ]

    @Test(arguments: equalPairs)
    func sameValueWrittenDifferentlyIsEqual(_ first: String, _ second: String) throws {
        #expect(JSONValueComparison.equal(try Self.node(first), try Self.node(second)))
    }

    /// Pairs that differ, with the one difference expected.
    static let differentPairs: [(String, String, String)] = [
        ("9007199254740993", "9007199254740992", "changed $"),
        ("1", "-1", "changed $"),
        ("1", #""1""#, "changed $"),
        ("true", "1", "changed $"),
        ("null", "false", "changed $"),
        (#""e\u0301""#, #""\u00e9""#, "changed $"),
        (#"{"a":1,"a":2}"#, #"{"a":1}"#, "changed $.a"),
        (#"{"a":[1,2]}"#, #"{"a":[3,2]}"#, "changed $.a[0]"),
        (#"{"a":[1]}"#, #"{"a":[1,2]}"#, "added $.a[1]"),
        (#"{"a":[1,2]}"#, #"{"a":[1]}"#, "removed $.a[1]"),
        (#"{"a":{}}"#, #"{"a":{"/":"x"}}"#, #"added $.a["/"]"#),
        (#"{"a":1,"b":2}"#, #"{"a":1}"#, "removed $.b"),
        (#"{"a":{"b":1}}"#, #"{"a":[1]}"#, "changed $.a"),
    ]

    @Test(arguments: differentPairs)
    func differentValuesNameThePath(_ first: String, _ second: String, _ expected: String) throws {
        #expect(try Self.differences(first, second) == [expected])
    }

    @Test func arrayOrderMatters() throws {
        #expect(try Self.differences("[1,2]", "[2,1]") == ["changed $[0]", "changed $[1]"])
    }

    @Test func differencesAreCappedAtTheLimit() throws {
        let first = "[" + (0..<50).map(String.init).joined(separator: ",") + "]"
        let second = "[" + (0..<50).map { String($0 + 1) }.joined(separator: ",") + "]"
        #expect(try Self.differences(first, second, limit: 6).count == 6)
        #expect(try Self.differences(first, second, limit: 0).isEmpty)
    }

    @Test func hugeExponentsAreComparedAsText() throws {
        #expect(!JSONValueComparison.equal(try Self.node("1e9999999999"), try Self.node("1e9999999998")))
        #expect(JSONValueComparison.equal(try Self.node("1e9999999999"), try Self.node("1e9999999999")))
    }

    @Test func deepEqualTreesCompareWithoutCrashing() throws {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(JSONValueComparison.equal(try Self.node(deep), try Self.node(deep)))
    }

    @Test func numberValueIsExact() {
        #expect(JSONNumberValue(literal: "1.50e2") == JSONNumberValue(literal: "150"))
        #expect(JSONNumberValue(literal: "1.5") != JSONNumberValue(literal: "15"))
        #expect(JSONNumberValue(literal: "-0.0")?.negative == false)
        #expect(JSONNumberValue(literal: "abc") == nil)
    }
}
