import Testing

@testable import AASACore

/// How long Google's fetcher may keep a host's assetlinks.json (issue 53, item 3): RFC 9111's
/// reading of the answer's own headers, a shared cache's first.
@Suite struct CacheLifetimeTests {
    static func record(_ headers: [(String, String)]) -> FetchRecord {
        var record = FetchRecord(
            url: "https://shop.example.test/.well-known/assetlinks.json", httpStatus: 200,
            headers: headers.map { HTTPHeaderField(name: $0.0, value: $0.1) })
        record.fetchedAt = 1_795_000_000
        return record
    }

    @Test(
        arguments: [
            ([("Cache-Control", "public, max-age=2592000")], 2_592_000),
            ([("Cache-Control", "max-age=600, s-maxage=86400")], 86_400),
            ([("Cache-Control", "s-maxage=\"60\", max-age=600")], 60),
            ([("Cache-Control", "no-store")], 0),
            ([("Cache-Control", "max-age=600, private")], 0),
            ([("Cache-Control", "max-age=-5")], 0),
            ([("Expires", "Thu, 01 Dec 2026 00:00:00 GMT"), ("Date", "Tue, 29 Nov 2026 00:00:00 GMT")], 172_800),
            ([("Expires", "0"), ("Date", "Tue, 29 Nov 2026 00:00:00 GMT")], 0),
            (
                [
                    ("Cache-Control", "public"), ("Expires", "Wed, 30 Nov 2026 00:00:00 GMT"),
                    ("Date", "Tue, 29 Nov 2026 12:00:00 GMT"),
                ], 43_200
            ),
        ] as [([(String, String)], Int)])
    func lifetimeComesFromTheAnswersHeaders(_ headers: [(String, String)], _ seconds: Int) {
        #expect(CacheLifetime.seconds(of: Self.record(headers)) == seconds)
    }

    @Test func anAnswerThatSaysNothingHasNoLifetime() {
        #expect(CacheLifetime.seconds(of: Self.record([("Content-Type", "application/json")])) == nil)
    }

    @Test func httpDatesAreReadAsUTC() {
        #expect(HTTPDate.seconds("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.seconds("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.seconds("Sun, 06 Nov 1994 08:49:37 PST") == nil)
    }
}
