import Foundation
import Testing

@testable import AASACore

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct JUnitReportFormatterTests {
    private func parse(_ xml: String) throws -> XMLDocument {
        try XMLDocument(xmlString: xml, options: [])
    }

    private func nodes(_ document: XMLDocument, _ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    private func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func oneCasePerEntryAndOnePerDomainWithoutEntries() throws {
        let document = try parse(JUnitReportFormatter().format(ReportSamples.verification))
        let cases = try nodes(document, "//testcase")
        // good: 1 entry, warn: 2 entries, gone: no entries, example.com: 2 entries.
        #expect(cases.count == 6)
        // Jenkins splits a classname at its last dot: it names the platform, never a host.
        #expect(cases.allSatisfy { attribute($0, "classname") == "aasa.apple" })
        #expect(
            cases.map { attribute($0, "name") ?? "" } == [
                "applinks:good.example", "applinks:warn.example", "webcredentials:warn.example", "gone.example",
                "applinks:example.com", "webcredentials:example.com",
            ])
        #expect(cases.allSatisfy { attribute($0, "time") != nil })
        let suite = try #require(try nodes(document, "/testsuites/testsuite").first)
        #expect(attribute(suite, "name") == "aasa.apple")
        #expect(attribute(suite, "tests") == "6")
    }

    /// The failure message names every finding that fails the case, not only the first.
    @Test func aFailureNamesEveryFailingID() throws {
        let document = try parse(JUnitReportFormatter().format(ReportSamples.verification))
        let failure = try #require(try nodes(document, "//testcase[@name='webcredentials:example.com']/failure").first)
        let message = try #require(attribute(failure, "message"))
        #expect(message.contains("http.redirect") && message.contains("entitlement.app-missing"), "\(message)")
    }

    @Test func errorsFailEveryCaseTheyApplyTo() throws {
        let document = try parse(JUnitReportFormatter().format(ReportSamples.verification))
        let failing = try nodes(document, "//testcase[failure]").map { attribute($0, "name") ?? "" }
        #expect(failing == ["gone.example", "applinks:example.com", "webcredentials:example.com"])
        let suite = try #require(try nodes(document, "/testsuites/testsuite").first)
        #expect(attribute(suite, "failures") == "3")
        let failure = try #require(try nodes(document, "//testcase[@name='applinks:example.com']/failure").first)
        #expect(attribute(failure, "type") == "http.redirect")
    }

    @Test func entryFindingGoesOnlyToItsEntry() throws {
        let document = try parse(JUnitReportFormatter().format(ReportSamples.verification))
        let body = { (name: String) in
            try self.nodes(document, "//testcase[@name='\(name)']/failure").first?.stringValue ?? ""
        }
        #expect(try body("webcredentials:example.com").contains("entitlement.app-missing"))
        #expect(try !body("applinks:example.com").contains("entitlement.app-missing"))
        // The failure body lists every finding of the case, warnings too.
        #expect(try body("applinks:example.com").contains("http.content-type"))
    }

    @Test func warningsGoToSystemOutUnlessStrict() throws {
        let lenient = try parse(JUnitReportFormatter().format(ReportSamples.verification))
        let warned = "//testcase[contains(@name, 'warn.example')]"
        let out = try nodes(lenient, warned + "/system-out")
        #expect(out.count == 2 && out.allSatisfy { $0.stringValue?.contains("http.content-type") == true })
        #expect(try nodes(lenient, warned + "/failure").isEmpty)

        let strict = try parse(JUnitReportFormatter(strict: true).format(ReportSamples.verification))
        let failures = try nodes(strict, "//testcase[contains(@name, 'warn.example')]/failure")
        #expect(failures.count == 2 && failures.allSatisfy { attribute($0, "type") == "http.content-type" })
        #expect(attribute(try nodes(strict, "/testsuites").first, "failures") == "5")
    }

    @Test func passingCaseIsEmpty() throws {
        let document = try parse(JUnitReportFormatter().format(ReportSamples.verification))
        let good = try #require(try nodes(document, "//testcase[@name='applinks:good.example']").first)
        #expect(good.childCount == 0)
    }

    @Test func hostileStringsStillParse() throws {
        let xml = JUnitReportFormatter(strict: true).format(ReportSamples.hostileVerification)
        let document = try parse(xml)
        let cases = try nodes(document, "//testcase")
        #expect(cases.count == 2)
        #expect(try nodes(document, "//failure").count == 2)
        #expect(!xml.unicodeScalars.contains("\u{1B}"))
        // Quotes, ampersands and `]]>` come back as text, not markup.
        let name = try #require(attribute(cases.first, "name"))
        #expect(name.contains("<a href='x'>&amp;\"]]></a>"))
        let lint = try parse(JUnitReportFormatter().format(ReportSamples.hostileLint))
        #expect(try nodes(lint, "//testcase/failure").count == 1)
    }

    @Test(arguments: Array(0x00...0x1F) + [0x7F, 0x85, 0xFFFE, 0xFFFF])
    func anyControlCharacterInAnyFieldKeepsTheDocumentValid(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let text = "a" + String(scalar) + "b"
        let finding = Finding(kind: .httpStatus, message: text, hint: text, entry: text)
        let domain = DomainReport(domain: text, entries: [text], status: .fail, fetch: nil, findings: [finding])
        let xml = JUnitReportFormatter().format(VerificationReport(domains: [domain]))
        #expect(try nodes(parse(xml), "//testcase/failure").count == 1)
    }

    @Test func xmlEscapingCoversMarkupAndInvalidCharacters() {
        #expect(XMLText.attribute("<&>\"'\t\n") == "&lt;&amp;&gt;&quot;&apos;&#9;&#10;")
        #expect(XMLText.content("]]>\u{0}\u{FFFF}\n") == "]]&gt;\\u{00}\\u{FFFF}\n")
    }

    @Test func lintHasOneCasePerFile() throws {
        let files = [
            FileReport(file: "a.json", status: .pass, findings: []),
            FileReport(file: "b.json", status: .fail, findings: [ReportSamples.redirect]),
        ]
        let document = try parse(JUnitReportFormatter().format(LintReport(files: files)))
        #expect(try nodes(document, "//testsuite[@name='aasa.lint']/testcase[@classname='aasa.lint']").count == 2)
        #expect(try nodes(document, "//testcase[@name='b.json']/failure").count == 1)
    }
}

@Suite struct ReportExitCodeTests {
    @Test func verificationFailsWhenAnyDomainFails() {
        #expect(ExitCode.forVerification(ReportSamples.verification) == 1)
        let passing = VerificationReport(domains: [ReportSamples.passing, ReportSamples.warning])
        #expect(ExitCode.forVerification(passing) == 0)
        #expect(ExitCode.forVerification(VerificationReport(domains: [])) == 0)
    }

    @Test func matchFailsUnlessEveryURLMatches() {
        let match = MatchReport.URLResult(url: "u", verdict: .match, apps: [])
        let block = MatchReport.URLResult(url: "v", verdict: .block, apps: [])
        #expect(ExitCode.forMatch(MatchReport(results: [match])) == 0)
        #expect(ExitCode.forMatch(MatchReport(results: [match, block])) == 1)
    }

    @Test func lintFailsWhenAnyFileFails() {
        let pass = FileReport(file: "a", status: .warn, findings: [])
        let fail = FileReport(file: "b", status: .fail, findings: [])
        #expect(ExitCode.forLint(LintReport(files: [pass])) == 0)
        #expect(ExitCode.forLint(LintReport(files: [pass, fail])) == 1)
    }
}

/// Red team five, items 1-3, for the XML formats (JUnit, HTML): the same output rule as text and
/// JSON, so a report printed in a CI log commands no runner and shows no control.
@Suite struct XMLOutputRuleTests {
    static let hostile = [
        "##[add-mask]FAIL", "::warning::x", "a\r\n::set-output name=deploy::yes", "\u{9B}31m\u{202E}\u{2028}",
    ]

    @Test(arguments: hostile)
    func xmlTextIsInert(_ text: String) {
        for escaped in [HTMLReportFormatter.escaped(text), XMLText.attribute(text), XMLText.content(text)] {
            #expect(!escaped.contains("##["), "\(escaped)")
            #expect(!escaped.unicodeScalars.contains { [0x9B, 0x202E, 0x2028].contains($0.value) }, "\(escaped)")
            for line in escaped.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
                #expect(!line.drop(while: { $0 == " " }).hasPrefix("::"), "\(escaped)")
            }
        }
    }
}
