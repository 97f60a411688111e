import Foundation
import Testing

@testable import AASACore

/// Hostile text in every string field of every report reaches no terminal, JSON reader or JUnit
/// consumer as anything but inert characters: plain text carries no control or bidi scalar, colour
/// text only our own SGR codes, JSON and JUnit parse.
@Suite struct OutputSafetyTests {
    /// Each C0 and C1 control and DEL on its own, between letters.
    static let controls = (Array(0x00...0x1F) + Array(0x7F...0x9F)).compactMap(Unicode.Scalar.init).map {
        "a" + String($0) + "b"
    }

    static let sequences = [
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;pwned\u{07}",
        "\u{1B}]8;;https://evil.example\u{1B}\\x", "\u{1B}P+q\u{1B}\\", "\u{1B}c", "\u{9B}31m", "\u{9D}0;t\u{9C}",
        // Bidi overrides, embeddings, isolates and marks: "moc.elgoog" shown reversed.
        "\u{202E}moc.elgoog", "\u{202A}\u{202B}\u{202C}\u{202D}", "\u{2066}\u{2067}\u{2068}\u{2069}",
        "\u{200E}\u{200F}\u{061C}",
        // Invisible and line-breaking scalars, noncharacters XML forbids, and a tag character.
        "\u{200B}\u{2060}\u{FEFF}\u{00AD}", "\u{2028}\u{2029}\u{85}", "\u{FFFE}\u{FFFF}", "\u{E0041}",
        // Invalid UTF-8 as aasa decodes it: replacement characters, plus a raw ESC after them.
        String(decoding: [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x1B, 0x5B], as: UTF8.self),
        // Markup and JSON breakers.
        "</failure></testcase>]]><![CDATA[<x/>&amp;&#0;<!--", "\"}],\\\"\u{0}",
    ]

    static let hostileStrings = controls + sequences

    static func finding(_ text: String) -> Finding {
        var finding = Finding(
            kind: .rulesUnreachable, message: text, hint: text, path: JSONPath.root / text / 0 / "x\(text)",
            position: SourcePosition(line: 1, column: 2), entry: text)
        finding.id = text
        return finding
    }

    static func verification(_ text: String) -> VerificationReport {
        let fetch = FetchSummary(
            url: text, httpStatus: 301, contentType: text, bytes: 7, redirectLocation: text,
            tls: TLSSummary(verified: false, subject: text, issuer: text, notAfter: text), durationMs: 3)
        let errorFinding = FindingKind.httpRedirect(text, hint: text, entry: text)
        let domains = [
            DomainReport(
                domain: text, entries: [text, "applinks:" + text], status: .fail, fetch: fetch,
                findings: [finding(text), errorFinding]),
            DomainReport(domain: text + ".example", entries: [], status: .warn, fetch: nil, findings: [finding(text)]),
        ]
        return VerificationReport(tool: ToolInfo(name: text, version: text), domains: domains)
    }

    static func lint(_ text: String) -> LintReport {
        LintReport(
            tool: ToolInfo(name: text, version: text),
            files: [FileReport(file: text, status: .fail, findings: [finding(text)])])
    }

    static func match(_ text: String) -> MatchReport {
        let apps = [
            MatchReport.AppResult(appID: text, verdict: .match, rule: RuleReference(detail: 0, component: 1)),
            MatchReport.AppResult(appID: text + "2", verdict: .block, rule: nil),
        ]
        return MatchReport(results: [MatchReport.URLResult(url: text, verdict: .match, apps: apps)])
    }

    @Test(arguments: hostileStrings)
    func plainTextCarriesNoControlOrBidiScalar(_ text: String) {
        let plain = TextReportFormatter(colour: false)
        let sources = [text: JSONSourceLines(text: text + "\n" + text)]
        for output in [
            plain.format(Self.verification(text)), plain.format(Self.lint(text), sources: sources),
            plain.format(Self.match(text)),
        ] {
            #expect(ReportOutputCheck.unsafeScalars(in: output).isEmpty)
        }
    }

    @Test(arguments: hostileStrings)
    func colourTextCarriesOnlyOurColourCodes(_ text: String) {
        let colour = TextReportFormatter(colour: true)
        let sources = [text: JSONSourceLines(text: text)]
        for output in [
            colour.format(Self.verification(text)), colour.format(Self.lint(text), sources: sources),
            colour.format(Self.match(text)),
        ] {
            #expect(ReportOutputCheck.escapesAreOnlyColours(in: output))
        }
    }

    @Test(arguments: hostileStrings)
    func jsonParsesAndKeepsTheTextExactly(_ text: String) throws {
        for output in [
            JSONReportEncoder.encode(Self.verification(text)), JSONReportEncoder.encode(Self.lint(text)),
            JSONReportEncoder.encode(Self.match(text)),
        ] {
            #expect(ReportOutputCheck.jsonParses(output))
        }
        let lines = Self.verification(text).domains.map(JSONReportEncoder.encodeLine)
        #expect(lines.allSatisfy { !$0.dropLast().contains("\n") && ReportOutputCheck.jsonParses($0) })
        let json = Data(JSONReportEncoder.encode(Self.match(text)).utf8)
        let decoded = try JSONDecoder().decode(MatchReport.self, from: json)
        #expect(decoded.results.first?.url == text)
    }

    @Test(arguments: hostileStrings)
    func junitIsWellFormedXML(_ text: String) {
        for strict in [false, true] {
            let junit = JUnitReportFormatter(strict: strict)
            #expect(ReportOutputCheck.xmlParses(junit.format(Self.verification(text))))
            #expect(ReportOutputCheck.xmlParses(junit.format(Self.lint(text))))
        }
    }
}

/// Machine formats carry hostile strings without passing terminal-active characters through.
@Suite struct MachineFormatEscapingTests {
    static let hostile = "a\u{202E}b\u{009B}31m\u{0085}c\u{2028}d\u{2066}e\u{FEFF}f\u{7F}g"
    static let active: [Unicode.Scalar] = [
        "\u{202E}", "\u{009B}", "\u{0085}", "\u{2028}", "\u{2066}", "\u{FEFF}", "\u{7F}",
    ]

    @Test func jsonEscapesEveryActiveCharacterAndParsesBackToTheSameString() throws {
        let finding = FindingKind.jsonSyntax(Self.hostile, hint: Self.hostile)
        for text in [JSONReportEncoder.encode(finding), JSONReportEncoder.encodeLine(finding)] {
            #expect(!text.unicodeScalars.contains(where: Self.active.contains), "\(text.debugDescription)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(object["message"] as? String == PrintableText.visible(Self.hostile))
        }
    }

    /// What `jq -r .message` prints holds no control, bidi or line-breaking character, whether the
    /// text came from a server, a file or a baseline (red team 4, item 9): a raw newline there
    /// could start a line GitHub reads as a workflow command.
    @Test(arguments: ["\u{1B}[31mred", "x\n::error file=a::forged", "\r::warning::y", "a\u{202E}b\u{85}c"])
    func messagesHoldNoActiveCharacterOnceDecoded(_ text: String) throws {
        let finding = FindingKind.jsonSyntax(text, hint: text)
        let decoded = try JSONDecoder().decode(
            Finding.self,
            from: Data(
                #"{"id":"json.syntax","severity":"error","message":\#(JSONReportEncoder.encodeLine(text).dropLast()),"hint":"h","entry":\#(JSONReportEncoder.encodeLine(text).dropLast())}"#
                    .utf8))
        for value in [finding.message, finding.hint, decoded.message, decoded.entry ?? ""] {
            #expect(
                !value.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
                })
        }
        #expect(finding.message != text && finding.message == decoded.message, "shown escaped, the same either way")
    }

    @Test func prometheusLabelValuesCarryNoActiveCharacter() {
        let value = PrometheusFormatter.labelValue(Self.hostile)
        #expect(!value.unicodeScalars.contains(where: Self.active.contains), "\(value.debugDescription)")
    }
}

/// GitHub workflow commands: nothing a message holds can end the command and start another.
@Suite struct GitHubAnnotationEscapingTests {
    @Test func messagesAndPropertiesAreEscapedAsTheRunnerUnescapes() {
        var finding = FindingKind.jsonSyntax("100% broken", hint: "fix, it: now")
        finding.message = "a\n::error::forged\r%"
        let line = GitHubAnnotationFormatter.line(finding, file: "dir/a,b:c.json", context: nil)
        #expect(
            line == "::error file=dir/a%2Cb%3Ac.json,title=json.syntax::a%0A::error::forged%0D%25 Fix: fix, it: now\n")
        #expect(line.filter { $0 == "\n" }.count == 1)
    }
}
