/// Keeps text that a server or a file wrote from reading as a CI runner's workflow command.
///
/// GitHub's runner (actions/runner `ActionCommand.TryParse`, `TryParseV2`) executes
/// `##[command]data` anywhere in a log line, and `::command::data` where a line starts with it
/// after white space (`TrimStart`). aasa writes neither in a text or JSON report, so every such
/// sequence in one came from outside: its last character is written escaped, which the runner
/// does not read as the command and a person still reads as the text (`##\u{5B}add-mask]`,
/// `:\u{3A}warning::`). JSON writes the escape as JSON's `\u005B`, which decodes to the text.
package enum RunnerCommands {
    /// `text` with every `##[`, and every `::` that opens a line, made inert: its last character
    /// written as `escape` makes it (TerminalText's `\u{5B}` form unless given).
    package static func neutralized(_ text: String, escape: (Unicode.Scalar) -> String = TerminalText.escape)
        -> String
    {
        guard mayHoldCommand(text.utf8) else { return text }
        var result = String.UnicodeScalarView()
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        // Only white space since the line began (the runner's TrimStart), up to `previous.1`.
        var lineOpening = true
        var openingBeforePrevious = true
        for scalar in text.unicodeScalars {
            let command =
                (scalar == "[" && previous.0 == "#" && previous.1 == "#")
                || (scalar == ":" && previous.1 == ":" && openingBeforePrevious)
            if command {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            openingBeforePrevious = lineOpening
            if scalar == "\n" || scalar == "\r" {
                lineOpening = true
            } else if !scalar.properties.isWhitespace {
                lineOpening = false
            }
            previous = (previous.1, command ? nil : scalar)
        }
        return String(result)
    }

    /// Whether `bytes` hold `##[` or `::` at all: most reports hold neither, and are returned as
    /// they are after one pass.
    static func mayHoldCommand(_ bytes: String.UTF8View) -> Bool {
        var last: UInt8 = 0
        var beforeLast: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "[") && last == UInt8(ascii: "#") && beforeLast == UInt8(ascii: "#") { return true }
            if byte == UInt8(ascii: ":") && last == UInt8(ascii: ":") { return true }
            (beforeLast, last) = (last, byte)
        }
        return false
    }

    /// JSON's form of an escape of `[` or `:`: `\u005B`.
    package static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u" + HexText.of([0, UInt8(truncatingIfNeeded: scalar.value)], uppercase: true)
    }
}
