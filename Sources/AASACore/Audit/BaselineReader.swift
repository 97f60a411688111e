import Foundation

/// Reads a previous `verify` report for `--baseline`: a `--format json` document (an object with
/// `domains`) or `--format jsonl` output (one domain object per line), told apart by content.
/// It is fed in chunks and decodes one domain at a time, so memory follows what the caller keeps.
package struct BaselineReader {
    package struct Failure: Error, Sendable, Equatable {
        /// One line for standard error, naming what is wrong.
        package var message: String
    }

    private var scanner = BaselineScanner()
    private let decoder = JSONDecoder()
    private var count = 0

    package init() {}

    /// Scans a chunk, handing each domain read to `remember`.
    package mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, remember: (BaselineDomain) -> Void)
        throws(Failure)
    {
        do throws(BaselineScanner.Failure) {
            try scanner.consume(bytes) { (object, line) throws(BaselineScanner.Failure) in
                guard let domain = try? decoder.decode(BaselineDomain.self, from: Data(object)) else {
                    // A jsonl report of an app-file run ends with a line per Android app.
                    if (try? decoder.decode(AppLine.self, from: Data(object))) != nil { return }
                    throw .notAReport(line: line)
                }
                count += 1
                remember(domain)
            }
        } catch {
            throw Self.failure(error)
        }
    }

    /// `{"package": {...}}`, a jsonl report's line about an Android app read from a file: nothing a
    /// baseline compares by domain.
    private struct AppLine: Decodable {
        private enum CodingKeys: String, CodingKey {
            case package
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.allKeys == [.package], try container.decodeNil(forKey: .package) == false else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an app line"))
            }
        }
    }

    /// After the last chunk: the report must have ended and held at least one domain.
    package func finish() throws(Failure) {
        do throws(BaselineScanner.Failure) {
            try scanner.finish()
        } catch {
            throw Self.failure(error)
        }
        guard count > 0 else {
            throw Failure(message: "it holds no domain reports (expected --format json or jsonl output of verify)")
        }
    }

    /// A whole report held in memory.
    package static func read(_ bytes: [UInt8]) throws(Failure) -> [BaselineDomain] {
        var reader = BaselineReader()
        var domains: [BaselineDomain] = []
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) in
            try reader.consume(buffer) { domains.append($0) }
        }
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
