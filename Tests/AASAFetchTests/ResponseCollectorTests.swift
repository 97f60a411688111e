import AASACore
import Testing

@testable import AASAFetch

/// The caps and header parsing the libcurl callbacks rely on, without a network.
@Suite struct ResponseCollectorTests {
    static func feedBody(_ collector: inout ResponseCollector, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { collector.appendBody($0) }
    }

    static func feedHeader(_ collector: inout ResponseCollector, _ line: String) -> Bool {
        Array(line.utf8).withUnsafeBytes { collector.appendHeaderLine($0) }
    }

    @Test func bodyOfExactlyTheLimitIsKept() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 100)
        #expect(Self.feedBody(&collector, Array(repeating: 1, count: 6)))
        #expect(Self.feedBody(&collector, Array(repeating: 2, count: 4)))
        #expect(collector.body.count == 10)
        #expect(!collector.bodyExceededLimit)
    }

    @Test func oneByteOverTheLimitStopsAndKeepsOnlyThePrefix() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 100)
        #expect(Self.feedBody(&collector, Array(repeating: 1, count: 8)))
        #expect(!Self.feedBody(&collector, Array(repeating: 2, count: 3)))
        #expect(collector.body == Array(repeating: 1, count: 8) + [2, 2])
        #expect(collector.bodyExceededLimit)
    }

    @Test func headerFieldsAreSplitAndTrimmed() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 1000)
        for line in ["HTTP/1.1 200 OK\r\n", "Content-Type:  application/json \r\n", "X-Empty:\r\n", "\r\n"] {
            #expect(Self.feedHeader(&collector, line))
        }
        #expect(
            collector.headers == [
                HTTPHeaderField(name: "Content-Type", value: "application/json"),
                HTTPHeaderField(name: "X-Empty", value: ""),
            ])
    }

    @Test func onlyTheFinalResponseHeadersAreKept() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 1000)
        for line in ["HTTP/1.1 100 Continue\r\n", "X-Early: 1\r\n", "\r\n", "HTTP/1.1 200 OK\r\n", "X-Final: 2\r\n"] {
            _ = Self.feedHeader(&collector, line)
        }
        #expect(collector.headers.map(\.name) == ["X-Final"])
    }

    @Test func invalidUTF8IsReplacedAndControlCharactersAreKept() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 1000)
        let line: [UInt8] = Array("X-Bad: a".utf8) + [0xFF, 0x1B] + Array("[31m\r\n".utf8)
        _ = line.withUnsafeBytes { collector.appendHeaderLine($0) }
        #expect(collector.headers.first?.value == "a\u{FFFD}\u{1B}[31m")
    }

    @Test func foldedLineContinuesThePreviousValue() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 1000)
        _ = Self.feedHeader(&collector, "X-Long: one\r\n")
        _ = Self.feedHeader(&collector, "\ttwo\r\n")
        #expect(collector.headers == [HTTPHeaderField(name: "X-Long", value: "one two")])
    }

    @Test func headerBytesPastTheLimitStopTheTransfer() {
        var collector = ResponseCollector(bodyLimit: 10, headerLimit: 30)
        #expect(Self.feedHeader(&collector, "X-A: 0123456789\r\n"))
        #expect(!Self.feedHeader(&collector, "X-B: 0123456789\r\n"))
        #expect(collector.headersExceededLimit)
    }
}
