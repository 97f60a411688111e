import Foundation

/// Turns reports into the JSON that scripts read: keys sorted so that output is stable from run to
/// run, slashes left alone so URLs stay readable.
///
/// Strings are written exactly as they came (JSON escapes control characters itself), so a script
/// sees what the server sent; only text output is sanitised for terminals.
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
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Report types hold only strings, integers and booleans, which always encode; this
            // branch exists so that a future type with a non-finite Double still yields valid JSON
            // that says what went wrong instead of crashing.
            let failure = EncodingFailure(error: "the report could not be encoded: \(error)")
            let data = (try? encoder.encode(failure)) ?? Data(#"{"error":"the report could not be encoded"}"#.utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    private struct EncodingFailure: Encodable {
        var schemaVersion = 1
        var error: String
    }
}
