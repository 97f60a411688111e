/// `match --urls --format jsonl`'s line for one URL, written byte by byte: the same text as
/// `JSONReportEncoder.encodeLine(result)` (a test compares the two over generated results),
/// without an encoder (JSONEncoder spent 56 of the 59 seconds a million-URL run took, `make
/// bench-core`). Every other report goes through `JSONReportEncoder`; this is the one written
/// per input line, and the only one whose size grows with the input.
package enum URLResultLine {
    /// Keys in sorted order, as `JSONReportEncoder` writes them; no spaces; a newline at the end.
    package static func line(_ result: MatchReport.URLResult) -> String {
        var bytes: [UInt8] = []
        append(result, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line, added to `bytes`: a run gathers many lines before it writes them.
    package static func append(_ result: MatchReport.URLResult, to bytes: inout [UInt8]) {
        append(#"{"apps":["#, to: &bytes)
        // By index: a `for in` copies each app's result, retaining every string it holds.
        for index in result.apps.indices {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "{"))
            if let answers = result.apps[index].android {
                append(#""android":["#, to: &bytes)
                for (position, answer) in answers.enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    appendAnswer(answer, to: &bytes)
                }
                append("],", to: &bytes)
            }
            append(#""appID":"#, to: &bytes)
            ReportJSONString.append(result.apps[index].appID, to: &bytes)
            append(#","rule":"#, to: &bytes)
            if let rule = result.apps[index].rule {
                appendRule(rule, to: &bytes)
            } else {
                append("null", to: &bytes)
            }
            append(#","verdict":""#, to: &bytes)
            bytes.append(contentsOf: result.apps[index].verdict.rawValue.utf8)
            append(#""}"#, to: &bytes)
        }
        append(#"],"platform":""#, to: &bytes)
        bytes.append(contentsOf: result.platform.rawValue.utf8)
        append(#"","url":"#, to: &bytes)
        ReportJSONString.append(result.url, to: &bytes)
        append(#","verdict":""#, to: &bytes)
        bytes.append(contentsOf: result.verdict.rawValue.utf8)
        append("\"}\n", to: &bytes)
    }

    /// A literal, copied whole.
    static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// An Android generation's answer, keys in sorted order; absent fields are left out, as
    /// JSONEncoder leaves out nil.
    static func appendAnswer(_ answer: AndroidLinkAnswer, to bytes: inout [UInt8]) {
        var first = true
        func key(_ name: StaticString) {
            append(first ? "{\"" : ",\"", to: &bytes)
            first = false
            append(name, to: &bytes)
            append("\":", to: &bytes)
        }
        func field(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            key(name)
            ReportJSONString.append(value, to: &bytes)
        }
        field("activity", answer.activity)
        field("dynamicRule", answer.dynamicRule)
        if let filter = answer.filter {
            key("filter")
            bytes.append(contentsOf: String(filter).utf8)
        }
        // The enums' raw values are plain ASCII: copied, not scanned for escapes.
        key("generation")
        appendPlain(answer.generation.name, to: &bytes)
        field("host", answer.host)
        field("note", answer.note)
        field("path", answer.path)
        field("reason", answer.reason)
        key("verdict")
        appendPlain(answer.verdict.rawValue, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// A string known to need no escape (an enum's raw value), quoted.
    static func appendPlain(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendRule(_ rule: RuleReference, to bytes: inout [UInt8]) {
        append(#"{"component":"#, to: &bytes)
        bytes.append(contentsOf: String(rule.component).utf8)
        append(#","detail":"#, to: &bytes)
        bytes.append(contentsOf: String(rule.detail).utf8)
        append(#","isLegacyPath":"#, to: &bytes)
        bytes.append(contentsOf: (rule.isLegacyPath ? "true" : "false").utf8)
        if let jsonPath = rule.jsonPath {
            append(#","jsonPath":"#, to: &bytes)
            ReportJSONString.append(jsonPath, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }
}
