import Foundation
import Testing

@testable import AASACore

/// Every fix a finding carries, applied to its file and linted again: the finding is gone and no
/// error is new. Over the real corpus, and over small files that hold each fixable mistake.
@Suite struct FixRelintTests {
    /// Files with one fixable mistake each, for the ids the corpus never shows.
    static let mistakes: [String: String] = [
        "unknown-key": #"{"applinks":{"details":[{"appIDS":["ABCDE12345.com.a"],"components":[{"/":"/a/*"}]}]}}"#,
        "app-id-case": #"{"applinks":{"details":[{"appIDs":["abcde12345.com.a"],"components":[{"/":"/a/*"}]}]}}"#,
        "duplicate-in-array":
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.a","ABCDE12345.com.a"],"components":[{"/":"/a"}]}]}}"#,
        "apps-not-empty":
            #"{"applinks":{"apps":["ABCDE12345.com.a"],"details":[{"appID":"ABCDE12345.com.a","paths":["/a"]}]}}"#,
        "apps-missing": #"{"applinks":{"details":[{"appID":"ABCDE12345.com.a","paths":["/a/*"]}]}}"#,
        "no-leading-slash": #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.a"],"components":[{"/":"./a/*"}]}]}}"#,
        "no-leading-slash-not":
            #"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.com.a","paths":["NOT a/*","/*"]}]}}"#,
        "not-encoded":
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.a"],"components":[{"/":"/caf\u00e9 b"}]}]}}"#,
        "malformed-not": #"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.com.a","paths":["NOT/a/*","/*"]}]}}"#,
        "url-in-path":
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.a"],"components":[{"/":"https://example.com/a/*"}]}]}}"#,
        "unreachable":
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.a"],"components":[{"/":"/a/*"},{"/":"/a/b"},{"/":"/c"}]}]}}"#,
        "unreachable-legacy": #"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.com.a","paths":["*","/a"]}]}}"#,
    ]

    struct Applied: CustomStringConvertible {
        var file: String
        var id: String
        var fix: FindingFix
        var description: String { "\(file): \(id) \(fix.op.rawValue) \(fix.path.pointer)" }
    }

    /// Applies each fix of `bytes`' findings on its own and checks the relinted file.
    static func check(_ bytes: [UInt8], file: String) throws -> [Applied] {
        let before = AssociationLinter.lint(bytes).findings
        var applied: [Applied] = []
        for finding in before {
            guard let fix = finding.fix else { continue }
            let done = Applied(file: file, id: finding.id, fix: fix)
            let fixed = try JSONPatch.apply(fix, to: bytes)
            let after = AssociationLinter.lint(fixed).findings
            #expect(
                count(finding.id, in: after) < count(finding.id, in: before),
                "\(done): the finding is still there: \(after.map(\.id))")
            for id in Set(after.filter { $0.severity == .error }.map(\.id)) {
                #expect(count(id, in: after) <= count(id, in: before), "\(done): a new \(id)")
            }
            applied.append(done)
        }
        return applied
    }

    private static func count(_ id: String, in findings: [Finding]) -> Int {
        findings.count { $0.id == id }
    }

    @Test func everyFixOverTheCorpusRemovesItsFindingAndAddsNoError() throws {
        var applied: [Applied] = []
        for name in CorpusFixture.names {
            applied += try Self.check(try CorpusFixture.bytes(named: name), file: name)
        }
        // The corpus holds an unreachable rule and a Team ID typo: a lint that lost its fixes
        // would make this test pass vacuously.
        #expect(Set(applied.map(\.id)) == ["rules.unreachable", "schema.app-id"], "\(applied)")
    }

    @Test(arguments: mistakes.keys.sorted())
    func everyFixableMistakeIsFixedByItsFix(_ name: String) throws {
        let applied = try Self.check(Array(try #require(Self.mistakes[name]).utf8), file: name)
        #expect(!applied.isEmpty, "\(name): no finding carried a fix")
    }

    @Test func aFixIsAJSONPatchOperation() throws {
        let bytes = Array(try #require(Self.mistakes["malformed-not"]).utf8)
        let finding = try #require(AssociationLinter.lint(bytes).findings.first { $0.id == "rules.malformed-not" })
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(finding)) as? [String: Any]
        let fix = try #require(encoded?["fix"] as? [String: String])
        #expect(fix == ["op": "replace", "path": "/applinks/details/0/paths/0", "value": "NOT /a/*"])
        #expect(try JSONDecoder().decode(Finding.self, from: JSONEncoder().encode(finding)) == finding)
    }

    @Test func aRenameNeverOverwritesAKeyTheObjectHas() throws {
        let bytes = Array(
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.a"],"appIDS":["X"],"components":[{"/":"/a"}]}]}}"#
                .utf8)
        let unknown = try #require(AssociationLinter.lint(bytes).findings.first { $0.id == "schema.unknown-key" })
        #expect(unknown.fix == nil)
    }
}

/// Applies one JSON Patch operation (RFC 6902) to a JSON text, as a user's patch tool would.
enum JSONPatch {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func apply(_ fix: FindingFix, to bytes: [UInt8]) throws -> [UInt8] {
        var root = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        let value: Any? =
            switch fix.value {
            case .string(let text)?: text
            case .emptyArray?: [Any]()
            case nil: nil
            }
        switch fix.op {
        case .replace, .add:
            root = try set(root, fix.path.elements[...], to: try #require(value))
        case .remove:
            root = try set(root, fix.path.elements[...], to: nil)
        case .move:
            let from = try #require(fix.from)
            let moved = try get(root, from.elements[...])
            root = try set(try set(root, from.elements[...], to: nil), fix.path.elements[...], to: moved)
        }
        return Array(try JSONSerialization.data(withJSONObject: root, options: [.fragmentsAllowed]))
    }

    private static func get(_ node: Any, _ path: ArraySlice<JSONPath.Element>) throws -> Any {
        guard let first = path.first else { return node }
        switch first {
        case .key(let key):
            guard let object = node as? [String: Any], let child = object[key] else { throw Failure(description: key) }
            return try get(child, path.dropFirst())
        case .index(let index):
            guard let array = node as? [Any], array.indices.contains(index) else {
                throw Failure(description: "[\(index)]")
            }
            return try get(array[index], path.dropFirst())
        }
    }

    /// `node` with the value at `path` set to `value`, or removed when `value` is nil.
    private static func set(_ node: Any, _ path: ArraySlice<JSONPath.Element>, to value: Any?) throws -> Any {
        guard let first = path.first else { return try #require(value) }
        let last = path.count == 1
        switch first {
        case .key(let key):
            guard var object = node as? [String: Any] else { throw Failure(description: key) }
            if last {
                object[key] = value
            } else {
                object[key] = try set(try #require(object[key]), path.dropFirst(), to: value)
            }
            return object
        case .index(let index):
            guard var array = node as? [Any], array.indices.contains(index) else {
                throw Failure(description: "[\(index)]")
            }
            if last, let value {
                array[index] = value
            } else if last {
                array.remove(at: index)
            } else {
                array[index] = try set(array[index], path.dropFirst(), to: value)
            }
            return array
        }
    }
}
