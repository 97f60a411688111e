import Foundation
import Testing

@testable import AASACore

/// `URLResultLine` writes `match --urls --format jsonl` lines by hand for speed; they must stay
/// byte for byte what JSONEncoder (through `JSONReportEncoder.encodeLine`) writes.
@Suite struct URLResultLineTests {
    /// Characters each string is built from: plain ASCII, what JSON escapes, what a terminal
    /// could act on (C1, DEL, bidi overrides, line separators, noncharacters), and the rest of
    /// Unicode (accents, joiners, an emoji beyond the BMP).
    static let alphabet: [Unicode.Scalar] =
        Array("abz/?#%:.-_09".unicodeScalars) + ["\"", "\\", " "]
        + (0x00..<0x20).map { Unicode.Scalar($0)! }
        + [0x7F, 0x85, 0x9B, 0xA0, 0xE9, 0x200B, 0x200D, 0x200E, 0x202E, 0x2028, 0x2066, 0xFEFF, 0xFFFE, 0x1F600]
        .map { Unicode.Scalar($0)! }

    static func text(_ random: inout SplitMix, length: Int) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<length { text.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
        return String(text)
    }

    static func verdict(_ random: inout SplitMix) -> MatchVerdict {
        [MatchVerdict.match, .block, .none][Int(random.next() % 3)]
    }

    /// Android generations' answers with every optional field present or absent.
    static func answers(_ random: inout SplitMix) -> [AndroidLinkAnswer] {
        let verdicts: [AndroidLinkAnswer.Verdict] = [
            .opens, .accepted, .unverified, .excluded, .noFilter, .unchecked, .notApplicable,
        ]
        return AndroidBand.linkRules.map { generation in
            var answer = AndroidLinkAnswer(
                generation: generation, verdict: verdicts[Int(random.next() % UInt64(verdicts.count))])
            func maybe(_ random: inout SplitMix) -> String? {
                random.next() % 2 == 0 ? nil : Self.text(&random, length: Int(random.next() % 16))
            }
            answer.reason = maybe(&random)
            answer.activity = maybe(&random)
            answer.host = maybe(&random)
            answer.path = maybe(&random)
            answer.dynamicRule = maybe(&random)
            answer.note = maybe(&random)
            answer.filter = random.next() % 2 == 0 ? nil : Int(random.next() % 40)
            return answer
        }
    }

    @Test func handWrittenLinesAreWhatJSONEncoderWrites() {
        var random = SplitMix(seed: 31)
        for _ in 0..<2_000 {
            let apps = (0..<Int(random.next() % 4)).map { _ in
                let rule: RuleReference? =
                    switch random.next() % 3 {
                    case 0: nil
                    case 1:
                        RuleReference(
                            detail: Int(random.next() % 20), component: Int(random.next() % 3_000),
                            isLegacyPath: random.next() % 2 == 0)
                    default:
                        RuleReference(
                            detail: Int(random.next() % 5), component: Int(random.next() % 5),
                            jsonPath: Self.text(&random, length: Int(random.next() % 12)))
                    }
                return MatchReport.AppResult(
                    appID: Self.text(&random, length: Int(random.next() % 30)), verdict: Self.verdict(&random),
                    rule: rule, android: random.next() % 2 == 0 ? nil : Self.answers(&random))
            }
            let result = MatchReport.URLResult(
                url: Self.text(&random, length: Int(random.next() % 60)), verdict: Self.verdict(&random), apps: apps,
                platform: random.next() % 2 == 0 ? .apple : .android)
            let expected = JSONReportEncoder.encodeLine(result)
            #expect(URLResultLine.line(result) == expected)
            if URLResultLine.line(result) != expected { return }
        }
    }

    /// `verify --urls`' lines: an answer's line by hand, one with findings through the encoder.
    @Test func handWrittenURLReportLinesAreWhatJSONEncoderWrites() {
        var random = SplitMix(seed: 57)
        let verdicts: [URLReport.Verdict] = [
            .opens, .doesNotOpen, .someDevices, .notChecked, .notCovered, .pass, .fail,
        ]
        for _ in 0..<2_000 {
            func maybe(_ random: inout SplitMix) -> String? {
                random.next() % 2 == 0 ? nil : Self.text(&random, length: Int(random.next() % 24))
            }
            var result = URLReport(
                url: Self.text(&random, length: Int(random.next() % 60)),
                platform: random.next() % 2 == 0 ? .apple : .android,
                expected: [nil, .opens, .doesNotOpen][Int(random.next() % 3)],
                verdict: verdicts[Int(random.next() % UInt64(verdicts.count))], app: maybe(&random),
                host: maybe(&random), answers: random.next() % 2 == 0 ? nil : Self.answers(&random))
            result.rule = maybe(&random)
            if random.next() % 8 == 0 {
                result.changes = [FindingKind.changeURLLost(Self.text(&random, length: 10), hint: "h")]
            }
            let expected = JSONReportEncoder.encodeLine(["url": result])
            #expect(URLReportLine.line(result) == expected)
            if URLReportLine.line(result) != expected { return }
        }
    }

    @Test func aLineReadsBackAsTheResult() throws {
        let result = MatchReport.URLResult(
            url: "https://example.com/caf\u{E9}?q=\"a\"\u{202E}", verdict: .match,
            apps: [
                .init(appID: "ABCDE12345.com.a", verdict: .match, rule: RuleReference(detail: 0, component: 2)),
                .init(appID: "ABCDE12345.com.b", verdict: .none, rule: nil),
            ])
        let line = URLResultLine.line(result)
        #expect(line.hasSuffix("}\n") && !line.dropLast().contains("\n"))
        #expect(try JSONDecoder().decode(MatchReport.URLResult.self, from: Data(line.utf8)) == result)
    }

    /// Printable ASCII is copied eight bytes at a time: one character to escape at any place of
    /// a long plain run must still be found.
    @Test(arguments: ["\"", "\\", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{E9}", "\u{202E}", " ", "~"])
    func oneEscapeAnywhereInAPlainRunIsWritten(_ special: String) {
        for place in 0..<24 {
            let url = String(repeating: "a", count: place) + special + String(repeating: "/", count: 23 - place)
            let result = MatchReport.URLResult(url: url, verdict: .none, apps: [])
            #expect(URLResultLine.line(result) == JSONReportEncoder.encodeLine(result), "at \(place)")
        }
    }
}
