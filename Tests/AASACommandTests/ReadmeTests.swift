import Foundation
import Testing

/// The README shows what the binary says: its help and its finding catalogue. When either
/// drifts, this fails (regenerate the README blocks from `aasa --help` and `aasa explain`).
@Suite struct ReadmeTests {
    static var readme: String {
        (try? String(contentsOf: AASABinary.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    @Test func readmeCarriesTheHelpText() async throws {
        let help = try await AASABinary.run(["--help"]).stdout
        #expect(!help.isEmpty)
        #expect(Self.readme.contains(Self.indented(help)), "README's help block differs from `aasa --help`")
    }

    @Test func readmeCarriesTheVerifyHelpText() async throws {
        let help = try await AASABinary.run(["verify", "--help"]).stdout
        #expect(Self.readme.contains(Self.indented(help)), "README's verify help differs from `aasa verify --help`")
    }

    @Test func readmeCarriesTheFindingCatalogue() async throws {
        let table = try await AASABinary.run(["explain"]).stdout
        #expect(table.hasPrefix("| id |"))
        #expect(Self.readme.contains(table), "README's finding table differs from `aasa explain`")
    }

    /// A Markdown code block: four spaces before every non-empty line.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
