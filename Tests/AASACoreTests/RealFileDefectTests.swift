import Foundation
import Testing

@testable import AASACore

/// Issue 30's defects as real sites publish them (`Tests/Fixtures/real-aasa/SOURCES.md`): each
/// file gives exactly the findings a site owner should act on, at the right place, and no hint
/// that would break what works.
@Suite struct RealFileDefectTests {
    static let directory = CorpusFixture.directory.deletingLastPathComponent().appendingPathComponent("real-aasa")

    static func lint(_ name: String) throws -> [Finding] {
        AssociationLinter.lint(Array(try Data(contentsOf: directory.appendingPathComponent(name)))).findings
    }

    static func ids(_ findings: [Finding]) -> [String: [String]] {
        Dictionary(grouping: findings, by: \.id).mapValues { $0.map { $0.path?.description ?? "-" } }
    }

    @Test func catchAllAfterExcludesOpensTheRestNotTheWholeSite() throws {
        let findings = try Self.lint("AboutClan_About.json")
        let catchAll = try #require(findings.first { $0.id == "rules.catch-all" })
        #expect(catchAll.path?.description == "$.applinks.details[0].components[6][\"/\"]")
        #expect(catchAll.position == SourcePosition(line: 33, column: 18))
        #expect(catchAll.severity == .info)
        #expect(!catchAll.message.contains("whole site"))
        #expect(findings.filter { $0.severity != .info }.isEmpty, "\(findings.map(\.id))")
    }

    @Test func rulesAfterALeadingCatchAllNeverDecide() throws {
        let ids = Self.ids(try Self.lint("3pxh_slab-tauri.json"))
        #expect(ids["rules.catch-all"] == ["$.applinks.details[0].paths[0]"])
        #expect(ids["rules.unreachable"] == (1...7).map { "$.applinks.details[0].paths[\($0)]" })
        #expect(ids["schema.apps-missing"] == ["$.applinks"])
        // Without "apps", iOS 12 skips the section: iOS 13 is the oldest that reads it.
        let minimum = try #require(try Self.lint("3pxh_slab-tauri.json").first { $0.id == "rules.minimum-os" })
        #expect(minimum.message.contains("iOS 13"))
    }

    @Test func bothFormsKeptAreReadByBothSystemsAndOnlyTheirDisagreementWarns() throws {
        let findings = try Self.lint("Adophlidu_firefly.social.json")
        let ids = Self.ids(findings)
        #expect(ids["schema.legacy-app-id"] == ["$.applinks.details[0].appID"])
        #expect(ids["schema.paths-ignored"] == ["$.applinks.details[0].paths"])
        #expect(ids["schema.app-id-ignored"] == nil)
        // iOS 12 reads appID and paths: the file needs no iOS 13.
        let minimum = try #require(findings.first { $0.id == "rules.minimum-os" })
        #expect(minimum.path?.description == "$.applinks")
        #expect(minimum.message.contains("iOS 9"))
        #expect(findings.filter { $0.severity == .error }.isEmpty)
    }

    @Test func placeholderTeamPrefixIsAnError() throws {
        let findings = try Self.lint("AfuBasic_kontrol.json")
        let appID = try #require(findings.first { $0.id == "schema.app-id" })
        #expect(appID.path?.description == "$.applinks.details[0].appID")
        #expect(appID.position == SourcePosition(line: 6, column: 26))
        #expect(appID.severity == .error)
    }
}
