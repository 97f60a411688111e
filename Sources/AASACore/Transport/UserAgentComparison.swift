/// `http.user-agent`: the site answers an ordinary client but not the platform's own. Pure.
///
/// Apple's CDN crawler identifies itself as `AASA-Bot/1.0.0`; Android's domain verifier on a
/// device sends the platform's default agent, `Dalvik/2.1.0 (Linux; U; Android ...)`. A firewall
/// or bot filter that turns either away leaves devices without the file even though the site
/// works in a browser and in curl. The comparison runs only when the ordinary fetch got a 200: a
/// site that fails for everyone already fails, and a transport error on the ordinary fetch says
/// nothing about bots.
package enum UserAgentComparison {
    /// A platform's own client, as it names itself, and who it is, for messages.
    package struct Agent: Sendable, Hashable {
        package var value: String
        package var who: String
    }

    package static let crawlerUserAgent = "AASA-Bot/1.0.0"
    package static let appleCrawler = Agent(value: crawlerUserAgent, who: "Apple's CDN crawler")
    /// `RuntimeInit.getDefaultUserAgent()` (AOSP frameworks/base): "Dalvik/" + java.vm.version +
    /// " (Linux; U; Android " + Build.VERSION.RELEASE + "; " + Build.MODEL + " Build/" + Build.ID
    /// + ")", the `http.agent` the statement service's HttpURLConnection sends; a release device's
    /// values here.
    package static let androidDevice = Agent(
        value: "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240805.005)",
        who: "Android's domain verifier on a device")
    /// Google's fetcher, as site logs show it: on phones with Google Play services a Google
    /// service reads the file for the phone (docs/rules/android-app-links.md A12).
    package static let googleFetcher = Agent(
        value: "GoogleAssociationService", who: "Google's fetcher for phones with Google Play services")

    /// - Parameters:
    ///   - ordinary: the fetch made with aasa's own User-Agent.
    ///   - crawler: the same URL fetched as `agent`.
    package static func findings(
        ordinary: FetchRecord, crawler: FetchRecord, host: String, agent: Agent = appleCrawler
    ) -> [Finding] {
        guard ordinary.httpStatus == 200, ordinary.curlCode == 0 else { return [] }
        let hint =
            "Let every User-Agent read \(ordinary.url), including \(agent.value) (\(agent.who)): "
            + "exempt the path from bot filters and firewall rules."
        guard crawler.httpStatus == 200, crawler.curlCode == 0 else {
            let answer = crawler.httpStatus.map { "status \($0)" } ?? "no answer (libcurl error \(crawler.curlCode))"
            return [
                naming(
                    agent,
                    FindingKind.httpUserAgent(
                        "\(ordinary.url) answers 200 to an ordinary client but \(answer) to \(agent.value), "
                            + "the User-Agent of \(agent.who).", hint: hint))
            ]
        }
        guard !sameContent(ordinary.body, crawler.body) else { return [] }
        return [
            naming(
                agent,
                FindingKind.httpUserAgent(
                    "\(ordinary.url) serves \(agent.value), the User-Agent of \(agent.who), "
                        + "a different file than an ordinary client.", hint: hint))
        ]
    }

    private static func naming(_ agent: Agent, _ finding: Finding) -> Finding {
        var finding = finding
        finding.userAgent = agent.value
        return finding
    }

    /// Equal as JSON values when both parse, else byte for byte.
    static func sameContent(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        if first == second { return true }
        guard let left = try? JSONReader.read(first), let right = try? JSONReader.read(second) else { return false }
        return JSONValueComparison.equal(left.root, right.root)
    }
}
