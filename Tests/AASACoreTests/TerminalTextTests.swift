import Testing

@testable import AASACore

@Suite struct TerminalTextTests {
    /// Every scalar a terminal acts on: all of C0, DEL and all of C1.
    static let controls: [Unicode.Scalar] = (Array(0x00...0x1F) + Array(0x7F...0x9F)).compactMap(Unicode.Scalar.init)

    @Test(arguments: controls)
    func controlCharacterBecomesVisibleEscape(scalar: Unicode.Scalar) {
        let sanitized = TerminalText.sanitize("a" + String(scalar) + "b")
        #expect(!sanitized.unicodeScalars.contains(scalar))
        #expect(sanitized == "a" + TerminalText.escape(scalar) + "b")
    }

    @Test func escapeIsBraceHexWithTwoDigitsAtLeast() {
        #expect(TerminalText.sanitize("\u{1B}") == #"\u{1B}"#)
        #expect(TerminalText.sanitize("\u{0}") == #"\u{00}"#)
        #expect(TerminalText.sanitize("\u{202E}") == #"\u{202E}"#)
        #expect(TerminalText.sanitize("\u{E0041}") == #"\u{E0041}"#)
    }

    @Test func csiSequenceKeepsNoEscapeByte() {
        let sanitized = TerminalText.sanitize("\u{1B}[31mred\u{1B}[0m")
        #expect(sanitized == #"\u{1B}[31mred\u{1B}[0m"#)
        #expect(!sanitized.unicodeScalars.contains("\u{1B}"))
    }

    @Test func oscTitleEndedByBellIsNeutralised() {
        let sanitized = TerminalText.sanitize("\u{1B}]0;owned\u{07}after")
        #expect(sanitized == #"\u{1B}]0;owned\u{07}after"#)
    }

    @Test func oscHyperlinkEndedByStringTerminatorIsNeutralised() {
        let sanitized = TerminalText.sanitize("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\")
        #expect(!sanitized.unicodeScalars.contains("\u{1B}"))
    }

    /// Bidi embeddings, overrides and isolates, the directional marks and other invisible format
    /// characters (zero-width space, BOM, word joiner, soft hyphen, tags) and line separators.
    @Test(
        arguments: Array(0x202A...0x202E) + Array(0x2066...0x2069) + [
            0x200E, 0x200F, 0x061C, 0x200B, 0xFEFF, 0x2060, 0x00AD, 0xE0001, 0xE0041, 0x2028, 0x2029, 0xFFFE, 0xFFFF,
        ])
    func spoofingFormatCharacterIsEscaped(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let sanitized = TerminalText.sanitize("x" + String(scalar) + "y")
        #expect(!sanitized.unicodeScalars.contains(scalar))
        #expect(sanitized.hasPrefix("x\\u{") && sanitized.hasSuffix("}y"))
    }

    @Test(arguments: [
        "example.com", "bücher.example", "пример.рф", "例え.テスト", "مثال.إختبار", "e\u{301}cole",
        "👩‍👩‍👧 family", "café ☕️", "\u{FFFD} replacement", "a\\u{1B}b", "शक्\u{200D}ति", "می\u{200C}خواهم",
    ])
    func ordinaryUnicodeIsKept(text: String) {
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test func hostileSampleLeavesNothingATerminalActsOn() {
        let sanitized = TerminalText.sanitize(ReportSamples.hostile)
        #expect(!sanitized.unicodeScalars.contains { TerminalText.needsEscape($0) })
    }

    @Test func caretSitsUnderColumnAfterEscapesAndWideCharacters() {
        // "\u{1B}" takes six columns, 例 two, the tab one (shown as a space).
        let excerpt = SourceExcerpt(line: "\u{1B}例\t{x", column: 5)
        #expect(excerpt.text == #"\u{1B}例 {x"#)
        #expect(excerpt.caret == String(repeating: " ", count: 6 + 2 + 1 + 1) + "^")
    }

    @Test func caretAfterEndOfLinePointsJustPastIt() {
        let excerpt = SourceExcerpt(line: "{\"a\": ", column: 99)
        #expect(excerpt.caret == String(repeating: " ", count: 6) + "^")
    }

    @Test func longLineIsCutAroundTheColumn() {
        let line = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
        let excerpt = SourceExcerpt(line: line, column: 5_001)
        #expect(excerpt.text.count <= SourceExcerpt.maximumColumns + 2)
        #expect(excerpt.text.hasPrefix("…") && excerpt.text.hasSuffix("…"))
        // Every character here is one column wide, so the caret's offset indexes the text.
        let caretOffset = excerpt.caret.count - 1
        #expect(Array(excerpt.text)[caretOffset] == "X")
    }

    @Test func sourceLinesSplitOnLineFeedAndDropCarriageReturn() {
        let source = JSONSourceLines(text: "{\r\n  \"a\": 1\n}")
        #expect(source.lines == ["{", "  \"a\": 1", "}"])
        #expect(source.line(0) == nil && source.line(4) == nil)
        #expect(JSONSourceLines(bytes: [0x7B, 0xFF, 0x0A, 0x7D]).lines == ["{\u{FFFD}", "}"])
    }
}
