import Testing

@testable import AASACommand
@testable import AASACore

/// `match --urls` holds one batch at a time: a batch of long URLs is flushed by its bytes, not
/// only by its count, so 8 KB URLs do not hold a hundred megabytes.
@Suite struct URLBatchTests {
    @Test func longURLsAreFlushedByBytes() throws {
        let association = try #require(
            AssociationLinter.lint(
                Array(#"{"applinks":{"details":[{"appIDs":["A.b"],"components":[{"/":"/*"}]}]}}"#.utf8)
            )
            .document.association)
        var batch = URLBatch(domain: "example.com", workers: 1) {
            AssociationJudge(matcher: AssociationMatcher(association), appID: nil)
        }
        var delivered = 0
        let url = "https://example.com/" + String(repeating: "x", count: 8_000)
        let count = URLBatch.bytes / 8_000 + 1
        for line in 1...count {
            batch.add(URLListReader.Entry(text: url, line: line), deliver: { _ in delivered += 1 }, lines: { _ in })
        }
        // Flushed as soon as the pending text reached the byte bound, long before the count.
        let atBound = (URLBatch.bytes + url.utf8.count - 1) / url.utf8.count
        #expect(delivered == atBound, "a batch of \(count) URLs of 8 KB waits for \(URLBatch.size)")
    }

    /// With `--format jsonl` the workers write the lines: together they are the lines of the
    /// delivered results, in input order, whatever the number of workers.
    @Test func workersWriteTheLinesInInputOrder() throws {
        let association = try #require(
            AssociationLinter.lint(
                Array(
                    #"{"applinks":{"details":[{"appIDs":["A.b"],"components":[{"/":"/a/*"},{"/":"/b/*","exclude":true}]}]}}"#
                        .utf8)
            )
            .document.association)
        var batch = URLBatch(domain: "example.com", workers: 2, lineFormat: JSONLinesFormat()) {
            AssociationJudge(matcher: AssociationMatcher(association), appID: nil)
        }
        var expected = ""
        var written = ""
        let deliver = { (outcome: URLBatch.Outcome) in
            if case .matched(let result, _) = outcome { expected += URLResultLine.line(result) }
        }
        for line in 1...3_000 {
            let path = ["a", "b", "c"][line % 3]
            batch.add(
                URLListReader.Entry(text: "https://example.com/\(path)/\(line)", line: line), deliver: deliver,
                lines: { written += $0 })
        }
        batch.flush(deliver: deliver, lines: { written += $0 })
        #expect(expected.split(separator: "\n").count == 3_000)
        #expect(written == expected)
    }
}
