import Foundation
import Testing

/// `verify --device-state` (issue 53, item 6), judged offline from the recording of
/// Tests/Fixtures/records: each state a phone prints, for the installed signature and for
/// another, reconciled with what the host's file says now.
@Suite struct DeviceStateTests {
    static let other = "15" + OneJudgeTests.release.dropFirst(2)

    static let state = """
          com.example.app:
            ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
            Signatures: [\(OneJudgeTests.release)]
            Domain verification state:
              good.aasa.test: verified
              www.aasa.test: 1024
              longcache.aasa.test: none
              daycache.aasa.test: approved
              octet.aasa.test: weird_state
              jsonhtml.aasa.test: 1024
          com.example.other:
            ID: 6714d97d-6261-4667-8320-5f849914cd5b
            Signatures: [\(other)]
            Domain verification state:
              good.aasa.test: 1024
              www.aasa.test: verified
        """

    @Test func eachStateIsReconciledWithTheFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString).txt")
        try Data(Self.state.utf8).write(to: path)
        let run = try await AASABinary.run([
            "judge", OneJudgeTests.recording, "--device-state", path.path, "--format", "json",
        ])
        #expect(run.status == 1, "\(run.stderr)")
        var said: [String: Set<String>] = [:]
        for domain in try run.json()["domains"] as? [[String: Any]] ?? [] {
            for finding in domain["findings"] as? [[String: Any]] ?? [] {
                guard let id = finding["id"] as? String, id.hasPrefix("device.") else { continue }
                let package = (finding["appID"] as? String ?? "").split(separator: ":").first.map(String.init) ?? ""
                said[domain["domain"] as? String ?? "", default: []].insert("\(package) \(id)")
            }
        }
        #expect(
            said == [
                "good.aasa.test": ["com.example.app device.agrees", "com.example.other device.failure-explained"],
                "www.aasa.test": ["com.example.app device.failed-earlier", "com.example.other device.kept-verdict"],
                "longcache.aasa.test": ["com.example.app device.not-verified"],
                "daycache.aasa.test": ["com.example.app device.forced"],
                "octet.aasa.test": ["com.example.app device.unexplained"],
                // Devices without Google Play services read the page-labelled file; Google's reader
                // refuses it, which explains a Play-services phone's 1024.
                "jsonhtml.aasa.test": ["com.example.app device.failure-explained"],
            ], "\(said)")
        // The installed signature is what each host was checked for: the other package's is
        // not in the file, and that is the phone's failure explained.
        #expect(run.stdout.contains("android.app-missing") || run.stdout.contains("android.fingerprint-missing"))
    }

    /// `match --file assetlinks.json --device-state`: the phone's packages that list the file's
    /// host are the apps, with their installed signatures; each state is reconciled with the file
    /// given, in json's `device` and in text.
    @Test func matchReconcilesTheFileGiven() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let phone = directory.appendingPathComponent("phone.txt")
        try Data(Self.state.utf8).write(to: phone)
        let file = directory.appendingPathComponent("assetlinks.json")
        try Data(
            """
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "target": {"namespace": "android_app", "package_name": "com.example.app",
                         "sha256_cert_fingerprints": ["\(OneJudgeTests.release)"]}}]
            """.utf8
        ).write(to: file)
        let json = try await AASABinary.run([
            "match", "--file", file.path, "--device-state", phone.path, "--format", "json", "https://good.aasa.test/x",
        ])
        #expect(json.status == 0, "\(json.stderr)")
        let report = try json.json()
        let device = try #require(report["device"] as? [[String: Any]])
        #expect(
            device.map { "\($0["appID"] as? String ?? "")".split(separator: ":").first.map(String.init) ?? "" }
                == ["com.example.app", "com.example.other"])
        #expect(device.map { $0["id"] as? String } == ["device.agrees", "device.failure-explained"])
        let apps = (report["results"] as? [[String: Any]])?.first?["apps"] as? [[String: Any]]
        #expect(apps?.map { $0["appID"] as? String } == ["com.example.app", "com.example.other"])
        let text = try await AASABinary.run([
            "match", "--file", file.path, "--device-state", phone.path, "https://good.aasa.test/x",
        ])
        #expect(text.stdout.contains("The phone (--device-state):"), "\(text.stdout)")
        let both = try await AASABinary.run([
            "match", "--file", file.path, "--device-state", phone.path, "--android-app", "com.example.app",
            "https://good.aasa.test/x",
        ])
        #expect(both.status == 2)
    }

    @Test func aFileThatIsNoDeviceStateIsTheRunsError() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString).txt")
        try Data("not the output of pm\n".utf8).write(to: path)
        let run = try await AASABinary.run(["judge", OneJudgeTests.recording, "--device-state", path.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("pm get-app-links"))
    }
}
