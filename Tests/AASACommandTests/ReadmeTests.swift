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
    }

    /// A Markdown code block: four spaces before every non-empty line.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
