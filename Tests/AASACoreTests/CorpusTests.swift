import FixtureWorld
import Foundation
import Testing

@testable import AASACore

/// The real AASA files in `Tests/Fixtures/corpus`, located from this file's path.
enum CorpusFixture {
    static let directory = FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus")

    static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted()
    }()

    /// The bytes of the file named `prefix`, else of the one file whose name starts with it.
    static func bytes(startingWith prefix: String) throws -> [UInt8] {
        if names.contains(prefix) { return try bytes(named: prefix) }
        let matches = names.filter { $0.hasPrefix(prefix) }
        try #require(matches.count == 1, "expected one corpus file starting with \(prefix), found \(matches)")
        return try bytes(named: matches[0])
    }

    static func bytes(named name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

@Suite("Corpus")
struct CorpusTests {
    @Test func corpusIsPresent() {
        #expect(CorpusFixture.names.count >= 30)
    }

    /// Every corpus file names its source: a repository, a path and a commit holding its bytes.
    @Test func everyFileHasItsSourceCommit() throws {
        let table = try String(
            contentsOf: CorpusFixture.directory.deletingLastPathComponent().appendingPathComponent(
                "corpus-sources.tsv"),
            encoding: .utf8)
        let rows = table.split(separator: "\n").dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(rows.map { String($0[0]) }.sorted() == CorpusFixture.names)
        for row in rows {
            #expect(row.count == 6, "\(row)")
            guard row.count == 6 else { continue }
            let (repository, path, commit, blob) = (row[1], row[2], row[3], row[5])
            #expect(repository.split(separator: "/").count == 2 && !path.isEmpty, "\(row[0])")
            for id in [commit, blob] {
                #expect(id.count == 40 && id.allSatisfy(\.isHexDigit), "\(row[0]): \(id)")
            }
        }
    }

    /// Every real file reads without crashing, and has a model exactly when it is a JSON object.
    @Test(arguments: CorpusFixture.names)
    func everyCorpusFileReads(name: String) throws {
        let document = SiteAssociationReader.read(try CorpusFixture.bytes(named: name))
        let hasSyntaxError = document.findings.contains { $0.id == "json.syntax" }
        #expect((document.association == nil) == hasSyntaxError)
    }

    /// What the corpus README says each file must produce: (file prefix, finding id, JSONPath,
    /// line, column). A nil path, line or column is not asserted.
    static let expectations: [(String, String, String?, Int?, Int?)] = [
        ("Dean151_", "json.syntax", nil, 7, 5),
        ("procivis_", "json.syntax", nil, 1, 1),
        ("mozilla_", "schema.type", "$.applinks.details[0].appID", 5, 18),
        ("edityomurti_", "schema.app-id", "$.webcredentials.apps[0]", 17, 17),
        // paths ["/*"] beside components [{"/": "/*"}]: the same rule in both forms.
        ("edityomurti_", "schema.legacy-paths", "$.applinks.details[0].paths", 6, 14),
        ("ElenaCristea_", "schema.app-id", "$.applinks.details[0].appID", 6, 18),
        ("houtzager_", "schema.app-id", "$.applinks.details[1].appID", 10, 26),
        ("artsy_artsy-eigen-web-association_apple-app-site-association.json", "json.signed", nil, nil, nil),
        (
            "sergii-ziborov_blazingly-aasa_tests_fixtures_apple_legacy", "schema.details-dictionary",
            "$.applinks.details", 4, 16
        ),
    ]

    @Test(arguments: expectations)
    func corpusFileGivesDocumentedFinding(file: String, id: String, path: String?, line: Int?, column: Int?) throws {
        let findings = SiteAssociationReader.read(try CorpusFixture.bytes(startingWith: file)).findings
        let matching = findings.filter { $0.id == id && (path == nil || $0.path?.description == path) }
        let finding = try #require(matching.first, "\(id) at \(path ?? "-") not in \(findings.map(\.id))")
        if let line { #expect(finding.position?.line == line) }
        if let column { #expect(finding.position?.column == column) }
    }

    /// Files the README calls valid: no error-level finding.
    @Test(arguments: [
        "AS207960_", "7blueXY_", "Koniverse_", "WelcometoMyGarden_", "Provenance-Emu_",
        "wikimedia_operations-mediawiki-config_docroot_testwiki_apple-app-site-association.json",
        "wikimedia_operations-mediawiki-config_docroot_thankyou_",
        "sergii-ziborov_blazingly-aasa_tests_fixtures_apple_sub",
    ])
    func validCorpusFileHasNoError(file: String) throws {
        let document = SiteAssociationReader.read(try CorpusFixture.bytes(startingWith: file))
        #expect(document.association != nil)
        #expect(document.findings.filter { $0.severity == .error }.map(\.id) == [])
    }

    /// `W7JAY4CE8` is a typo of the `UW7JAY4CE8` the file uses elsewhere: the hint says so.
    @Test func truncatedTeamIDHintNamesTheFilesTeamID() throws {
        let findings = SiteAssociationReader.read(try CorpusFixture.bytes(startingWith: "edityomurti_")).findings
        let finding = try #require(findings.first { $0.id == "schema.app-id" })
        #expect(finding.hint.contains("UW7JAY4CE8.me.wideboard.Wideboard"))
    }

    @Test func webCredentialsOnlyFileListsItsApp() throws {
        let document = SiteAssociationReader.read(try CorpusFixture.bytes(startingWith: "AS207960_"))
        #expect(document.association?.webCredentials?.apps == ["MQ9TN9772U.net.as207960.app"])
        #expect(document.association?.appLinks == nil)
    }

    /// The same rules written with every `/` as `\/` give exactly the same model, paths included.
    @Test func escapedSlashesGiveTheSameModel() throws {
        let plain = SiteAssociationReader.read(
            try CorpusFixture.bytes(
                startingWith: "wikimedia_operations-mediawiki-config_docroot_testwiki_apple-app-site-association.json"))
        let escaped = SiteAssociationReader.read(
            try CorpusFixture.bytes(
                startingWith: "wikimedia_operations-mediawiki-config_docroot_testwiki_apple-app-site-association__"))
        let model = try #require(plain.association)
        #expect(model == escaped.association)
        guard case .components(let components)? = model.appLinks?.details.first?.rules else {
            Issue.record("expected components in the first details entry")
            return
        }
        #expect(components.count > 200)
    }

    /// The signed file's JSON is extracted and read: it names the artsy apps.
    @Test func signedFileContentIsRead() throws {
        let document = SiteAssociationReader.read(
            try CorpusFixture.bytes(named: "artsy_artsy-eigen-web-association_apple-app-site-association.json"))
        #expect(document.findings.first?.id == "json.signed")
        #expect(!document.findings.contains { $0.id == "json.syntax" })
        let appIDs = document.association?.appIDs(for: .applinks) ?? []
        #expect(appIDs.contains("23KMWZ572J.net.artsy.artsy"))
    }

    @Test func legacyDetailsDictionaryIsReadKeyedByAppID() throws {
        let document = SiteAssociationReader.read(
            try CorpusFixture.bytes(startingWith: "sergii-ziborov_blazingly-aasa_tests_fixtures_apple_legacy"))
        let appLinks = try #require(document.association?.appLinks)
        #expect(appLinks.detailsIsDictionary)
        #expect(appLinks.details.map(\.appIDs) == [["ABCDE12345.com.example.app"]])
        #expect(appLinks.details.first?.path.description == "$.applinks.details[\"ABCDE12345.com.example.app\"]")
    }
}
