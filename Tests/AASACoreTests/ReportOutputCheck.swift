import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What every formatted report must satisfy whatever it holds; the same properties the fuzz
/// harnesses assert (Tests/Fuzz/Support/OutputCheck.swift), as values a test can `#expect`.
enum ReportOutputCheck {
    /// Scalars a terminal would act on or hide, other than the line feed: controls (C0, DEL,
    /// C1), format scalars (bidi controls, zero-width spaces) except the joiners, line and
    /// paragraph separators.
    static func unsafeScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            if scalar == "\n" || scalar.value == 0x200C || scalar.value == 0x200D { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// With colour on, the only escapes are SGR sequences (`ESC [ digits;digits m`) we wrote.
    static func escapesAreOnlyColours(in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "\u{1B}" else { continue }
            guard index + 1 < scalars.count, scalars[index + 1] == "[" else { return false }
            var end = index + 2
            while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
            guard end < scalars.count, scalars[end] == "m" else { return false }
            index = end
        }
        return unsafeScalars(in: text).allSatisfy { $0 == "\u{1B}" }
    }

    static func jsonParses(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [])) != nil
    }

    static func xmlParses(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
