import Testing

@testable import AASACore

/// The CDN judgement on hand-built records of `https://app-site-association.cdn-apple.com/a/v1/<host>`.
@Suite struct CDNClassifierTests {
    static let host = "example.com"
    static let url = CDNClassifier.url(for: host)
    static let origin =
        #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/buy/*"}]}]}}"#

    static func root(_ text: String) throws -> JSONNode {
        try JSONReader.read(Array(text.utf8)).root
    }

    static func served(_ body: String, headers: [(String, String)] = []) -> FetchRecord {
        let fields =
            [
                ("Apple-From", "https://example.com/.well-known/apple-app-site-association"),
                ("Cache-Control", "max-age=3600"), ("Age", "120"),
            ] + headers
        return FetchRecord(
            url: url, httpStatus: 200, headers: fields.map { HTTPHeaderField(name: $0.0, value: $0.1) },
            body: Array(body.utf8))
    }

    static func failed(reason: String?) -> FetchRecord {
        var headers = [HTTPHeaderField(name: "Apple-Failure-Details", value: #"{"cause":"the origin answered 404"}"#)]
        if let reason { headers.append(HTTPHeaderField(name: "Apple-Failure-Reason", value: reason)) }
        return FetchRecord(url: url, httpStatus: 404, headers: headers)
    }

    @Test func cdnURLUsesTheFetchHost() {
        #expect(
            CDNClassifier.url(for: "wild.example.com")
                == "https://app-site-association.cdn-apple.com/a/v1/wild.example.com")
    }

    @Test func reserialisedCopyOfTheSameFileIsNotStale() throws {
        let copy =
            #"{"applinks":{"details":[{"components":[{"/":"/buy/*"}],"appIDs":["ABCDE12345.com.example.app"]}]}}"#
        let verdict = CDNClassifier.classify(Self.served(copy), origin: try Self.root(Self.origin), host: Self.host)
        #expect(verdict.findings.isEmpty)
        #expect(verdict.summary.httpStatus == 200)
        #expect(verdict.summary.age == 120)
        #expect(verdict.summary.cacheControl == "max-age=3600")
        #expect(verdict.summary.appleFrom == "https://example.com/.well-known/apple-app-site-association")
        #expect(verdict.summary.failureReason == nil)
    }

    @Test func olderCopyIsStaleAtTheFirstDifference() throws {
        let copy =
            #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/old/*"}]}]}}"#
        let verdict = CDNClassifier.classify(Self.served(copy), origin: try Self.root(Self.origin), host: Self.host)
        #expect(verdict.findings.map(\.id) == ["cdn.stale"])
        #expect(verdict.findings.first?.severity == .warning)
        #expect(verdict.findings.first?.path?.description == #"$.applinks.details[0].components[0]["/"]"#)
    }

    @Test func staleDiffNamesAtMostFivePaths() throws {
        let origin = "[" + (0..<20).map(String.init).joined(separator: ",") + "]"
        let copy = "[" + (0..<20).map { String($0 + 1) }.joined(separator: ",") + "]"
        let verdict = CDNClassifier.classify(Self.served(copy), origin: try Self.root(origin), host: Self.host)
        let message = try #require(verdict.findings.first?.message)
        #expect(message.components(separatedBy: "changed $[").count - 1 == CDNClassifier.diffLines)
    }

    @Test func copyServedWhileTheOriginServesNothingIsStale() {
        let verdict = CDNClassifier.classify(Self.served(Self.origin), origin: nil, host: Self.host)
        #expect(verdict.findings.map(\.id) == ["cdn.stale"])
    }

    @Test(arguments: ["SWCERR00101 Bad HTTP Response: 404 Not Found", nil])
    func failureAnswerIsCDNFailure(_ reason: String?) {
        let verdict = CDNClassifier.classify(Self.failed(reason: reason), origin: nil, host: Self.host)
        #expect(verdict.findings.map(\.id) == ["cdn.failure"])
        #expect(verdict.findings.first?.severity == .error)
        #expect(verdict.summary.failureReason == reason)
        #expect(verdict.summary.httpStatus == 404)
    }

    /// No answer at all from the CDN says nothing of the site: `cdn.unchecked`, the run's fault
    /// (unattended round two, item 2), never `cdn.failure`.
    @Test func unreachableCDNIsUnchecked() {
        let record = FetchRecord(url: Self.url, curlCode: 28, curlError: "Operation timed out")
        let verdict = CDNClassifier.classify(record, origin: nil, host: Self.host)
        #expect(verdict.findings.map(\.id) == ["cdn.unchecked"])
        #expect(verdict.summary.httpStatus == nil)
    }

    @Test func copyThatIsNotJSONIsCDNFailure() throws {
        let verdict = CDNClassifier.classify(Self.served("<html>"), origin: try Self.root(Self.origin), host: Self.host)
        #expect(verdict.findings.map(\.id) == ["cdn.failure"])
    }

    @Test(arguments: [("120", 120), (" 7 ", 7), ("-3", nil), ("soon", nil)] as [(String, Int?)])
    func ageIsReadAsWholeSeconds(_ header: String, _ expected: Int?) {
        let record = FetchRecord(url: Self.url, httpStatus: 200, headers: [HTTPHeaderField(name: "age", value: header)])
        #expect(CDNSummary(record).age == expected)
    }

    @Test func summaryWritesEveryKeyEvenWhenAbsent() throws {
        let summary = CDNSummary(FetchRecord(url: Self.url))
        let text = JSONReportEncoder.encodeLine(summary)
        for key in ["url", "httpStatus", "appleFrom", "cacheControl", "age", "failureReason"] {
            #expect(text.contains("\"\(key)\":"), "\(key) in \(text)")
        }
    }
}
