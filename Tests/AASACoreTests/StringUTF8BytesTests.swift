import Testing

@testable import AASACore

/// The byte helpers answer what the Character and scalar views would.
@Suite struct StringUTF8BytesTests {
    @Test func asciiIsFoundAtEveryLengthAndPosition() {
        for length in 0..<40 {
            let ascii = String(repeating: "a", count: length)
            #expect(ascii.isASCII)
            // The Span form, as the rule checks read a pattern (a Span cannot enter #expect).
            let spanIsASCII = ascii.utf8Span.span.isASCII
            #expect(spanIsASCII)
            for position in 0...length {
                var scalars = Array(ascii.unicodeScalars)
                scalars.insert("é", at: position)
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                #expect(!text.isASCII, "é at \(position) of \(length)")
            }
        }
        // The top bit of the last byte alone, in a word and in the tail.
        #expect(!"aaaaaaa\u{80}".isASCII)
        #expect(!"aaaaaaaaa\u{7FF}".isASCII)
        #expect("\u{7F}\u{0}".isASCII)
    }

    @Test func bytesAreFoundWhereTheyOccur() {
        #expect("https://x".containsBytes("://"))
        #expect("/$(lang)/".containsBytes("$("))
        #expect(!"/$lang(/".containsBytes("$("))
        #expect(!":/".containsBytes("://"))
        #expect("".containsBytes(""))
    }
}
