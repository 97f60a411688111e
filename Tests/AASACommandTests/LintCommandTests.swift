import Foundation
import Testing

/// The real corpus through the real `aasa lint` binary: each file gets the verdict and the
/// finding ids that were checked by hand against it (see Tests/Fixtures/README.md).
@Suite struct LintCommandTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        /// The corpus file name starts with this.
        var prefix: String
        /// The file must fail (an error-severity finding) or must not.
        var fails: Bool
        /// Finding ids (with the JSON path, when given after a space) the report must contain.
        var findings: [String]
        var testDescription: String { prefix }
    }

    static let expectations: [Expectation] = [
        .init(prefix: "Dean151_", fails: true, findings: ["json.syntax"]),
        .init(prefix: "procivis_", fails: true, findings: ["json.syntax"]),
        .init(
            prefix: "artsy_artsy-eigen-web-association_apple-app-site-association.json", fails: true,
            findings: ["json.signed"]),
        .init(prefix: "mozilla_", fails: true, findings: ["schema.type $.applinks.details[0].appID"]),
        .init(prefix: "edityomurti_", fails: true, findings: ["schema.app-id $.webcredentials.apps[0]"]),
        .init(prefix: "ElenaCristea_", fails: true, findings: ["schema.app-id"]),
        .init(prefix: "houtzager_", fails: true, findings: ["schema.app-id"]),
        .init(prefix: "Koniverse_", fails: false, findings: []),
        .init(prefix: "WelcometoMyGarden_", fails: false, findings: []),
        .init(prefix: "5afe_", fails: false, findings: ["rules.catch-all $.applinks.details[0].components[0][\"/\"]"]),
        .init(prefix: "Provenance-Emu_", fails: false, findings: []),
        .init(prefix: "AS207960_", fails: false, findings: []),
        .init(prefix: "7blueXY_", fails: false, findings: []),
        .init(
            prefix: "wikimedia_operations-mediawiki-config_docroot_testwiki_apple-app-site-association.json",
            fails: false, findings: []),
        .init(
            prefix: "wikimedia_operations-mediawiki-config_docroot_testwiki_apple-app-site-association__", fails: false,
            findings: []),
        .init(prefix: "wikimedia_operations-mediawiki-config_docroot_thankyou_", fails: false, findings: []),
    ]

    static var corpusFiles: [String] {
        let directory = AASABinary.fixture("corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func corpusIsPresent() {
        #expect(Self.corpusFiles.count >= 30)
    }

    @Test(arguments: expectations)
    func corpusFileGetsItsVerdict(_ expectation: Expectation) async throws {
        let exact = Self.corpusFiles.filter { $0 == expectation.prefix }
        let matching = exact.isEmpty ? Self.corpusFiles.filter { $0.hasPrefix(expectation.prefix) } : exact
        #expect(matching.count == 1, "\(expectation.prefix) names \(matching.count) files")
        let name = try #require(matching.first)
        let run = try await AASABinary.run(["lint", "--format", "json", AASABinary.fixture("corpus/\(name)")])
        let files = try #require(try run.json()["files"] as? [[String: Any]])
        let file = try #require(files.first)
        let findings = file["findings"] as? [[String: Any]] ?? []
        let seen = Set(findings.map { "\($0["id"] ?? "")" } + findings.map { "\($0["id"] ?? "") \($0["path"] ?? "")" })
        for wanted in expectation.findings {
            #expect(seen.contains(wanted), "\(name) lacks \(wanted); has \(seen.sorted())")
        }
        #expect((file["status"] as? String == "fail") == expectation.fails, "\(name): \(file["status"] ?? "")")
        #expect(run.status == (expectation.fails ? 1 : 0))
    }

    @Test func syntaxErrorSaysWhere() async throws {
        let path = AASABinary.fixture("corpus/Dean151_Aln-NodeJs_public_apple-app-site-association.json")
        let run = try await AASABinary.run(["lint", "--format", "json", path])
        let files = try #require(try run.json()["files"] as? [[String: Any]])
        let finding = try #require(
            (files.first?["findings"] as? [[String: Any]])?.first { $0["id"] as? String == "json.syntax" })
        #expect(finding["line"] as? Int == 7)
        #expect(finding["column"] as? Int == 5)
    }

    @Test(arguments: corpusFiles)
    func everyCorpusFileLintsWithoutCrashing(_ name: String) async throws {
        let run = try await AASABinary.run(["lint", AASABinary.fixture("corpus/\(name)")])
        #expect(run.status == 0 || run.status == 1, "\(name): status \(run.status) \(run.stderr)")
        #expect(!run.stdout.isEmpty)
    }

    @Test func standardInputIsRead() async throws {
        let run = try await AASABinary.run(
            ["lint", "--format", "json", "-"],
            stdin: Data(#"{"webcredentials":{"apps":["ABCDE12345.com.example.app"]}}"#.utf8))
        #expect(run.status == 0)
        let files = try #require(try run.json()["files"] as? [[String: Any]])
        #expect(files.first?["file"] as? String == "-")
    }

    @Test func missingAppIDFails() async throws {
        let run = try await AASABinary.run(
            ["lint", "--format", "json", "--app-id", "ZZZZZ99999.com.other.app", "-"],
            stdin: Data(#"{"webcredentials":{"apps":["ABCDE12345.com.example.app"]}}"#.utf8))
        #expect(run.status == 1)
        let files = try #require(try run.json()["files"] as? [[String: Any]])
        let ids = (files.first?["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("entitlement.app-missing"))
    }
}

extension LintCommandTests {
    @Test func appIDThatDiffersOnlyInCaseIsReportedAsVerifyReportsIt() async throws {
        let file = Data(#"{"webcredentials":{"apps":["ABCDE12345.com.Example.App"]}}"#.utf8)
        let run = try await AASABinary.run(
            ["lint", "-", "--format", "json", "--app-id", "ABCDE12345.com.example.app"], stdin: file)
        let findings = try #require(
            (try run.json()["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["id"] as? String } == ["entitlement.app-id-case"])
    }
}

extension LintCommandTests {
    static func lint(_ bytes: [UInt8]) async throws -> (status: Int32, findings: [[String: Any]]) {
        let run = try await AASABinary.run(["lint", "-", "--format", "json"], stdin: Data(bytes))
        let findings = try #require(
            (try run.json()["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        return (run.status, findings)
    }

    static let utf16Text = #"{"webcredentials":{"apps":["ABCDE12345.com.example.app"]}}"#

    @Test(arguments: [true, false])
    func utf16FileIsReportedAndStillChecked(_ byteOrderMark: Bool) async throws {
        let mark: [UInt8] = byteOrderMark ? [0xFF, 0xFE] : []
        let bytes = mark + Array(Self.utf16Text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (status, findings) = try await Self.lint(bytes)
        #expect(status == 1)
        #expect(findings.first?["id"] as? String == "json.encoding")
        #expect(!findings.contains { $0["id"] as? String == "json.syntax" }, "the content was read as JSON")
    }

    /// The line quoted under json.syntax is the transcoded text its line and column count in.
    @Test func syntaxErrorInAUTF16FileQuotesReadableText() async throws {
        let text = "{\n \"applinks\": {,}\n}"
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let run = try await AASABinary.run(["lint", "-"], stdin: Data(bytes))
        #expect(run.stdout.contains("2 |  \"applinks\": {,}"), "\(run.stdout)")
        #expect(!run.stdout.contains("\\u{00}"))
    }

    @Test func nulByteIsASyntaxFindingAtItsPosition() async throws {
        let (status, findings) = try await Self.lint(
            Array("{\n  \"applinks\": {\n    \"details\": [\u{0}]\n  }\n}\n".utf8))
        #expect(status == 1)
        let syntax = try #require(findings.first { $0["id"] as? String == "json.syntax" })
        #expect(syntax["line"] as? Int == 3 && syntax["column"] as? Int == 17)
    }

    @Test func unreadableFileIsReportedWhileTheOthersAreChecked() async throws {
        let good = AASABinary.fixture("corpus/AS207960_as207960.net_.well-known_apple-app-site-association.json")
        let run = try await AASABinary.run(["lint", good, "/nonexistent/missing.json", good, "--format", "json"])
        #expect(run.status == 2)
        #expect((try run.json()["files"] as? [[String: Any]])?.count == 2)
        #expect(run.stderr.contains("/nonexistent/missing.json"))
    }
}
