import Testing

@testable import AASACore

/// `http.user-agent`: the same URL fetched as Apple's CDN crawler (`AASA-Bot/1.0.0`) and as an
/// ordinary client, compared.
@Suite struct CDNCrawlerUserAgentTests {
    static let url = "https://example.com/.well-known/apple-app-site-association"
    static let file = #"{"applinks":{"details":[]},"webcredentials":{"apps":["A.b"]}}"#

    static func answer(_ status: Int?, _ body: String = file, curlCode: Int = 0) -> FetchRecord {
        FetchRecord(url: url, curlCode: curlCode, httpStatus: status, body: Array(body.utf8))
    }

    static func ids(ordinary: FetchRecord, crawler: FetchRecord) -> [String] {
        UserAgentComparison.findings(ordinary: ordinary, crawler: crawler, host: "example.com").map(\.id)
    }

    @Test func sameAnswerForBothIsFine() {
        #expect(Self.ids(ordinary: Self.answer(200), crawler: Self.answer(200)).isEmpty)
    }

    @Test func sameFileReserialisedIsFine() {
        let reordered = #"{"webcredentials":{"apps":["A.b"]}, "applinks":{"details":[]}}"#
        #expect(Self.ids(ordinary: Self.answer(200), crawler: Self.answer(200, reordered)).isEmpty)
    }

    @Test(arguments: [403, 404, 503, 301])
    func crawlerTurnedAwayIsReported(_ status: Int) {
        let ids = Self.ids(ordinary: Self.answer(200), crawler: Self.answer(status, "Forbidden"))
        #expect(ids == ["http.user-agent"])
    }

    @Test func crawlerWithoutAnAnswerIsReported() {
        #expect(
            Self.ids(ordinary: Self.answer(200), crawler: Self.answer(nil, "", curlCode: 56)) == ["http.user-agent"])
    }

    @Test func crawlerServedAnotherFileIsReported() {
        let other = #"{"applinks":{"details":[]}}"#
        #expect(Self.ids(ordinary: Self.answer(200), crawler: Self.answer(200, other)) == ["http.user-agent"])
        #expect(Self.ids(ordinary: Self.answer(200), crawler: Self.answer(200, "<html>")) == ["http.user-agent"])
    }

    /// Nothing is concluded when the ordinary client itself got no file.
    @Test(arguments: [404, 500])
    func failingSiteIsNotABotBlock(_ status: Int) {
        #expect(Self.ids(ordinary: Self.answer(status), crawler: Self.answer(403)).isEmpty)
        #expect(Self.ids(ordinary: Self.answer(nil, curlCode: 28), crawler: Self.answer(200)).isEmpty)
    }

    @Test func crawlerFindingIsAnError() {
        #expect(FindingKind.httpUserAgent.severity == .error)
        #expect(UserAgentComparison.crawlerUserAgent == "AASA-Bot/1.0.0")
    }
}
