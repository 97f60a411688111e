import FixtureWorld
import Foundation
import Testing

/// The documentation shows what the binary says: its help (README.md, docs/usage.md) and its
/// finding catalogue (docs/findings.md). When either drifts, this fails (regenerate the blocks
/// with `Scripts/update-readme.py`).
@Suite struct ReadmeTests {
    static func page(_ path: String) -> String {
        (try? String(contentsOf: AASABinary.repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static var readme: String { page("README.md") }

    @Test func readmeCarriesTheHelpText() async throws {
        let help = try await AASABinary.run(["--help"]).stdout
        #expect(!help.isEmpty)
        #expect(Self.readme.contains(Self.indented(help)), "README's help block differs from `aasa --help`")
    }

    @Test func readmeCarriesTheVerifyHelpText() async throws {
        let help = try await AASABinary.run(["verify", "--help"]).stdout
        #expect(
            Self.page("docs/usage.md").contains(Self.indented(help)),
            "docs/usage.md's verify help differs from `aasa verify --help`")
    }

    @Test func readmeCarriesTheFindingCatalogue() async throws {
        let table = try await AASABinary.run(["explain"]).stdout
        #expect(table.hasPrefix("| id |"))
        #expect(Self.page("docs/findings.md").contains(table), "docs/findings.md's table differs from `aasa explain`")
        let ids = table.split(separator: "\n").compactMap {
            $0.split(separator: "`").dropFirst().first.map(String.init)
        }
        let examples = try await AASABinary.run(["explain"] + ids).stdout
        #expect(
            Self.page("docs/findings.md").contains(examples),
            "docs/findings.md's examples differ from `aasa explain ID ...`")
    }

    /// Every `aasa` example of the README runs as written: files it names are made in a fresh
    /// folder, and sites are sent to the fixture world (which serves no example.com, so a verify
    /// ends in a finding, exit 1). A renamed option or command would be a usage error, exit 2.
    @Test func everyReadmeExampleRuns() async throws {
        let examples = Self.readme.split(separator: "\n").compactMap { line -> [String]? in
            guard line.hasPrefix("    aasa ") else { return nil }
            let command = line.dropFirst(4).split(separator: "  #").first ?? ""
            return command.split(separator: " ").dropFirst().map(String.init)
        }
        #expect(examples.count >= 6, "the README's examples were not found")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let association =
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/buy/*"}]}]}}"#
        let files = [
            "App.entitlements": """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
            <key>application-identifier</key><string>ABCDE12345.com.example.app</string>
            <key>com.apple.developer.associated-domains</key><array><string>applinks:example.com</string></array>
            </dict></plist>
            """,
            "domains.txt": "applinks:example.com ABCDE12345.com.example.app\n",
            "apple-app-site-association": association,
            "public/.well-known/apple-app-site-association": association,
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let world = try FixtureWorld.shared()
        for example in examples {
            var arguments = example.map { word in
                files[word] != nil || word == "report.json" ? folder.appendingPathComponent(word).path : word
            }
            if arguments.first == "verify" {
                arguments += [
                    "--timeout", "3", "--retry", "0", "--connect-to", world.connectTo, "--cacert", world.caFile,
                ]
            }
            let run = try await AASABinary.run(arguments)
            #expect([0, 1].contains(run.status), "aasa \(example.joined(separator: " ")): \(run.stderr)")
        }
    }

    /// A Markdown code block: four spaces before every non-empty line.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
