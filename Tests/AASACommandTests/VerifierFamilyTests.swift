import FixtureWorld
import Foundation
import Testing

/// Phones with Google Play services and phones without (docs/rules/android-app-links.md A12): an
/// app's verdict is given for each family, band by band; the headline is the Play-services one,
/// the other is said where it differs, and the app fails by the strictest (issue 53, item 1).
@Suite(.serialized) struct VerifierFamilyTests {
    /// An app whose one autoVerify filter names `host`, installing from API 24.
    static func manifest(host: String) throws -> String {
        let path = try ReleaseReportTests.directory().appendingPathComponent("AndroidManifest.xml")
        try ReleaseReportTests.manifest.replacingOccurrences(of: "good.aasa.test", with: host)
            .write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    static func three(_ value: String) -> [String?] { Array(repeating: value, count: 3) }

    static func verify(_ host: String, _ extra: [String]) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        return try await AASABinary.run(
            [
                "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--no-progress",
                "--android-manifest", try manifest(host: host), "--android-app", AndroidVerifyTests.app,
            ] + extra)
    }

    /// A host Google's fetcher is turned away from, or that labels the file a web page: phones
    /// without Google Play services verify it, phones with them do not.
    @Test(arguments: ["googlebot.aasa.test", "jsonhtml.aasa.test"])
    func aFileOnlyGooglesVerifierRefusesFailsPlayServicesPhones(_ host: String) async throws {
        let run = try await Self.verify(host, ["--format", "json"])
        #expect(run.status == 1, "\(run.stderr)")
        let package = try #require((try run.json()["packages"] as? [[String: Any]])?.first)
        let generations = try #require(package["generations"] as? [[String: Any]])
        #expect(generations.map { $0["family"] as? String } == Self.three("play-services") + Self.three("aosp"))
        #expect(generations.map { $0["verdict"] as? String } == Self.three("fail") + Self.three("pass"))
        #expect(package["status"] as? String == "fail")
        let linksFail = try #require(
            (package["findings"] as? [[String: Any]])?.first { $0["id"] as? String == "android-app.links-fail" })
        #expect((linksFail["message"] as? String)?.contains("phones with Google Play services") == true)
        // The URL answers are the headline family's: the link does not open on those phones.
        let urls = try await Self.verify(
            host, ["--format", "json", "--expect-url", "https://\(host)/buy/1"])
        let answer = try #require(
            (try urls.json()["urls"] as? [[String: Any]])?.first { $0["platform"] as? String == "android" })
        #expect(answer["verdict"] as? String == "fail", "\(answer)")
        let reasons = (answer["answers"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
        #expect(reasons.contains { $0.contains("Google's verifier") }, "\(reasons)")
        // The other family opens it, and each band's note says so.
        let notes = (answer["answers"] as? [[String: Any]] ?? []).compactMap { $0["note"] as? String }
        #expect(notes.count == 3 && notes.allSatisfy { $0.contains("phones without Google Play services: opens") })
        // As the release report answers it: some phones open it, others do not.
        let list = try ReleaseReportTests.directory().appendingPathComponent("urls.txt")
        try "https://\(host)/buy/1\n".write(to: list, atomically: true, encoding: .utf8)
        let answered = try await Self.verify(host, ["--format", "json", "--urls", list.path])
        let some = try #require(
            (try answered.json()["urls"] as? [[String: Any]])?.first { $0["platform"] as? String == "android" })
        #expect(some["verdict"] as? String == "some-devices", "\(some)")
        let table = try await Self.verify(host, ["--urls", list.path])
        #expect(
            table.stdout.contains("note: Android 12-14: phones without Google Play services: opens"), "\(table.stdout)")
        #expect(table.stdout.contains("1 Android only"), "\(table.stdout)")
    }

    /// Text, JUnit and Prometheus say both families where they differ.
    @Test func everyFormatSaysBothFamilies() async throws {
        let text = try await Self.verify("jsonhtml.aasa.test", [])
        #expect(
            text.stdout.contains(
                "Android 12+: 0 of 1 host verified, jsonhtml.aasa.test fails; Android 9-11: not verified, because "
                    + "jsonhtml.aasa.test fails; Android 6-8: not verified, because jsonhtml.aasa.test fails; "
                    + "phones without Google Play services: Android 12+: 1 of 1 host verified"), "\(text.stdout)")
        let junit = try await Self.verify("jsonhtml.aasa.test", ["--format", "junit"])
        #expect(junit.stdout.contains("phones without Google Play services: Android 12+"), "\(junit.stdout)")
        let metrics = try await Self.verify("jsonhtml.aasa.test", ["--format", "prometheus"])
        let bands = metrics.stdout.split(separator: "\n").filter { $0.hasPrefix("aasa_android_generation_up{") }
        #expect(bands.filter { $0.contains(#"family="play-services""#) }.allSatisfy { $0.hasSuffix(" 0") })
        #expect(bands.filter { $0.contains(#"family="aosp""#) }.allSatisfy { $0.hasSuffix(" 1") })
        #expect(bands.count == 6, "\(metrics.stdout)")
    }

    /// A good host: both families agree, and the text says one line.
    @Test func familiesThatAgreeAreSaidOnce() async throws {
        let run = try await Self.verify("good.aasa.test", [])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("phones without Google Play services"), "\(run.stdout)")
    }
}
