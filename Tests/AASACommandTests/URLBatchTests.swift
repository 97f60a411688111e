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
        var batch = URLBatch(association: association, appID: nil, domain: "example.com", workers: 1)
        var delivered = 0
        let url = "https://example.com/" + String(repeating: "x", count: 8_000)
        let count = URLBatch.bytes / 8_000 + 1
        for line in 1...count {
            batch.add(URLListReader.Entry(text: url, line: line)) { _ in delivered += 1 }
        }
        // Flushed as soon as the pending text reached the byte bound, long before the count.
        let atBound = (URLBatch.bytes + url.utf8.count - 1) / url.utf8.count
        #expect(delivered == atBound, "a batch of \(count) URLs of 8 KB waits for \(URLBatch.size)")
    }
}
