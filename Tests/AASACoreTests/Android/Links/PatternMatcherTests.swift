import AASACore
import FixtureWorld
import Foundation
import Testing

/// `PatternMatcher` against AOSP's own tests (Tests/Fixtures/vectors/android-pattern-matcher:
/// the framework's PatternMatcherTest and CTS's, each vector naming its file and method).
@Suite struct PatternMatcherTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var kind: PatternMatcher.Kind
        var pattern: String
        var matches: [String]
        var rejects: [String]
        var testDescription: String { "\(kind.rawValue) \(pattern)" }
    }

    static func document() -> [String: Any] {
        let path = FixtureWorld.repositoryRoot.appendingPathComponent(
            "Tests/Fixtures/vectors/android-pattern-matcher/pattern_matcher_vectors.json"
        ).path
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return root
    }

    static let vectors: [Vector] = (document()["vectors"] as? [[String: Any]] ?? []).compactMap { entry in
        guard let type = entry["type"] as? String, let kind = PatternMatcher.Kind(rawValue: type),
            let pattern = entry["pattern"] as? String
        else { return nil }
        return Vector(
            kind: kind, pattern: pattern, matches: entry["matches"] as? [String] ?? [],
            rejects: entry["rejects"] as? [String] ?? [])
    }

    static let invalid: [String] = (document()["invalid"] as? [String: Any])?["patterns"] as? [String] ?? []

    @Test func everyVectorIsLoaded() {
        #expect(Self.vectors.count == 31)
        #expect(Self.invalid.count == 16)
    }

    @Test(arguments: vectors)
    func matchesAsAOSPDoes(_ vector: Vector) throws {
        let matcher = try PatternMatcher(vector.pattern, kind: vector.kind)
        for text in vector.matches { #expect(matcher.matches(text), "\(text) should match") }
        for text in vector.rejects { #expect(!matcher.matches(text), "\(text) should not match") }
    }

    @Test(arguments: invalid)
    func malformedAdvancedPatternIsRefused(_ pattern: String) {
        #expect(throws: PatternMatcher.InvalidPattern.self) { try PatternMatcher(pattern, kind: .advancedGlob) }
    }

    @Test func suffixComparesTheEnd() throws {
        let matcher = try PatternMatcher(".pdf", kind: .suffix)
        #expect(matcher.matches("/files/a.pdf"))
        #expect(matcher.matches(".pdf"))
        #expect(!matcher.matches("/files/a.pdfx"))
        #expect(!matcher.matches("pdf"))
    }

    /// `.*` stops at the first occurrence of the next character and never backtracks (spec A11).
    @Test func simpleGlobDoesNotBacktrack() throws {
        let matcher = try PatternMatcher("/item/.*/detail", kind: .simpleGlob)
        #expect(matcher.matches("/item/42/detail"))
        #expect(!matcher.matches("/item/4/2/detail"))
    }

    /// UTF-16 code units, as Java compares: an emoji is two units for `.`.
    @Test func charactersAreUTF16Units() throws {
        #expect(try PatternMatcher("..", kind: .simpleGlob).matches("😀"))
        #expect(!(try PatternMatcher(".", kind: .simpleGlob).matches("😀")))
    }
}
