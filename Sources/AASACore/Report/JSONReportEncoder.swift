import Foundation

/// Turns reports into the JSON that scripts read: keys sorted so that output is stable from run to
/// run, slashes left alone so URLs stay readable.
///
/// Strings keep what the server or file sent, but every character that could act on a terminal
/// (C1 controls, DEL, bidi overrides and isolates, U+2028/U+2029, other invisible format
/// characters: ``TerminalText/needsEscape(_:)``) is written as a `\uXXXX` escape, so `cat` or
/// `jq` on a report shows them without obeying them; a JSON parser reads the same string.
public enum JSONReportEncoder {
    /// Pretty-printed JSON followed by a newline, for `--format json`.
    public static func encode<T: Encodable>(_ value: T) -> String {
        render(value, formatting: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]) + "\n"
    }

    /// One compact JSON object on a single line followed by a newline, for JSON Lines output.
    /// JSON escapes every raw line feed inside strings, so the value cannot span lines.
    public static func encodeLine<T: Encodable>(_ value: T) -> String {
        render(value, formatting: [.sortedKeys, .withoutEscapingSlashes]) + "\n"
    }

    private static func render<T: Encodable>(_ value: T, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        do {
            return escapingInvisibles(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
            // Report types hold only strings, integers and booleans, which always encode; this
            // branch exists so that a future type with a non-finite Double still yields valid JSON
            // that says what went wrong instead of crashing.
            let failure = EncodingFailure(error: "the report could not be encoded: \(error)")
            let data = (try? encoder.encode(failure)) ?? Data(#"{"error":"the report could not be encoded"}"#.utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// JSONEncoder escapes C0 controls itself; the rest is escaped here. Such characters can only
    /// stand inside strings, since JSON's own syntax is ASCII.
    static func escapingInvisibles(_ json: String) -> String {
        guard json.utf8.contains(where: { $0 >= 0x7F }) else { return json }
        var result = ""
        result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
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

    private struct EncodingFailure: Encodable {
        var schemaVersion = 1
        var error: String
    }
}
