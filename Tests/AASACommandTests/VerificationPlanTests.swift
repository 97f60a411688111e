import AASACore
import AASAVerification
import Foundation
import Testing

@testable import AASACommand

/// The plan keeps a host's claims compactly and groups them again when the host is verified: the
/// groups must be the ones grouping every parsed domain at once gives, in the same order.
@Suite struct VerificationPlanTests {
    static let appIDs = ["ABCDE12345.com.example.app", "FGHIJ67890.com.example.clip"]

    /// A list with repeats, wildcards beside apexes, modes, upper case and trailing dots, per-line
    /// app IDs, and more hosts than the host table's first size (so it grows).
    static func list() -> [String] {
        let services = ["applinks", "webcredentials", "appclips", "activitycontinuation", "authsrv"]
        return (0..<3_000).map { index in
            let host = "h\((index * 7_919) % 900).Example.com" + (index % 13 == 0 ? "." : "")
            let wildcard = index % 11 == 0 ? "*." : ""
            let mode = index % 17 == 0 ? "?mode=developer" : ""
            let apps = index % 5 == 0 ? " " + appIDs[1] : index % 7 == 0 ? " \(appIDs[0]) \(appIDs[1])" : ""
            return "\(services[(index / 3) % services.count]):\(wildcard)\(host)\(mode)\(apps)"
        }
    }

    @Test func groupsAreTheOnesGroupingEveryDomainAtOnceGives() throws {
        let lines = Self.list()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString).txt").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let arguments = try ParsedArguments(
            ["--domains", path, "--app-id", Self.appIDs[0]], options: VerifyCommand.options)
        var sitemaps: SitemapFetch.Source?
        let plan = try VerificationPlan.make(arguments, options: VerifyOptions(arguments), sitemaps: &sitemaps)

        let expected = DomainGroup.group(
            DomainListFile.lines(from: lines.joined(separator: "\n")).compactMap { line in
                guard case .domain(var domain, _) = AssociatedDomainParser.parse(line.entry) else { return nil }
                domain.appIDs = line.appIDs.isEmpty ? [Self.appIDs[0]] : line.appIDs
                // The plan keeps each claim's list line, as reports name it.
                domain.source = "\(path):\(line.number)"
                return domain
            })
        #expect(expected.count > 600, "the list must outgrow the host table's first size")
        #expect(plan.hosts.count == expected.count)
        for (index, group) in expected.enumerated() where index < plan.hosts.count {
            #expect(plan.group(index).group == group, "host \(index), \(group.fetchHost)")
            #expect(plan.hosts.fetchHost(index) == group.fetchHost)
        }
    }

    @Test func findingsAboutEntriesComeBeforeTheGroupsOwnAndAreNotRepeated() throws {
        let arguments = try ParsedArguments(
            ["applinks:example.com?mode=unknown", "applinks:Example.com", "applinks:example.com?mode=unknown"],
            options: VerifyCommand.options)
        var sitemaps: SitemapFetch.Source?
        let plan = try VerificationPlan.make(arguments, options: VerifyOptions(arguments), sitemaps: &sitemaps)
        #expect(plan.hosts.count == 1)
        let (group, findings) = plan.group(0)
        #expect(group.entries == ["applinks:example.com?mode=unknown", "applinks:Example.com"])
        let ids = findings.map(\.id)
        // One per entry as written: the repeated line adds none.
        #expect(ids.filter { $0 == "entitlement.app-unchecked" }.count == 2)
        #expect(ids.last == "entitlement.duplicate")
        #expect(Array(ids.suffix(group.findings.count)) == group.findings.map(\.id))
    }
}
