import FoundationEssentials

/// Reads a previous `verify` report for `--baseline`: a `--format json` document (an object with
/// `domains`) or `--format jsonl` output (one domain object per line), told apart by content.
/// It is fed in chunks and decodes one domain at a time, so memory follows what the caller keeps.
package struct BaselineReader {
    package struct Failure: Error, Sendable, Equatable {
        /// One line for standard error, naming what is wrong.
        package var message: String
    }

    private var scanner = BaselineScanner()
    private var count = 0
    private var sawSummary = false
    /// The report's URL answers (`verify --urls`), for `change.url-lost` and `change.url-gained`.
    package private(set) var urlAnswers: [URLReport] = []

    package init() {}

    /// Scans a chunk, handing each domain read to `remember`.
    package mutating func consume(_ bytes: Span<UInt8>, remember: (BaselineDomain) -> Void)
        throws(Failure)
    {
        do throws(BaselineScanner.Failure) {
            try scanner.consume(bytes) { (object, line, element) throws(BaselineScanner.Failure) in
                if element == .url {
                    if let url = try? JSONNodeDecoder.decode(URLReport.self, from: object), url.isAnswer {
                        urlAnswers.append(url)
                    }
                    return
                }
                guard let domain = try? JSONNodeDecoder.decode(BaselineDomain.self, from: object) else {
                    // A jsonl report ends with a line per URL and per Android app read from a
                    // file, then its summary.
                    if let trailer = try? JSONNodeDecoder.decode(TrailerLine.self, from: object) {
                        sawSummary = sawSummary || trailer.isSummary
                        if let url = trailer.url, url.isAnswer { urlAnswers.append(url) }
                        return
                    }
                    throw .notAReport(line: line)
                }
                count += 1
                remember(domain)
            }
        } catch {
            throw Self.failure(error)
        }
    }

    /// `{"url": {...}}` (a URL's answer), `{"package": {...}}` (an Android app read from a file)
    /// or `{"summary": {...}}` (the last line of a complete report): a jsonl report's lines that
    /// are no domain.
    private struct TrailerLine: Decodable {
        private enum CodingKeys: String, CodingKey {
            case url, package, summary
        }

        let isSummary: Bool
        let url: URLReport?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first,
                try container.decodeNil(forKey: key) == false
            else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a trailer line")) }
            isSummary = key == .summary
            url = key == .url ? try container.decode(URLReport.self, forKey: .url) : nil
        }
    }

    /// After the last chunk: the report must have ended and held at least one domain.
    package mutating func finish() throws(Failure) {
        // A report cut short (a run killed while writing) is no baseline: the domains it lacks
        // would come back as new, and their changes meanwhile would be lost (issue 52, item 6).
        do throws(BaselineScanner.Failure) {
            try scanner.finish()
        } catch {
            throw Self.failure(error)
        }
        // A whole report of no domain (every host of the run unusable) is a baseline of nothing;
        // anything else without one is no report.
        guard count > 0 || scanner.sawDocument || sawSummary else {
            throw Failure(message: "it holds no domain reports (expected --format json or jsonl output of verify)")
        }
        guard scanner.sawDocument || sawSummary else {
            throw Failure(
                message: "it has no summary line, so the run that wrote it stopped early (a jsonl report ends with "
                    + "{\"summary\": ...}); give the last complete report")
        }
    }

    /// A whole report held in memory.
    package static func read(_ bytes: [UInt8]) throws(Failure) -> [BaselineDomain] {
        var reader = BaselineReader()
        var domains: [BaselineDomain] = []
        try reader.consume(bytes.span) { domains.append($0) }
        try reader.finish()
        return domains
    }

    private static func failure(_ failure: BaselineScanner.Failure) -> Failure {
        switch failure {
        case .notAReport(let line):
            Failure(message: "line \(line) is neither a --format json report nor a --format jsonl domain line")
        case .tooLarge(let line):
            Failure(message: "the domain report at line \(line) is larger than \(BaselineScanner.objectLimit) bytes")
        case .truncated(let line):
            Failure(message: "it ends inside the domain report that starts at line \(line)")
        }
    }
}
