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

    @Test func aFileThatIsNoDeviceStateIsTheRunsError() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString).txt")
        try Data("not the output of pm\n".utf8).write(to: path)
        let run = try await AASABinary.run(["judge", OneJudgeTests.recording, "--device-state", path.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("pm get-app-links"))
    }
}
