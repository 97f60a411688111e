import FixtureWorld
import Foundation
import Testing

/// Code cites the rules it implements by document and place (`docs/rules/android-app-links.md
/// A12`, `docs/rules/associated-domains.md section 4.3`): each cited document, section and rule
/// exists, and no comment says only "spec" (issue 56, item 5).
@Suite struct RuleReferenceTests {
    static var root: URL { FixtureWorld.repositoryRoot }

    @Test func everyCitedRuleExistsWhereItIsCited() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        let citation = try Regex(
            #"docs/rules/([a-z-]+\.md)(?: sections? ([0-9.]+)(?: and ([0-9.]+))?| ([A-Z][0-9]+)\b)?"#)
        let bare = try Regex(#"\bspec (sections? [0-9]|[A-Z][0-9]+\b|§)"#)
        var cited = 0
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            // A citation may be wrapped onto the next comment line.
            let joined = text.replacing(try Regex(#"\n\s*///? ?"#), with: " ")
            let bareCitation = joined.firstMatch(of: bare).map { String(joined[$0.range]) }
            #expect(bareCitation == nil, "\(file) cites a rule without its document")
            for match in joined.matches(of: citation) {
                cited += 1
                let name = try #require(match.output[1].substring.map(String.init))
                let document = try String(
                    contentsOf: Self.root.appendingPathComponent("docs/rules/\(name)"), encoding: .utf8)
                let lines = document.split(separator: "\n")
                for section in [match.output[2], match.output[3]].compactMap(\.substring) {
                    #expect(
                        lines.contains { $0.hasPrefix("#") && $0.drop { $0 == "#" }.hasPrefix(" \(section)") },
                        "\(file): \(name) has no section \(section)")
                }
                if let rule = match.output[4].substring {
                    #expect(lines.contains { $0.hasPrefix("| \(rule) |") }, "\(file): \(name) has no rule \(rule)")
                }
            }
        }
        #expect(cited > 50, "the scan found \(cited) citations")
    }
}
