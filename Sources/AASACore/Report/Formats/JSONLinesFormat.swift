/// `--format jsonl`: one domain report per line, written as soon as the domain is done, then a
/// `{"package": ...}` line per Android app read from a file, a `{"url": ...}` line per URL
/// expectation's result, and last a `{"summary": ...}` line
/// (counts, exit status, seconds), so a report cut short says so by lacking it; for `match
/// --urls`, one result per URL and a last `{"coverage": ...}` line. `verify` writes it as the run
/// goes (the command's `JSONLinesFormat.Output`).
package struct JSONLinesFormat: VerificationFormat, StreamingCoverageFormat {
    package let name = "jsonl"
    package let note: String? = "streamed"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        var text = ""
        self.text(report, options: options).produce { text += $0 }
        return text
    }

    /// The lines in pieces: a `--urls` run has a line per URL, made a window at a time on every
    /// core and handed on, never gathered into one text.
    package func text(_ report: VerificationReport, options: RenderOptions) -> ReportText {
        ReportText { write in
            for domain in report.domains { write(JSONReportEncoder.encodeLine(domain)) }
            for app in report.androidApps ?? [] { write(JSONReportEncoder.encodeLine(["package": app])) }
            let urls = report.urls ?? []
            for start in stride(from: 0, to: urls.count, by: Self.urlWindow) {
                let window = urls[start..<min(urls.count, start + Self.urlWindow)]
                for part in window.mapInBatches({ [URLReportLine.lines($0)] }) { write(part) }
            }
            write(
                Self.summaryLine(
                    report.summary, exitStatus: report.run?.exitStatus ?? ExitCode.forVerification(report),
                    seconds: report.run?.durationSeconds))
        }
    }

    /// URL lines made together before they are written: a batch for each of a few cores.
    private static let urlWindow = 4 * 4_096

    /// The last line of a complete report.
    package struct SummaryLine: Encodable {
        var summary: Body

        struct Body: Encodable {
            var domains: Int
            var pass: Int
            var warn: Int
            var fail: Int
            var notChecked: Int?
            var exitStatus: Int32
            var seconds: Double?
        }
    }

    package static func summaryLine(_ counts: VerificationReport.Summary, exitStatus: Int32, seconds: Double?) -> String
    {
        JSONReportEncoder.encodeLine(
            SummaryLine(
                summary: .init(
                    domains: counts.domains, pass: counts.pass, warn: counts.warn, fail: counts.fail,
                    notChecked: counts.notChecked > 0 ? counts.notChecked : nil,
                    exitStatus: exitStatus, seconds: seconds.map { ($0 * 1000).rounded() / 1000 })))
    }

    package func appendLine(_ result: MatchReport.URLResult, to bytes: inout [UInt8]) {
        URLResultLine.append(result, to: &bytes)
    }

    package func render(_ coverage: URLCoverage, options: RenderOptions) -> String {
        JSONReportEncoder.encodeLine(["coverage": coverage])
    }
}
