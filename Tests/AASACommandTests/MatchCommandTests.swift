import Foundation
import Testing

/// Apple's documented matching examples, through the real `aasa match` binary.
@Suite struct MatchCommandTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var id: String
        var aasa: Data
        var domain: String
        var url: String
        var appID: String
        var expect: String
        var testDescription: String { id }
    }

    static let vectors: [Vector] = {
        let path = AASABinary.fixture("vectors/matching-documented.json")
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = root["cases"] as? [[String: Any]]
        else { return [] }
        return cases.compactMap { entry in
            guard let id = entry["id"] as? String, let aasa = entry["aasa"],
                let body = try? JSONSerialization.data(withJSONObject: aasa),
                let url = entry["url"] as? String, let expect = entry["expect"] as? String
            else { return nil }
            return Vector(
                id: id, aasa: body, domain: entry["domain"] as? String ?? "example.com", url: url,
                appID: entry["appID"] as? String ?? "ABCDE12345.com.example.app", expect: expect)
        }
    }()

    @Test func vectorFileIsLoaded() {
        #expect(Self.vectors.count >= 30)
    }

    @Test(arguments: vectors)
    func documentedExampleGivesDocumentedVerdict(_ vector: Vector) async throws {
        let run = try await AASABinary.run(
            [
                "match", "--file", "-", "--domain", vector.domain, "--app-id", vector.appID, "--format", "json",
                vector.url,
            ],
            stdin: vector.aasa)
        let report = try run.json()
        let results = try #require(report["results"] as? [[String: Any]])
        #expect(results.first?["verdict"] as? String == vector.expect, "\(vector.id): \(run.stdout)")
        #expect(run.status == (vector.expect == "match" ? 0 : 1))
    }

    @Test func ruleNamesTheDecidingComponent() async throws {
        let aasa = Data(
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/a"},{"/":"/buy/*"}]}]}}"#
                .utf8)
        let run = try await AASABinary.run(
            ["match", "--file", "-", "--format", "json", "https://example.com/buy/1"], stdin: aasa)
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        let apps = try #require(results.first?["apps"] as? [[String: Any]])
        let rule = try #require(apps.first?["rule"] as? [String: Any])
        #expect(rule["detail"] as? Int == 0 && rule["component"] as? Int == 1)
        #expect(rule["isLegacyPath"] as? Bool == false)
    }

    @Test func legacyPathsRuleIsLabelledAsAPath() async throws {
        let legacy = Data(
            #"{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.com.example.app","paths":["NOT /x/*","/buy/*"]}]}}"#
                .utf8)
        let text = try await AASABinary.run(["match", "--file", "-", "https://example.com/buy/1"], stdin: legacy)
        #expect(text.stdout.contains("details[0].paths[1]"), "\(text.stdout)")
        let json = try await AASABinary.run(
            ["match", "--file", "-", "--format", "json", "https://example.com/buy/1"], stdin: legacy)
        let results = try #require(try json.json()["results"] as? [[String: Any]])
        let rule = try #require((results.first?["apps"] as? [[String: Any]])?.first?["rule"] as? [String: Any])
        #expect(rule["isLegacyPath"] as? Bool == true && rule["component"] as? Int == 1)
    }

    @Test func urlOnAnotherHostMatchesNothing() async throws {
        let aasa = Data(#"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{}]}]}}"#.utf8)
        let run = try await AASABinary.run(
            ["match", "--file", "-", "--domain", "example.com", "--format", "json", "https://other.example/x"],
            stdin: aasa)
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        #expect(results.first?["verdict"] as? String == "none")
        #expect(run.status == 1)
    }
}
