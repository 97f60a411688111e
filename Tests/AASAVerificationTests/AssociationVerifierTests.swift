import AASAVerification
import FixtureWorld
import Foundation
import Testing

/// The library as a Swift program uses it, without the command line: real fetches over TLS on
/// 127.0.0.1 from the fixture world, judged by the same pipeline `aasa verify` runs.
@Suite struct AssociationVerifierTests {
    static let appID = FixtureWorld.appID
    static let androidApp =
        "com.example.app:14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func verifier(strict: Bool = false) throws -> AssociationVerifier {
        let world = try FixtureWorld.shared()
        var options = AssociationVerifier.Options()
        options.timeout = 5
        options.trustedRootsFile = world.caFile
        options.connectTo = [world.connectTo]
        options.strict = strict
        return try AssociationVerifier(options)
    }

    @Test func verifiesBothPlatformsOfAHostAndNamesEachMistake() async throws {
        let verdicts = try await Self.verifier().verify([
            .init("applinks:good.aasa.test", apps: [Self.appID]),
            .init("android:good.aasa.test", apps: [Self.androidApp]),
            .init("applinks:redirect.aasa.test", apps: [Self.appID]),
            .init("applinks:otherapp.aasa.test", apps: [Self.appID]),
        ])
        #expect(
            verdicts.map(\.host) == ["good.aasa.test", "good.aasa.test", "redirect.aasa.test", "otherapp.aasa.test"])
        #expect(verdicts.map(\.platform) == [.apple, .android, .apple, .apple])
        #expect(verdicts.map(\.status) == [.pass, .pass, .fail, .fail])
        #expect(verdicts[2].findings.map(\.id).contains("http.redirect"))
        let missing = try #require(verdicts[3].findings.first { $0.id == "entitlement.app-missing" })
        #expect(missing.severity == .error)
        #expect(missing.entry == "applinks:otherapp.aasa.test")
        #expect(missing.path != nil && missing.line != nil)
        // The report as `verify --format json` writes it, for a program that stores or forwards it.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(verdicts[0].json.utf8)) as? [String: Any])
        #expect(json["domain"] as? String == "good.aasa.test")
        #expect(json["status"] as? String == "pass")
        #expect((json["fetch"] as? [String: Any])?["httpStatus"] as? Int == 200)
    }

    @Test func strictFailsOnAWarning() async throws {
        // application/octet-stream is a warning (`http.content-type`).
        let claim = AssociationVerifier.Claim("applinks:octet.aasa.test", apps: [Self.appID])
        #expect(try await Self.verifier().verify([claim]).map(\.status) == [.warn])
        #expect(try await Self.verifier(strict: true).verify([claim]).map(\.status) == [.fail])
    }

    @Test func anUnknownServiceIsReportedUnderItsEntryAndNotFetched() async throws {
        let verdicts = try await Self.verifier().verify([.init("nfc:good.aasa.test", apps: [Self.appID])])
        #expect(verdicts.map(\.host) == ["nfc:good.aasa.test"])
        #expect(verdicts.map(\.status) == [.fail])
        #expect(verdicts.first?.findings.map(\.id) == ["entitlement.syntax"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(verdicts[0].json.utf8)) as? [String: Any])
        #expect(json["fetch"] is NSNull)
    }

    @Test func aMalformedEntryOrALocalProblemIsThrownNotBlamedOnASite() async throws {
        await #expect(throws: VerificationError.self) {
            try await Self.verifier().verify([.init("applinks:")])
        }
        var options = AssociationVerifier.Options()
        options.trustedRootsFile = "/nonexistent/roots.pem"
        #expect(throws: VerificationError.self) { try AssociationVerifier(options) }
        options = AssociationVerifier.Options()
        options.proxy = "gopher://127.0.0.1:1"
        #expect(throws: VerificationError.self) { try AssociationVerifier(options) }
        options = AssociationVerifier.Options()
        options.concurrency = 0
        #expect(throws: VerificationError.self) { try AssociationVerifier(options) }
        options = AssociationVerifier.Options()
        options.connectTo = ["good.aasa.test 443"]
        #expect(throws: VerificationError.self) { try AssociationVerifier(options) }
    }
}
