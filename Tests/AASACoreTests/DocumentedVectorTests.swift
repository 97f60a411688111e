import AASACore
import FixtureWorld
import Foundation
import Testing

/// Apple's documented matching examples (Tests/Fixtures/vectors/matching-documented.json: the
/// "Supporting associated domains" article, the applinks reference pages, WWDC19 session 717,
/// WWDC20 session 10098 and the App Search Programming Guide), through the shared reader and
/// matcher. The same cases run through the binary in AASACommandTests.MatchCommandTests.
@Suite struct DocumentedVectorTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var id: String
        var aasa: [UInt8]
        var domain: String
        var url: String
        var appID: String
        var expect: MatchVerdict?
        /// The page the case comes from, or why none is named (`unverified: ...`).
        var source: String
        var testDescription: String { id }
    }

    static let vectors: [Vector] = {
        let path = FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/vectors/matching-documented.json")
            .path
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = root["cases"] as? [[String: Any]]
        else { return [] }
        let defaults = root["defaults"] as? [String: String] ?? [:]
        return cases.compactMap { entry in
            guard let id = entry["id"] as? String, let aasa = entry["aasa"],
                let body = try? JSONSerialization.data(withJSONObject: aasa), let url = entry["url"] as? String,
                let expect = entry["expect"] as? String
            else { return nil }
            return Vector(
                id: id, aasa: [UInt8](body), domain: entry["domain"] as? String ?? defaults["domain"] ?? "example.com",
                url: url, appID: entry["appID"] as? String ?? defaults["appID"] ?? "",
                expect: MatchVerdict(rawValue: expect), source: entry["source"] as? String ?? "")
        }
    }()

    @Test func everyVectorIsLoaded() {
        #expect(Self.vectors.count == 34)
        #expect(Self.vectors.allSatisfy { $0.expect != nil && !$0.appID.isEmpty })
    }

    /// Each case names the Apple page it comes from, or says that it was not checked which one.
    @Test func everyVectorNamesItsSource() {
        for vector in Self.vectors {
            let named = vector.source.hasPrefix("https://developer.apple.com/")
            #expect(named || vector.source.hasPrefix("unverified: "), "\(vector.id): '\(vector.source)'")
        }
        #expect(Self.vectors.filter { $0.source.hasPrefix("https://") }.count >= 18)
    }

    @Test(arguments: vectors)
    func documentedExampleGivesDocumentedVerdict(_ vector: Vector) throws {
        let document = SiteAssociationReader.read(vector.aasa)
        let association = try #require(document.association)
        #expect(!document.findings.contains { $0.severity == .error }, "\(vector.id): \(document.findings.map(\.id))")
        let results = AssociationMatcher(association).evaluate(try UniversalLinkURL(vector.url), domain: vector.domain)
        #expect(AssociationMatcher.verdict(for: results, appID: vector.appID) == vector.expect, "\(vector.id)")
    }
}
