import Foundation
import Testing

@testable import AASACore

/// One input from `Tests/Fixtures/fuzz`: a seed (`seeds/<kind>/`) or a kept crasher
/// (`crashers/<harness>/`), named by its path so a failure says which file to look at.
struct FuzzInputFile: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]

    var testDescription: String { name }

    /// Every file in the given folders under `Tests/Fixtures/fuzz`, in name order; a folder that
    /// does not exist (no crasher kept yet) adds nothing.
    static func all(in folders: String...) -> [FuzzInputFile] {
        guard let root = EntitlementFixture.url("fuzz") else { return [] }
        return folders.flatMap { folder -> [FuzzInputFile] in
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().compactMap { name in
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
                else { return nil }
                return FuzzInputFile(name: folder + "/" + name, bytes: [UInt8](data))
            }
        }
    }
}

/// Replays every fuzz seed and every kept crasher through the same calls and checks as the
/// libFuzzer harnesses in `Tests/Fuzz` (keep the two in step), so that a crash found once stays
/// fixed without a fuzzing build. `make fuzz` finds new inputs; this suite keeps them.
@Suite struct FuzzRegressionTests {
    static let aasaInputs = FuzzInputFile.all(in: "seeds/aasa", "crashers/json-reader", "crashers/linter")
    static let matcherInputs = FuzzInputFile.all(in: "seeds/matcher", "crashers/matcher")
    static let entryInputs = FuzzInputFile.all(in: "seeds/entry", "crashers/entry")
    static let propertyListInputs = FuzzInputFile.all(in: "seeds/plist", "crashers/plist")

    /// Guards the tests below against passing vacuously when the fixtures cannot be found.
    @Test func everyHarnessHasSeeds() {
        #expect(Self.aasaInputs.count >= 30)
        #expect(Self.matcherInputs.count >= 30)
        #expect(Self.entryInputs.count >= 10)
        #expect(Self.propertyListInputs.count >= 5)
    }

    /// Tests/Fuzz/FuzzJSONReader.swift
    @Test(arguments: aasaInputs)
    func jsonReaderErrorPointsInsideTheInput(_ input: FuzzInputFile) {
        do throws(JSONSyntaxError) {
            _ = try JSONReader.read(input.bytes)
        } catch {
            #expect(error.offset >= 0 && error.offset <= input.bytes.count)
        }
    }

    /// Tests/Fuzz/FuzzLinter.swift, with the reports parsed back for every input.
    @Test(arguments: aasaInputs)
    func lintReportsFormatSafely(_ input: FuzzInputFile) {
        let result = AssociationLinter.lint(input.bytes)
        var findings = result.findings
        if let association = result.document.association {
            findings += AssociationLinter.appIDFindings(["ABCDE12345.com.example.app"], in: association)
        }
        let status = Status(findings: findings, strict: false)
        let lint = LintReport(files: [FileReport(file: "fuzz.json", status: status, findings: findings)])
        let domain = DomainReport(
            domain: "example.com", entries: ["applinks:example.com"], status: status, fetch: nil, findings: findings)
        let verification = VerificationReport(domains: [domain])

        let text = TextReportFormatter(colour: false)
        let sources = ["fuzz.json": JSONSourceLines(bytes: input.bytes)]
        #expect(ReportOutputCheck.unsafeScalars(in: text.format(lint, sources: sources)).isEmpty)
        #expect(ReportOutputCheck.unsafeScalars(in: text.format(verification)).isEmpty)
        #expect(ReportOutputCheck.jsonParses(JSONReportEncoder.encode(lint)))
        #expect(ReportOutputCheck.jsonParses(JSONReportEncoder.encode(verification)))
        #expect(ReportOutputCheck.xmlParses(JUnitReportFormatter().format(verification)))
        #expect(ReportOutputCheck.xmlParses(JUnitReportFormatter(strict: true).format(lint)))
    }

    /// Tests/Fuzz/FuzzMatcher.swift: AASA bytes, a NUL or newline, then the URL.
    @Test(arguments: matcherInputs)
    func matcherEvaluatesWithinItsLimits(_ input: FuzzInputFile) {
        let separator = input.bytes.firstIndex { $0 == 0 || $0 == 0x0A }
        let file = separator.map { Array(input.bytes[..<$0]) } ?? input.bytes
        guard let association = SiteAssociationReader.read(file).association, let separator,
            let url = try? UniversalLinkURL(String(decoding: input.bytes[(separator + 1)...], as: UTF8.self))
        else { return }
        let matcher = AssociationMatcher(association)
        let evaluation = matcher.evaluation(of: url)
        #expect(evaluation.results.count == matcher.evaluate(url, domain: "example.com").count)
        let stepBound = AssociationMatcher.defaultTotalStepLimit + AssociationMatcher.defaultPatternStepLimit
        #expect(evaluation.steps <= stepBound)
        let verdict = AssociationMatcher.verdict(for: evaluation.results, appID: nil)
        let urlText = String(decoding: input.bytes[(separator + 1)...], as: UTF8.self)
        let report = MatchReport(results: [.init(url: urlText, verdict: verdict, apps: evaluation.results)])
        #expect(ReportOutputCheck.unsafeScalars(in: TextReportFormatter(colour: false).format(report)).isEmpty)
        #expect(ReportOutputCheck.jsonParses(JSONReportEncoder.encode(report)))
    }

    /// The kept matcher timeout in small: a literal after `*` is tried at every position, and
    /// that scan used to run to its end (positions x length) before the limits were looked at.
    @Test func longLiteralAfterWildcardStopsAtTheStepBudget() throws {
        let pattern = "*" + String(repeating: "a", count: 3000) + "b"
        let file = #"{"applinks":{"details":[{"appIDs":["A.b"],"components":[{"/":"\#(pattern)"}]}]}}"#
        let association = try #require(SiteAssociationReader.read(Array(file.utf8)).association)
        let matcher = AssociationMatcher(association, patternStepLimit: 10_000, totalStepLimit: 20_000)
        let url = try UniversalLinkURL("https://example.com/" + String(repeating: "a", count: 4000))
        let evaluation = matcher.evaluation(of: url)
        #expect(evaluation.results.map(\.verdict) == [.none])
        #expect(evaluation.abortedPatterns.count == 1)
        #expect(evaluation.steps <= 20_000 + 3000 + 100)
    }

    /// The linter compared every rule with every earlier one: 8 000 `/pN/*` rules (a file just
    /// over Apple's size limit) took minutes of CPU. The cover index answers the same question.
    @Test func thousandsOfPrefixRulesLintInBoundedTime() throws {
        let components = (0..<8000).map { #"{"/":"/p\#($0)/*"}"# }.joined(separator: ",")
        let file = #"{"applinks":{"details":[{"appIDs":["A.b"],"components":["# + components + "]}]}}"
        let clock = ContinuousClock()
        let start = clock.now
        let findings = AssociationLinter.lint(Array(file.utf8)).findings
        #expect(clock.now - start < .seconds(20))
        #expect(!findings.contains { $0.id == FindingKind.rulesUnreachable.id })
    }

    /// Found with crafted files after the linter harness slowed down: each finding's column was
    /// counted from the start of its line, and a minified file is one line, so 12 000 unknown
    /// keys took 78 s of CPU in a debug build.
    @Test func thousandsOfFindingsOnOneLineLintInBoundedTime() {
        let keys = (0..<12_000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let file = #"{"applinks":{"details":[],"# + keys + "}}"
        let clock = ContinuousClock()
        let start = clock.now
        let findings = AssociationLinter.lint(Array(file.utf8)).findings
        #expect(clock.now - start < .seconds(20))
        #expect(findings.count >= 12_000)
    }

    /// Columns from the checkpoints equal columns counted from the line's start, across
    /// checkpoint boundaries, line breaks and multi-byte scalars.
    @Test func columnsCountScalarsFromTheLineStart() {
        var random = SplitMix(seed: 7)
        let pieces = ["a", "é", "€", "𝄞", "\n", "\r\n", "\r", " "]
        let text = (0..<5000).map { _ in pieces[Int(random.next() % 8)] }.joined()
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let lines = SourceLines(bytes, contentStart: 3)
        for offset in stride(from: 3, through: bytes.count, by: 7) {
            var lineStart = 3
            var line = 1
            var index = 3
            while index < offset {
                let loneReturn = bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)
                if bytes[index] == 0x0A || loneReturn {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            #expect(lines.position(ofOffset: offset) == SourcePosition(line: line, column: column))
        }
    }

    /// Tests/Fuzz/FuzzEntitlementEntry.swift: the input as a `--domains` list and as one entry.
    @Test(arguments: entryInputs)
    func entryParsesOrGivesAPrintableReason(_ input: FuzzInputFile) {
        let text = String(decoding: input.bytes, as: UTF8.self)
        var domains: [AssociatedDomain] = []
        for entry in [text] + DomainListFile.lines(from: text).map(\.entry).prefix(64) {
            for bareHostMeansAppLinks in [true, false] {
                switch AssociatedDomainParser.parse(entry, bareHostMeansAppLinks: bareHostMeansAppLinks) {
                case .domain(let domain, _): domains.append(domain)
                case .ignored: break
                case .malformed(let reason): #expect(ReportOutputCheck.unsafeScalars(in: reason).isEmpty)
                }
            }
        }
        #expect(DomainGroup.group(domains).map(\.domains.count).reduce(0, +) <= domains.count)
    }

    /// Tests/Fuzz/FuzzPropertyList.swift
    @Test(arguments: propertyListInputs)
    func propertyListReadsOrGivesAPrintableError(_ input: FuzzInputFile) {
        do throws(AppFileError) {
            let file = try EntitlementsFile.read(Data(input.bytes), name: "fuzz.entitlements")
            for entry in file.associatedDomains.prefix(64) {
                _ = AssociatedDomainParser.parse(entry, bareHostMeansAppLinks: false)
            }
        } catch {
            #expect(ReportOutputCheck.unsafeScalars(in: error.message).isEmpty)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failing case replays.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
