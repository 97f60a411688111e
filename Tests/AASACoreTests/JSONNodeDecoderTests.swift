import Testing

@testable import AASACore

/// What aasa writes, it reads back through its own JSON reader (issue 56, item 2).
struct JSONNodeDecoderTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Every report sample, hostile strings included, reads back as the value that was written,
    /// compact and pretty.
    @Test(arguments: [false, true])
    func reportsReadBackAsWritten(pretty: Bool) throws {
        let reports = ReportSamples.verification.domains + ReportSamples.hostileVerification.domains
        for report in reports {
            let written = pretty ? JSONReportEncoder.encode(report) : JSONReportEncoder.encodeLine(report)
            #expect(try JSONNodeDecoder.decode(DomainReport.self, from: Self.bytes(written)) == report)
        }
        let document = JSONReportEncoder.encode(verification: ReportSamples.verification, pretty: pretty)
        #expect(
            try JSONNodeDecoder.decode(VerificationReport.self, from: Self.bytes(document))
                == ReportSamples.verification)
    }

    /// Every standard number type reads itself from a number (none asks the decoder for itself
    /// again), and refuses one that does not fit.
    @Test func everyNumberWidthIsRead() throws {
        struct Widths: Decodable, Equatable {
            var a: Int8, b: Int16, c: Int32, d: Int64, e: UInt, f: UInt8, g: UInt16, h: UInt32, i: UInt64, j: Float
        }
        let text = #"{"a":-8,"b":16,"c":-32,"d":64,"e":7,"f":255,"g":16,"h":32,"i":18446744073709551615,"j":1.5}"#
        let read = try JSONNodeDecoder.decode(Widths.self, from: Self.bytes(text))
        #expect(read == Widths(a: -8, b: 16, c: -32, d: 64, e: 7, f: 255, g: 16, h: 32, i: .max, j: 1.5))
        #expect(throws: (any Error).self) { try JSONNodeDecoder.decode([UInt8].self, from: Self.bytes("[256]")) }
    }

    /// Numbers from their literal text; a repeated key reads its last value, as Foundation's parser
    /// does; what does not fit the type is an error, never a guess.
    @Test func valuesAreReadStrictly() throws {
        struct Sample: Decodable, Equatable {
            var count: Int
            var seconds: Double
            var name: String?
            var flags: [Bool]
        }
        let read = try JSONNodeDecoder.decode(
            Sample.self,
            from: Self.bytes(#"{"count": 1, "seconds": 2.5, "count": 7, "flags": [true, false], "name": null}"#))
        #expect(read == Sample(count: 7, seconds: 2.5, name: nil, flags: [true, false]))
        for text in [
            #"{"count": 1.5, "seconds": 1, "flags": []}"#, #"{"count": "1", "seconds": 1, "flags": []}"#,
            #"{"seconds": 1, "flags": []}"#, #"{"count": 99999999999999999999, "seconds": 1, "flags": []}"#,
            #"{"count": 1, "seconds": 1, "flags": [1]}"#, #"[1]"#, #"{"count": 1,}"#,
        ] {
            #expect(throws: (any Error).self, "\(text)") {
                try JSONNodeDecoder.decode(Sample.self, from: Self.bytes(text))
            }
        }
    }
}
