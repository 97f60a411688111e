/// `verify --urls --format jsonl`'s `{"url": ...}` line, written byte by byte for the usual
/// answer (no finding, note or change): the same text as `JSONReportEncoder.encodeLine(["url":
/// result])` (a test compares the two), which took a third of a 100,000-URL run (`make
/// bench-core`). A result with findings goes through the encoder.
package enum URLReportLine {
    package static func line(_ result: URLReport) -> String {
        var bytes: [UInt8] = []
        append(result, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of many results, as one text.
    package static func lines(_ results: some Collection<URLReport>) -> String {
        var bytes: [UInt8] = []
        // A line is a couple of hundred bytes: room for most without regrowing.
        bytes.reserveCapacity(results.count * 256)
        for result in results { append(result, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ result: URLReport, to bytes: inout [UInt8]) {
        guard result.finding == nil, result.notes == nil, result.changes == nil else {
            bytes += JSONReportEncoder.encodeLine(["url": result]).utf8
            return
        }
        URLResultLine.append(#"{"url":{"#, to: &bytes)
        var first = true
        func key(_ name: StaticString) {
            URLResultLine.append(first ? "\"" : ",\"", to: &bytes)
            first = false
            URLResultLine.append(name, to: &bytes)
            URLResultLine.append("\":", to: &bytes)
        }
        func field(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            key(name)
            ReportJSONString.append(value, to: &bytes)
        }
        if let answers = result.answers {
            key("answers")
            bytes.append(UInt8(ascii: "["))
            for (position, answer) in answers.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                URLResultLine.appendAnswer(answer, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        field("app", result.app)
        if let expected = result.expected {
            key("expected")
            URLResultLine.appendPlain(expected.rawValue, to: &bytes)
        }
        field("host", result.host)
        key("platform")
        URLResultLine.appendPlain(result.platform.rawValue, to: &bytes)
        field("rule", result.rule)
        field("url", result.url)
        key("verdict")
        URLResultLine.appendPlain(result.verdict.rawValue, to: &bytes)
        URLResultLine.append("}}\n", to: &bytes)
    }
}
