// Shared by the harnesses that format reports: what every report must satisfy, whatever the input.
// A violated property stops the process (precondition), which libFuzzer records as a crash.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

enum OutputCheck {
    /// Plain text (colour off) holds no control scalar but the line feed, and no invisible format
    /// scalar (bidi overrides, zero-width spaces) apart from the joiners emoji need.
    static func text(_ text: String) {
        for scalar in text.unicodeScalars where isUnsafe(scalar) {
            preconditionFailure("text output contains U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" { return false }
        if scalar.value == 0x200C || scalar.value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// JSON output parses back with Foundation's reader.
    static func json(_ text: String) {
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
        precondition(parsed != nil, "JSON output does not parse")
    }

    /// JSON Lines output: every line parses on its own.
    static func jsonLines(_ text: String) {
        for line in text.split(separator: "\n") { json(String(line)) }
    }

    /// JUnit output is well-formed XML.
    static func junit(_ text: String) {
        let parser = XMLParser(data: Data(text.utf8))
        precondition(parser.parse(), "JUnit output is not well-formed XML")
    }
}
