/// What one reader of a host's assetlinks.json concludes (``StatementReader``): devices of each
/// generation and Google's API read the same file by different rules, and a report says each
/// one's verdict instead of the strictest alone.
package struct ReaderVerdict: Codable, Sendable, Hashable {
    package var reader: StatementReader
    package var status: Status
    /// Why, in a sentence, when the reader's verdict differs from another's or is not a pass.
    package var reason: String?
    /// The paths of the findings this reader does not act on: statements it skips where another
    /// reader rejects the whole file.
    package var skips: [JSONPath]

    /// Each reader's verdict on a host whose report has `findings` and whose file (when one was
    /// read) has `rejections`. The host's own status is unchanged: every finding counts for it.
    package static func judge(
        _ findings: [Finding], rejections: [StatementRejection], strict: Bool
    ) -> [ReaderVerdict] {
        StatementReader.all.map { reader in
            let skipped = rejections.filter { !$0.readers.contains(reader) }
            let skips = skipped.map(\.path)
            let seen = findings.filter { reader.sees($0, skipping: skipped) }
            var verdict = ReaderVerdict(
                reader: reader, status: Status(findings: seen, strict: strict), reason: nil, skips: skips)
            // An accepted finding is listed and decides nothing, for any reader.
            if let refused = seen.first(where: { reader.refuses($0) && $0.accepted != true }) {
                verdict.status = .fail
                verdict.reason = "refuses the file for \(refused.id)"
            } else if let rejection = rejections.first(where: { $0.readers.contains(reader) }) {
                verdict.reason = "rejects the whole file for \(rejection.findingID) at \(rejection.path)"
            } else if let error = seen.first(where: { $0.severity == .error && $0.accepted != true }) {
                verdict.reason = error.id + (error.path.map { " at \($0)" } ?? "")
            } else if let first = skipped.first {
                let shown = skips.prefix(3).map(\.description).joined(separator: ", ")
                let more = skipped.count > 3 ? " and \(skipped.count - 3) more" : ""
                verdict.reason =
                    "skips the statement\(skipped.count == 1 ? "" : "s") at \(shown)\(more) (\(first.findingID)) and "
                    + "reads the rest"
            }
            return verdict
        }
    }
}

extension StatementReader {
    /// Whether this reader acts on `finding`: not on a statement it skips where another reader
    /// rejects the file, nor on what it never looks at (``disregards(_:)``).
    package func sees(_ finding: Finding, skipping skipped: [StatementRejection]) -> Bool {
        guard !disregards(finding) else { return false }
        return !skipped.contains { $0.findingID == finding.id && $0.path == finding.path }
    }
}

extension DomainReport {
    /// The findings `reader` acts on: all of them for a report without reader verdicts (Apple's,
    /// or one written before they existed).
    package func findings(seenBy reader: StatementReader) -> [Finding] {
        guard let verdict = readers?.first(where: { $0.reader == reader }) else { return findings }
        let skips = Set(verdict.skips)
        return findings.filter { finding in
            !reader.disregards(finding) && !(finding.path.map(skips.contains) ?? false)
        }
    }
}
