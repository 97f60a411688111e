import Foundation

/// Reads a previous `verify` report for `--baseline`: a `--format json` document (an object with
/// `domains`) or `--format jsonl` output (one domain object per line), told apart by content.
public enum BaselineReader {
    public struct Failure: Error, Sendable, Equatable {
        /// One line for standard error, naming what is wrong.
        public var message: String
    }

    public static func read(_ bytes: [UInt8]) throws(Failure) -> [BaselineDomain] {
        let decoder = JSONDecoder()
        if let whole = try? decoder.decode(WholeReport.self, from: Data(bytes)) {
            return whole.domains
        }
        var domains: [BaselineDomain] = []
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { !Self.isBlank($0) }) else { continue }
            do {
                domains.append(try decoder.decode(BaselineDomain.self, from: Data(line)))
            } catch {
                throw Failure(
                    message: "line \(lineNumber) is neither a --format json report nor a --format jsonl domain line")
            }
        }
        guard !domains.isEmpty else {
            throw Failure(message: "it holds no domain reports (expected --format json or jsonl output of verify)")
        }
        return domains
    }

    private struct WholeReport: Decodable {
        var domains: [BaselineDomain]
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }
}
