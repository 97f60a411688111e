import Testing

@testable import AASACore

@Suite struct TextReportFormatterTests {
    static let plain = TextReportFormatter(colour: false)
    static let coloured = TextReportFormatter(colour: true)

    /// Scalars that must never reach a terminal from a report.
    private func hasTerminalControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) }
    }

    @Test func hostileStringsInEveryFieldProduceNoEscapeWithoutColour() {
        let outputs = [
            Self.plain.format(ReportSamples.hostileVerification),
            Self.plain.format(
                ReportSamples.hostileLint,
                sources: [
                    ReportSamples.hostile: JSONSourceLines(text: ReportSamples.hostile)
                ]),
            Self.plain.format(ReportSamples.hostileMatch),
        ]
        for output in outputs {
            #expect(!output.unicodeScalars.contains("\u{1B}"))
            #expect(!hasTerminalControls(output))
        }
    }

    @Test func hostileStringsAddNoControlsBeyondOurOwnColours() {
        let output = Self.coloured.format(ReportSamples.hostileVerification)
        let withoutOurCodes = ["\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[34m", "\u{1B}[0m"].reduce(output) {
            $0.replacingOccurrences(of: $1, with: "")
        }
        #expect(!hasTerminalControls(withoutOurCodes))
    }

    @Test func hostileLinesKeepTheirLayout() {
        // The hostile text holds a line feed; sanitised, each domain still takes its own lines.
        let output = Self.plain.format(ReportSamples.hostileVerification)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("FAIL  evil") == true)
        #expect(lines.filter { $0.hasPrefix("FAIL") }.count == 1)
    }

    @Test func coloursAppearOnlyWhenOn() {
        let output = Self.coloured.format(ReportSamples.verification)
        #expect(output.contains("\u{1B}[32mPASS\u{1B}[0m"))
        #expect(output.contains("\u{1B}[33mWARN\u{1B}[0m"))
        #expect(output.contains("\u{1B}[31mFAIL\u{1B}[0m"))
        #expect(!Self.plain.format(ReportSamples.verification).contains("\u{1B}"))
        let match = Self.coloured.format(ReportSamples.hostileMatch)
        #expect(match.contains("\u{1B}[32mMATCH\u{1B}[0m"))
    }

    @Test func domainLineHasBadgeDomainAndFetchSummary() {
        let lines = Self.plain.format(ReportSamples.verification).split(separator: "\n").map(String.init)
        #expect(lines.contains("PASS  good.example  HTTP 200, 512 bytes, 84 ms, TLS verified"))
        #expect(
            lines.contains("WARN  warn.example  HTTP 200, 300 bytes, 12 ms, TLS verified, expires 2027-01-31T12:00:00Z")
        )
        #expect(lines.contains("FAIL  gone.example  not fetched"))
        #expect(lines.contains("FAIL  example.com  HTTP 301, 0 bytes, 40 ms, redirect to https://www.example.com/"))
        #expect(lines.last == "4 domains: 1 pass, 1 warn, 2 fail")
    }

    @Test func verifyTextCountsInfoFindingsInsteadOfListingThem() {
        var domain = ReportSamples.warning
        domain.findings.append(
            FindingKind.rulesMinimumOS("The oldest iOS that understands this file is iOS 14.", hint: "None needed."))
        let text = TextReportFormatter(colour: false).format(VerificationReport(domains: [domain]))
        #expect(text.contains("http.content-type"))
        #expect(!text.contains("rules.minimum-os"))
        #expect(text.contains("(1 info finding; --format json lists them)"))
    }

    @Test func findingsAreGroupedWorstFirstAndAligned() throws {
        let lines = Self.plain.format(ReportSamples.verification).split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("FAIL  example.com") })
        let block = Array(lines[(start + 1)...].prefix { $0.hasPrefix("      ") })
        let heads = block.filter { !$0.hasPrefix("      " + String(repeating: " ", count: 9)) }
        #expect(
            heads.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
                "error http.redirect", "error entitlement.app-missing", "warning http.content-type",
            ])
        // Every message starts in the same column, and continuation lines start there too.
        let messageColumn = try #require(heads.first?.range(of: "The server")).lowerBound.utf16Offset(in: heads[0])
        for line in block {
            let text = line.dropFirst(messageColumn)
            #expect(line.prefix(messageColumn).last == " " && text.first != " ")
        }
        let indent = String(repeating: " ", count: messageColumn)
        #expect(block.contains(indent + "at $.webcredentials.apps, line 3:5"))
        #expect(block.contains(indent + "entry: webcredentials:example.com"))
        #expect(block.contains(indent + "fix: Serve the file with status 200."))
    }

    @Test func syntaxFindingQuotesTheLineWithACaretUnderTheColumn() throws {
        let source = "{\n  \"applinks\": {\"details\": [}\n}"
        let finding = FindingKind.jsonSyntax(
            "Expected a value but found '}'.", hint: "Remove the '}'.", position: SourcePosition(line: 2, column: 28))
        let report = LintReport(files: [FileReport(file: "aasa.json", status: .fail, findings: [finding])])
        let output = Self.plain.format(report, sources: ["aasa.json": JSONSourceLines(text: source)])
        let lines = output.split(separator: "\n").map(String.init)
        let quoted = try #require(lines.first { $0.hasSuffix("2 |   \"applinks\": {\"details\": [}") })
        let caret = try #require(lines.first { $0.hasSuffix("^") })
        let braceColumn = try #require(quoted.lastIndex(of: "}")).utf16Offset(in: quoted)
        #expect(caret.count - 1 == braceColumn)
        #expect(lines.first == "FAIL  aasa.json")
        #expect(lines.last == "1 file: 0 pass, 0 warn, 1 fail")
    }

    @Test func syntaxFindingWithoutSourceNamesOnlyThePosition() {
        let finding = FindingKind.jsonSyntax("Bad.", hint: "Fix.", position: SourcePosition(line: 9, column: 1))
        let report = LintReport(files: [FileReport(file: "-", status: .fail, findings: [finding])])
        let output = Self.plain.format(report, sources: nil)
        #expect(output.contains("at line 9:1"))
        #expect(!output.contains("^"))
    }

    @Test func matchListsEachAppWithItsRule() {
        let apps = [
            MatchReport.AppResult(
                appID: "ABCDE12345.com.example.app", verdict: .match, rule: RuleReference(detail: 0, component: 2)),
            MatchReport.AppResult(appID: "FGHIJ67890.x", verdict: .block, rule: RuleReference(detail: 1, component: 0)),
            MatchReport.AppResult(appID: "KLMNO12345.y", verdict: .none, rule: nil),
        ]
        let report = MatchReport(results: [
            MatchReport.URLResult(url: "https://example.com/a", verdict: .match, apps: apps),
            MatchReport.URLResult(url: "https://example.com/b", verdict: .none, apps: []),
        ])
        let lines = Self.plain.format(report).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "MATCH  https://example.com/a",
                "       ABCDE12345.com.example.app  match  details[0].components[2]",
                "       FGHIJ67890.x                block  details[1].components[0]",
                "       KLMNO12345.y                none",
                "NONE   https://example.com/b",
                "2 URLs: 1 match, 0 block, 1 none",
            ])
    }
}
