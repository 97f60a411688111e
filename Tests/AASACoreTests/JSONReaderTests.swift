import Testing

@testable import AASACore

@Suite("JSONReader")
struct JSONReaderTests {
    private func read(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try JSONReader.read(Array(text.utf8))
    }

    private func error(_ bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.read(bytes, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }

    /// A `]` where an object must close (a `}` left out before it) names the object to close,
    /// not a missing comma; the same for a `}` inside an array.
    @Test(arguments: [
        ("{\"a\": [{\"b\": 1]]}", 14, "line 1, column 8"),
        ("[\n  {\"a\": [1, 2}\n]", 15, "line 2, column 9"),
    ])
    func aBracketClosingTheWrongContainerNamesTheOneToClose(_ text: String, _ offset: Int, _ opening: String) throws {
        let found = try #require(error(Array(text.utf8)))
        #expect(found.offset == offset)
        #expect(found.hint.contains(opening), "\(found.hint)")
    }

    /// Issue 55: a property list given to lint (an entitlements file) is named as one, and the hint
    /// points to verify --entitlements; an HTML page keeps its own hint.
    @Test func aPropertyListIsNamedAsOne() throws {
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#
            + #""http://www.apple.com/DTDs/PropertyList-1.0.dtd"><plist version="1.0"><dict/></plist>"#
        #expect(try #require(error(Array(plist.utf8))).hint.contains("--entitlements"))
        #expect(try #require(error(Array("<html><body>404</body></html>".utf8))).hint.contains("HTML"))
    }

    @Test func objectKeepsKeyOrderDuplicatesAndOffsets() throws {
        let document = try read(#"{"b": 1, "a": [true, null], "b": "x"}"#)
        guard case .object(let members) = document.root.value else {
            Issue.record("root is not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(members.map(\.keyOffset) == [1, 9, 28])
        guard case .array(let items) = members[1].value.value else {
            Issue.record("a is not an array")
            return
        }
        #expect(items.map(\.value) == [.bool(true), .null])
        #expect(members.map(\.value.offset) == [6, 14, 33])
        #expect(items.map(\.offset) == [15, 21])
        #expect(members[2].value.value == .string("x"))
        #expect(document.duplicateKeys.map(\.path.description) == ["$.b"])
        #expect(document.duplicateKeys.map(\.keyOffset) == [28])
    }

    @Test func nestedDuplicateKeyHasItsPath() throws {
        let document = try read(#"{"applinks": {"details": [{"appIDs": [], "x": {}, "appIDs": []}]}}"#)
        #expect(document.duplicateKeys.map(\.path.description) == ["$.applinks.details[0].appIDs"])
    }

    /// Objects past the small-object scan go through a set; the result must be the same.
    @Test func duplicateKeysInALargeObjectAreFound() throws {
        let members = (0..<40).map { "\"k\($0 % 30)\": \($0)" }.joined(separator: ", ")
        let document = try read("{\"a\": [{\(members)}]}")
        #expect(document.duplicateKeys.map(\.path.description) == (0..<10).map { "$.a[0].k\($0)" })
        guard case .array(let items) = document.root.value.objectMembers.first?.value.value,
            case .object(let written) = items.first?.value
        else {
            Issue.record("unexpected shape")
            return
        }
        let view = JSONObjectView(written)
        #expect(Array(view.members).count == 30)
        #expect(view["k3"]?.value.value == .number("33"))
        #expect(view["k29"]?.value.value == .number("29"))
    }

    /// Keys compare byte for byte after unescaping, as Foundation compares them: an escaped
    /// spelling repeats a key, a canonically equivalent one (é as e and a combining accent) does
    /// not. Small objects compare pairwise and large ones through a dictionary; both must agree.
    @Test(arguments: [0, 20])
    func repeatedKeysCompareUnescapedBytes(padding: Int) throws {
        let filler = (0..<padding).map { "\"f\($0)\": 0, " }.joined()
        let document = try read("{\(filler)\"caf\\u00e9\": 1, \"café\": 2, \"cafe\u{301}\": 3}")
        #expect(document.duplicateKeys.map(\.keyOffset) == [document.root.value.objectMembers[padding + 1].keyOffset])
        guard case .object(let members) = document.root.value else {
            Issue.record("root is not an object")
            return
        }
        let view = JSONObjectView(members)
        #expect(
            Array(view.members).map(\.keyOffset) == (Array(members[..<padding]) + members.suffix(2)).map(\.keyOffset))
        #expect(view["café"]?.value.value == .number("2"))
        #expect(view["cafe\u{301}"]?.value.value == .number("3"))
    }

    /// A hostile object repeating one key 20,000 times reads as one member and reports every
    /// repeat, without comparing each member with every other.
    @Test func objectRepeatingOneKeyManyTimesReadsAsOneMember() throws {
        let count = 20_000
        let document = try read("{" + (0..<count).map { "\"a\": \($0)" }.joined(separator: ",") + "}")
        #expect(document.duplicateKeys.count == count - 1)
        guard case .object(let members) = document.root.value else {
            Issue.record("root is not an object")
            return
        }
        let view = JSONObjectView(members)
        #expect(Array(view.members).map(\.value.value) == [.number("\(count - 1)")])
        #expect(view["a"]?.value.value == .number("\(count - 1)"))
    }

    @Test(arguments: ["0", "-0", "1.0", "1e0", "-12.5E+3", "3.25e-2", "123456789012345678901234567890"])
    func numberLiteralTextIsKept(literal: String) throws {
        guard case .array(let items) = try read("[\(literal)]").root.value else {
            Issue.record("not an array")
            return
        }
        #expect(items.map(\.value) == [.number(literal)])
        #expect(items.map(\.offset) == [1])
    }

    @Test(arguments: [
        (#""\/""#, "/"), (#""a\"b\\c""#, "a\"b\\c"), (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u00C9""#, "éÉ"), (#""\ud83d\ude00""#, "😀"), (#""\u0000""#, "\u{0}"), ("\"é😀\"", "é😀"),
    ])
    func stringEscapesAreDecoded(json: String, expected: String) throws {
        #expect(try read(json).root.value == .string(expected))
    }

    @Test func escapedSlashReadsLikeSlashInKeysToo() throws {
        let escaped = try read(#"{"\/a\/": "\/b"}"#)
        let plain = try read(#"{"/a/": "/b"}"#)
        guard case .object(let left) = escaped.root.value, case .object(let right) = plain.root.value else {
            Issue.record("not objects")
            return
        }
        #expect(left.map(\.key) == right.map(\.key))
        #expect(left.map(\.value.value) == right.map(\.value.value))
    }

    /// (input, offset of the error, line, column): each kind of syntax error, where it is reported.
    static let syntaxErrors: [(String, Int, Int, Int)] = [
        ("", 0, 1, 1),
        ("  \n ", 4, 2, 2),
        (#"{"a": 1 "b": 2}"#, 8, 1, 9),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 13, 3, 3),
        (#"{"a" 1}"#, 5, 1, 6),
        (#"{a: 1}"#, 1, 1, 2),
        (#"{"a": 1,}"#, 8, 1, 9),
        (#"[1, 2,]"#, 6, 1, 7),
        (#"[1 2]"#, 3, 1, 4),
        (#"{"a": 1} x"#, 9, 1, 10),
        (#"{"a": 1}{}"#, 8, 1, 9),
        ("// hello\n{}", 0, 1, 1),
        ("{\"a\": 1 /* c */}", 8, 1, 9),
        ("[01]", 1, 1, 2),
        ("[-]", 2, 1, 3),
        ("[1.]", 3, 1, 4),
        ("[1e]", 3, 1, 4),
        ("[.5]", 1, 1, 2),
        ("[+1]", 1, 1, 2),
        ("[tru]", 4, 1, 5),
        ("[True]", 1, 1, 2),
        ("[NaN]", 1, 1, 2),
        ("['a']", 1, 1, 2),
        ("[\"a\tb\"]", 3, 1, 4),
        (#"["\x"]"#, 2, 1, 3),
        (#"["\u12G4"]"#, 6, 1, 7),
        (#"["\ud800"]"#, 2, 1, 3),
        (#"["\udc00"]"#, 2, 1, 3),
        (#"["\ud800\u0041"]"#, 2, 1, 3),
        (#"["abc"#, 1, 1, 2),
        (#"{"a": "#, 6, 1, 7),
        ("{\"é\": 1 2}", 9, 1, 9),
        ("\r\n\r\n[1,,]", 7, 3, 4),
        ("\r\r[x]", 3, 3, 2),
        ("<html></html>", 0, 1, 1),
    ]

    @Test(arguments: syntaxErrors)
    func syntaxErrorIsReportedWhereItIs(json: String, offset: Int, line: Int, column: Int) throws {
        let failure = try #require(error(Array(json.utf8)))
        #expect(failure.offset == offset)
        #expect(failure.position == SourcePosition(line: line, column: column))
        #expect(failure.finding.id == "json.syntax")
        #expect(failure.finding.position == SourcePosition(line: line, column: column))
    }

    /// Overlong forms, UTF-16 surrogates, values past U+10FFFF, truncated and stray bytes.
    @Test(
        arguments: [
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF], [0xC3, 0x28],
        ] as [[UInt8]])
    func invalidUTF8InAStringIsRefused(sequence: [UInt8]) throws {
        let bytes = Array(#"["ab"#.utf8) + sequence + Array(#"cd"]"#.utf8)
        let failure = try #require(error(bytes))
        #expect(failure.offset == 4)
    }

    @Test func invalidUTF8OutsideAStringIsRefused() {
        #expect(error([0x5B, 0xC3, 0xA9, 0x5D])?.offset == 1)
    }

    @Test func utf16BodyIsRefused() {
        #expect(error([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]) != nil)
    }

    @Test func byteOrderMarkIsSkippedAndRemembered() throws {
        let document = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(document.hasByteOrderMark)
        #expect(document.root.offset == 3)
        #expect(document.position(ofOffset: 3) == SourcePosition(line: 1, column: 1))
        #expect(try !read("{}").hasByteOrderMark)
    }

    @Test func byteOrderMarkDoesNotShiftErrorColumns() throws {
        let failure = try #require(error([0xEF, 0xBB, 0xBF] + Array("{\"a\" 1}".utf8)))
        #expect(failure.position == SourcePosition(line: 1, column: 6))
    }

    @Test func millionOpeningBracketsAreRefusedAtTheDepthLimit() throws {
        let failure = try #require(error([UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)))
        #expect(failure.offset == JSONReader.defaultMaxDepth)
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = 512
        let bytes = Array(String(repeating: "[", count: depth).utf8) + Array(String(repeating: "]", count: depth).utf8)
        #expect(throws: Never.self) { try JSONReader.read(bytes, maxDepth: depth) }
        #expect(error(bytes, maxDepth: depth - 1)?.offset == depth - 1)
    }

    @Test func deeplyNestedObjectsAreRefused() throws {
        let bytes = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(error(bytes)?.offset == 5 * JSONReader.defaultMaxDepth)
    }

    @Test func positionCountsUnicodeScalars() throws {
        let document = try read("{\n  \"é😀\": 1}")
        #expect(document.position(ofOffset: 13) == SourcePosition(line: 2, column: 8))
    }

    /// Columns come from checkpoints; they must agree with counting scalars from the line start.
    @Test func positionAgreesWithCountingScalars() throws {
        let text = "{\"k\": [" + (0..<300).map { "\"é😀\($0)\"" }.joined(separator: ",\n ") + "]}"
        let bytes = Array(text.utf8)
        let document = try JSONReader.read(bytes)
        var line = 1
        var column = 1
        for offset in bytes.indices {
            #expect(document.position(ofOffset: offset) == SourcePosition(line: line, column: column))
            if bytes[offset] == 0x0A {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// The line index reads eight bytes at a time: every kind of break (LF, CR LF, a lone CR, a
    /// CR LF split across two words), scalars of every length and a byte order mark must still
    /// give the positions a byte-by-byte walk gives.
    @Test(arguments: [false, true])
    func positionAgreesWithAByteWalkForEveryLineBreak(byteOrderMark: Bool) throws {
        let separators = [",\n", ",\r\n", ",\r", ", ", ",\r\n\r\n", ",\n\r"]
        let items = (0..<400).map { index in
            "\"\(String(repeating: "a", count: index % 11))é😀\u{7FF}\(index)\"" + separators[index % separators.count]
        }
        let prefix: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        let bytes = prefix + Array(("[" + items.joined() + "1]").utf8)
        let document = try JSONReader.read(bytes)
        var line = 1
        var column = 1
        for offset in bytes.indices {
            #expect(document.position(ofOffset: offset) == SourcePosition(line: line, column: column))
            guard offset >= prefix.count else { continue }
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    @Test func syntaxErrorQuotesItsLine() throws {
        let failure = try #require(error(Array("{\n  \"a\": 1\n  \"b\": 2\n}".utf8)))
        #expect(failure.sourceLine == "  \"b\": 2")
        let long = try #require(error(Array(("[" + String(repeating: "1,", count: 5000) + "x]").utf8)))
        #expect(long.sourceLine.unicodeScalars.count == 82)
        #expect(long.sourceLine.hasSuffix(",1,x]"))
    }

    @Test func sourceLineQuotesALineWithoutItsBreak() throws {
        let document = try read("{\r\n  \"a\": 1\r\n}\n")
        #expect(document.sourceLine(2) == "  \"a\": 1")
        #expect(document.sourceLine(3) == "}")
        #expect(document.sourceLine(9) == "")
    }
}

extension JSONNode.Value {
    fileprivate var objectMembers: [JSONMember] {
        if case .object(let members) = self { Array(members) } else { [] }
    }
}
