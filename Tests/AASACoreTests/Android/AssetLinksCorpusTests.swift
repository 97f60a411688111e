import FixtureWorld
import Foundation
import Testing

@testable import AASACore

/// The 97 real assetlinks.json files of `Tests/Fixtures/assetlinks/` (sources in its MANIFEST.tsv):
/// each file's verdict agrees with its MANIFEST.tsv notes (a defect in the content fails or warns; a clean file passes). The
/// notes' `path:` defects are about where a repository kept the file, not its content.
@Suite("assetlinks.json corpus")
struct AssetLinksCorpusTests {
    struct Entry: Sendable, CustomTestStringConvertible {
        var file: String
        var contentDefects: [String]
        var testDescription: String { file }
    }

    static let directory = FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/assetlinks")

    static let entries: [Entry] = {
        guard let manifest = try? String(contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 6 else { return nil }
            var defects: [String] = []
            if let range = columns[5].range(of: "DEFECTS: ") {
                let part = columns[5][range.upperBound...].split(separator: "|").first ?? ""
                defects = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("path:") }
            }
            return Entry(file: String(columns[0]), contentDefects: defects)
        }
    }()

    /// Files whose notes aasa disagrees with, and why aasa is right.
    static let knownDisagreements: [String: String] = [
        // Its only dynamic rule excludes, so no URL opens the app on Android 15 (spec DY4); the
        // notes list no defect.
        "015.json": "android.dynamic-rules"
    ]

    @Test func corpusIsPresent() {
        #expect(Self.entries.count == 97, "expected Tests/Fixtures/assetlinks with its MANIFEST.tsv")
    }

    @Test(arguments: entries)
    func verdictAgreesWithTheNotes(_ entry: Entry) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(entry.file)))
        let findings = AssetLinksLinter.lint(bytes).findings
        let status = Status(findings: findings, strict: false)
        if let expected = Self.knownDisagreements[entry.file] {
            #expect(findings.map(\.id) == [expected])
            return
        }
        #expect((status != .pass) == !entry.contentDefects.isEmpty, "\(entry.contentDefects) vs \(findings.map(\.id))")
    }
}
