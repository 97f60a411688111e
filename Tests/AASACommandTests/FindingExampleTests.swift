import AASACore
import Foundation
import SignedFixtures
import Testing

/// Every finding kind `aasa explain` lists is proven by its own example (issue 56, item 3): the
/// binary, run on the example's command line and files, reports the kind at the declared path,
/// and run on the counter-example does not report it at all. Examples that are a site's answer
/// are judged from Tests/Fixtures/records/findings-world.jsonl (record-findings.sh beside it).
@Suite struct FindingExampleTests {
    @Test(arguments: FindingKind.all.map(\.id))
    func exampleRaisesAndCounterExampleDoesNot(_ id: String) async throws {
        let kind = try #require(FindingKind.named(id))
        let raised = try await Self.findings(kind.example)
        let wanted = raised.filter { $0.id == id }
        #expect(!wanted.isEmpty, "the example does not raise \(id): \(raised)")
        if let path = kind.example.path {
            #expect(wanted.contains { $0.path == path }, "\(id) is not at \(path): \(wanted)")
        }
        let spared = try await Self.findings(kind.counterExample)
        #expect(!spared.contains { $0.id == id }, "the counter-example raises \(id): \(spared)")
    }

    /// The catalogue the test runs is the one `aasa explain` prints.
    @Test func everyIdExplainListsIsProven() async throws {
        let run = try await AASABinary.run(["explain"])
        let listed = run.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(listed.count == FindingKind.all.count)
        #expect(Set(listed) == Set(FindingKind.all.map(\.id)))
        let entry = try await AASABinary.run(["explain", "schema.type"])
        #expect(entry.stdout.contains(#"{"applinks": {"details": 1}}"#), "\(entry.stdout)")
    }

    /// Runs `aasa ARGUMENTS --format json` in a fresh folder holding the example's files, and
    /// returns every finding of the report with its path.
    static func findings(_ example: FindingExample) async throws -> [(id: String, path: String?)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in example.files {
            let target = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let text = file.text {
                try Data(text.utf8).write(to: target)
            } else {
                try await place(file.name, at: target)
            }
        }
        let run = try await AASABinary.run(example.arguments + ["--format", "json"], timeout: 60, directory: folder)
        let report = try #require(
            try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)), "no report: \(run.stderr)")
        var found: [(id: String, path: String?)] = []
        collect(report, into: &found)
        return found
    }

    /// A finding is any object of the report with an id and a severity.
    private static func collect(_ value: Any, into found: inout [(id: String, path: String?)]) {
        if let object = value as? [String: Any] {
            if let id = object["id"] as? String, object["severity"] != nil {
                found.append((id, object["path"] as? String))
            }
            for child in object.values { collect(child, into: &found) }
        } else if let array = value as? [Any] {
            for child in array { collect(child, into: &found) }
        }
    }

    /// The files an example describes rather than prints: recorded, copied from Tests/Fixtures
    /// or built here as each `about` says.
    private static func place(_ name: String, at target: URL) async throws {
        let manager = FileManager.default
        switch name {
        case FindingExample.world.name:
            try manager.copyItem(at: URL(fileURLWithPath: AASABinary.fixture("records/" + name)), to: target)
        case "Shop":
            try manager.copyItem(at: URL(fileURLWithPath: AASABinary.fixture("xcode/Shop")), to: target)
        case _ where name.hasPrefix("corpus/"):
            try manager.copyItem(at: URL(fileURLWithPath: AASABinary.fixture(name)), to: target)
        case "utf16/apple-app-site-association":
            let text = try #require(FindingKind.jsonEncoding.counterExample.files.first?.text)
            try #require(text.data(using: .utf16)).write(to: target)
        case "Simulator/Shop":
            var builder = MachOBuilder(signature: .withoutEntitlements)
            builder.entitlementsSection = EntitlementsPlist.xml(
                appID: "ABCDE12345.com.example.app", domains: ["applinks:good.aasa.test"])
            try Data(builder.build()).write(to: target)
        case "Device/Shop":
            let builder = MachOBuilder(appID: "ABCDE12345.com.example.app", domains: ["applinks:good.aasa.test"])
            try Data(builder.build()).write(to: target)
        case "long/AndroidManifest.xml":
            try Data(compiledManifest(pathPrefix: "/" + String(repeating: "\u{E9}", count: 40_000))).write(to: target)
        case "short/AndroidManifest.xml":
            try Data(compiledManifest(pathPrefix: "/buy")).write(to: target)
        case "rotation.apk", "modern.apk", "app.aab":
            try manager.copyItem(at: URL(fileURLWithPath: try await AndroidAppFixtures.path(name)), to: target)
        default:
            Issue.record("no way to make the example file \(name)")
        }
    }

    /// A compiled manifest of com.example.app whose one autoVerify filter takes good.aasa.test
    /// under `pathPrefix` (the framework's attribute ids, as aapt writes them).
    private static func compiledManifest(pathPrefix: String) -> [UInt8] {
        typealias Element = AndroidBinaryBuilder.Element
        let name = 0x0101_0003
        let filter = Element(
            "intent-filter", [("autoVerify", 0x0101_04EE, .boolean(true))],
            [
                Element("action", [("name", name, .string("android.intent.action.VIEW"))]),
                Element("category", [("name", name, .string("android.intent.category.DEFAULT"))]),
                Element("category", [("name", name, .string("android.intent.category.BROWSABLE"))]),
                Element(
                    "data",
                    [
                        ("scheme", 0x0101_0027, .string("https")), ("host", 0x0101_0028, .string("good.aasa.test")),
                        ("pathPrefix", 0x0101_002B, .string(pathPrefix)),
                    ]),
            ])
        let activity = Element("activity", [("name", name, .string(".Main"))], [filter])
        let manifest = Element(
            "manifest", [("package", 0, .string("com.example.app"))], [Element("application", [], [activity])])
        return AndroidBinaryBuilder.xml(manifest, utf8: false)
    }
}
