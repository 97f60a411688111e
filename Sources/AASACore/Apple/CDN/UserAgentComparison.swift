/// `http.user-agent`: the site answers an ordinary client but not Apple's CDN crawler. Pure.
///
/// The crawler identifies itself as `AASA-Bot/1.0.0`; a firewall or bot filter that turns it away
/// leaves devices without the file even though the site works in a browser and in curl. The
/// comparison runs only when the ordinary fetch got a 200: a site that fails for everyone
/// already fails, and a transport error on the ordinary fetch says nothing about bots.
package enum UserAgentComparison {
    package static let crawlerUserAgent = "AASA-Bot/1.0.0"

    /// - Parameters:
    ///   - ordinary: the fetch made with aasa's own User-Agent.
    ///   - crawler: the same URL fetched as ``crawlerUserAgent``.
    package static func findings(ordinary: FetchRecord, crawler: FetchRecord, host: String) -> [Finding] {
        guard ordinary.httpStatus == 200, ordinary.curlCode == 0 else { return [] }
        let hint =
            "Let every User-Agent read \(ordinary.url), including \(crawlerUserAgent) (Apple's CDN crawler): "
            + "exempt the path from bot filters and firewall rules."
        guard crawler.httpStatus == 200, crawler.curlCode == 0 else {
            let answer = crawler.httpStatus.map { "status \($0)" } ?? "no answer (libcurl error \(crawler.curlCode))"
            return [
                FindingKind.httpUserAgent(
                    "\(ordinary.url) answers 200 to an ordinary client but \(answer) to \(crawlerUserAgent), "
                        + "the User-Agent of Apple's CDN crawler.", hint: hint)
            ]
        }
        guard !sameContent(ordinary.body, crawler.body) else { return [] }
        return [
            FindingKind.httpUserAgent(
                "\(ordinary.url) serves \(crawlerUserAgent), the User-Agent of Apple's CDN crawler, "
                    + "a different file than an ordinary client.", hint: hint)
        ]
    }

    /// Equal as JSON values when both parse, else byte for byte.
    static func sameContent(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        if first == second { return true }
        guard let left = try? JSONReader.read(first), let right = try? JSONReader.read(second) else { return false }
        return JSONValueComparison.equal(left.root, right.root)
    }
}
