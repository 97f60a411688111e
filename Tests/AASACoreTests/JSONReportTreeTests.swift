import FoundationEssentials
import Testing

@testable import AASACore

/// The report writer writes what JSONEncoder writes (`.sortedKeys`, `.withoutEscapingSlashes`,
/// compact and pretty) with the report encoder's escapes of terminal characters, and refuses what
/// it does not write. JSONEncoder is the oracle here only: reports were its bytes before the
/// writer existed, and scripts read them.
struct JSONReportTreeTests {
    /// Every shape a report has: escapes of each class, integers of each width, nil written and
    /// omitted, empty and nested containers, keys in every order and script.
    struct Shapes: Encodable {
        var text = "quote \" backslash \\ slash / controls \u{8}\u{C}\n\r\t\u{0}\u{1}\u{1F} del \u{7F} é 😀 \u{202E}"
        var integers: [Int] = [0, -1, Int.max, Int.min]
        var int8: Int8 = -8
        var int16: Int16 = 16
        var int32: Int32 = -32
        var int64: Int64 = 64
        var uint8: UInt8 = 255
        var uint16: UInt16 = 16
        var uint32: UInt32 = 32
        var uint64: UInt64 = UInt64.max
        var unsigned: UInt = 7
        var flags = [true, false]
        var absent: String? = nil
        var present: String? = "here"
        var emptyArray: [String] = []
        var emptyObject: [String: String] = [:]
        var nothing = Nothing()
        var nested: [[String: [Int]]] = [["b": [1], "a": [], "B": [2, 3]], [:]]
        var keys: [String: Int] = [
            "zeta": 1, "Alpha": 2, "alpha": 3, "é": 4, "e": 5, "": 6, "a\"b": 7, "10": 8, "9": 9,
        ]
        var optionals: [Int?] = [1, nil, 3]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(text, forKey: .text)
            try container.encode(integers, forKey: .integers)
            try container.encode(int8, forKey: .int8)
            try container.encode(int16, forKey: .int16)
            try container.encode(int32, forKey: .int32)
            try container.encode(int64, forKey: .int64)
            try container.encode(uint8, forKey: .uint8)
            try container.encode(uint16, forKey: .uint16)
            try container.encode(uint32, forKey: .uint32)
            try container.encode(uint64, forKey: .uint64)
            try container.encode(unsigned, forKey: .unsigned)
            try container.encode(flags, forKey: .flags)
            try container.encode(absent, forKey: .absentWritten)
            try container.encodeIfPresent(absent, forKey: .absent)
            try container.encodeIfPresent(present, forKey: .present)
            try container.encode(emptyArray, forKey: .emptyArray)
            try container.encode(emptyObject, forKey: .emptyObject)
            try container.encode(nothing, forKey: .nothing)
            try container.encode(nested, forKey: .nested)
            try container.encode(keys, forKey: .keys)
            try container.encode(optionals, forKey: .optionals)
            var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
            try inner.encode("x", forKey: .text)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            try list.encodeNil()
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encode("y")
        }

        enum Key: String, CodingKey {
            case text, integers, int8, int16, int32, int64, uint8, uint16, uint32, uint64, unsigned, flags
            case absentWritten, absent, present, emptyArray, emptyObject, nothing, nested, keys, optionals, inner
            case list
        }
    }

    /// A value that encodes nothing: JSONEncoder writes an empty object.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return escapingInvisibles(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// JSONEncoder escapes C0 controls itself; reports escape every other character a terminal
    /// could act on too. Such characters can only stand inside strings, as JSON's syntax is ASCII.
    static func escapingInvisibles(_ json: String) -> String {
        let json = RunnerCommands.neutralized(json, escape: RunnerCommands.jsonEscape)
        var result = ""
        for scalar in json.unicodeScalars {
            guard scalar.value >= 0x7F, TerminalText.needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }

    static func sorted<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        String(decoding: try JSONReportEncoder.Tree.encode(value, pretty: pretty), as: UTF8.self)
    }

    @Test(arguments: [false, true])
    func everyShapeIsWrittenAsJSONEncoderWritesIt(pretty: Bool) throws {
        #expect(try Self.sorted(Shapes(), pretty: pretty) == Self.foundation(Shapes(), pretty: pretty))
        #expect(throws: JSONReportEncoder.Tree.Unsupported.self) { try Self.sorted(Nothing(), pretty: pretty) }
        #expect(try Self.sorted([String](), pretty: pretty) == Self.foundation([String](), pretty: pretty))
    }

    /// A key written twice keeps its last value, in a small object and in one large enough to be
    /// indexed; a dictionary of many entries is sorted as JSONEncoder sorts it.
    struct Rewritten: Encodable {
        var size: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            for number in (0..<size).reversed() { try container.encode(number, forKey: AnyKey("k\(number)")) }
            try container.encode("again", forKey: AnyKey("k0"))
            try container.encode(true, forKey: AnyKey("k\(size / 2)"))
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ text: String) { stringValue = text }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test(arguments: [3, 40])
    func aKeyWrittenTwiceKeepsItsLastValue(size: Int) throws {
        #expect(
            try Self.sorted(Rewritten(size: size), pretty: false)
                == Self.foundation(Rewritten(size: size), pretty: false))
        let many = Dictionary(uniqueKeysWithValues: (0..<300).map { ("entry-\($0 * 7919 % 300)", $0) })
        #expect(try Self.sorted(many, pretty: true) == Self.foundation(many, pretty: true))
    }

    @Test(arguments: [false, true])
    func reportsAreWrittenAsJSONEncoderWritesThem(pretty: Bool) throws {
        let reports = ReportSamples.verification.domains + ReportSamples.hostileVerification.domains
        for report in reports {
            #expect(try Self.sorted(report, pretty: pretty) == Self.foundation(report, pretty: pretty))
        }
    }

    /// Numbers as JSONEncoder writes them: whole ones without `.0`, the rest in their shortest
    /// round-trip text (`1e-07`), over the values reports hold (seconds to the millisecond, whole
    /// seconds) and a spread of every exponent.
    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        var values: [Double] = (0...200_000).map { Double($0 * 7) / 1000 } + [0, -0.0, 1e15, 1e16, 1e21, 1e-7, 5e-324]
        values += [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 100.0 / 3, 0.1 + 0.2]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { values.append(value) }
        }
        #expect(try Self.sorted(values, pretty: false) == Self.foundation(values, pretty: false))
        let floats: [Float] = [0, 0.1, 1.5, 3600, 1e-7, Float.greatestFiniteMagnitude]
        #expect(try Self.sorted(floats, pretty: true) == Self.foundation(floats, pretty: true))
    }

    /// Dates, data, URLs, super-encoders and non-finite numbers are refused anywhere in a value;
    /// a report holding one says it could not be encoded, in valid JSON.
    @Test func whatItDoesNotWriteIsRefused() throws {
        struct Timed: Encodable { var seconds = Double.infinity }
        struct Dated: Encodable { var at = Date(timeIntervalSince1970: 0) }
        struct Linked: Encodable { var url = URL(string: "https://example.com/a")! }
        struct Bytes: Encodable { var data = Data([1, 2]) }
        struct Subclassed: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(1, forKey: AnyKey("own"))
                _ = container.superEncoder()
            }
        }
        #expect(throws: JSONReportEncoder.Tree.Unsupported.self) {
            try JSONReportEncoder.Tree.encode(Timed(), pretty: false)
        }
        #expect(throws: JSONReportEncoder.Tree.Unsupported.self) {
            try JSONReportEncoder.Tree.encode([Dated()], pretty: false)
        }
        #expect(throws: JSONReportEncoder.Tree.Unsupported.self) {
            try JSONReportEncoder.Tree.encode(Linked(), pretty: true)
        }
        #expect(throws: JSONReportEncoder.Tree.Unsupported.self) {
            try JSONReportEncoder.Tree.encode(Bytes(), pretty: false)
        }
        #expect(throws: JSONReportEncoder.Tree.Unsupported.self) {
            try JSONReportEncoder.Tree.encode([Subclassed()], pretty: false)
        }
        struct Failure: Decodable { var error: String }
        for line in [JSONReportEncoder.encodeLine(Subclassed()), JSONReportEncoder.encodeLine(Timed())] {
            let failure = try JSONDecoder().decode(Failure.self, from: Data(line.utf8))
            #expect(failure.error.hasPrefix("the report could not be encoded"), "\(line)")
        }
    }
}
