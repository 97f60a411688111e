/// Judges the fetch of Apple's CDN copy of a domain's file against the origin's file. Pure.
///
/// Devices (since iOS 14) read `https://app-site-association.cdn-apple.com/a/v1/<host>`, not the
/// site; the CDN re-fetches the site within about a day of a change. So:
/// - an answer other than 200 is `cdn.failure`, quoting `Apple-Failure-Reason` and
///   `Apple-Failure-Details` (an error: devices get no file, whatever the origin serves now);
/// - no answer at all is `cdn.unchecked`: the CDN was not reached from this machine, which the
///   run reports as its own fault (exit 2), never the site's;
/// - a copy that differs from the origin's as a JSON value is `cdn.stale` (a warning: it heals
///   by itself), with the first few differing paths;
/// - a copy that is served while the origin serves no valid file is `cdn.stale` too: devices
///   keep the old copy only until the CDN next looks.
package enum CDNClassifier {
    package static let host = "app-site-association.cdn-apple.com"
    /// Differing paths named in a `cdn.stale` message.
    package static let diffLines = 5
    /// Longest quoted failure detail, in characters.
    static let quoteLimit = 400

    /// The URL of the CDN's copy for a fetch host (a wildcard entry's parent host).
    package static func url(for fetchHost: String) -> String {
        "https://\(host)/a/v1/\(fetchHost)"
    }

    /// - Parameter origin: the origin's file as parsed, or nil when it served none that parses.
    package static func classify(_ record: FetchRecord, origin: JSONNode?, host fetchHost: String) -> CDNVerdict {
        let summary = CDNSummary(record)
        if record.curlCode == CurlCode.writeError, record.bodyExceededLimit {
            let finding = FindingKind.cdnFailure(
                "Apple's CDN at \(record.url) sent more than \(record.bodyLimit) bytes, more than any file it "
                    + "accepts; its copy was not compared.",
                hint: "Shrink the origin's file below \(record.bodyLimit) bytes; the CDN copies it within a day.")
            return CDNVerdict(summary: summary, findings: [finding])
        }
        guard let status = record.httpStatus, record.curlCode == 0 || status != 200 else {
            // No answer at all: the CDN was not reached from here, which says nothing of the site
            // (cdn.failure is the CDN's answer about the site).
            let reason = record.curlError.isEmpty ? "libcurl error \(record.curlCode)" : record.curlError
            let finding = FindingKind.cdnUnchecked(
                "Apple's CDN at \(record.url) gave this machine no answer (\(quoted(reason))), so its copy was not "
                    + "compared.",
                hint: "Check that this machine can reach \(host) over HTTPS, then run again.")
            return CDNVerdict(summary: summary, findings: [finding])
        }
        guard status == 200 else {
            return CDNVerdict(summary: summary, findings: [failure(record, status: status, fetchHost: fetchHost)])
        }
        let copy: JSONNode
        do {
            copy = try JSONReader.read(record.body).root
        } catch {
            let finding = FindingKind.cdnFailure(
                "Apple's CDN answered 200 at \(record.url) but its copy is not valid JSON: \(quoted(error.message)).",
                hint: "Make sure https://\(fetchHost)/.well-known/apple-app-site-association serves valid JSON; "
                    + "the CDN picks up a fixed file within about a day.")
            return CDNVerdict(summary: summary, findings: [finding])
        }
        return CDNVerdict(summary: summary, findings: staleFindings(copy: copy, origin: origin, record, fetchHost))
    }

    private static func failure(_ record: FetchRecord, status: Int, fetchHost: String) -> Finding {
        var message = "Apple's CDN has no valid copy for \(fetchHost): \(record.url) answered \(status)"
        if let reason = record.header("Apple-Failure-Reason") {
            message += " with Apple-Failure-Reason \(quoted(reason))"
        }
        if let details = record.header("Apple-Failure-Details") {
            message += " and Apple-Failure-Details \(quoted(details))"
        }
        return FindingKind.cdnFailure(
            message + ".",
            hint: "Fix what the failure reason names at https://\(fetchHost)/.well-known/apple-app-site-association "
                + "(the CDN fetches it as AASA-Bot/1.0.0); the CDN picks up a fixed file within about a day.")
    }

    private static func staleFindings(copy: JSONNode, origin: JSONNode?, _ record: FetchRecord, _ fetchHost: String)
        -> [Finding]
    {
        let hint =
            "Wait: the CDN re-reads https://\(fetchHost)/.well-known/apple-app-site-association within about a day "
            + "of a change; if it stays stale, check that the site serves the new file to AASA-Bot/1.0.0 everywhere."
        guard let origin else {
            return [
                FindingKind.cdnStale(
                    "Apple's CDN still serves a copy at \(record.url) while the origin serves no valid file; "
                        + "devices lose it when the CDN next reads the site.", hint: hint)
            ]
        }
        // From the CDN's (older) copy to the origin's (newer) file: what changed since the CDN read it.
        let differences = JSONValueComparison.differences(copy, origin, limit: diffLines + 1)
        guard let first = differences.first else { return [] }
        var listed = differences.prefix(diffLines).map(\.description).joined(separator: "; ")
        if differences.count > diffLines { listed += "; and more" }
        let age = record.header("Age").map { " (Age: \(quoted($0)))" } ?? ""
        return [
            FindingKind.cdnStale(
                "Apple's CDN copy at \(record.url)\(age) differs from the origin's file "
                    + "(the origin's file since: \(listed)).", hint: hint, path: first.path)
        ]
    }

    /// A server-sent value in double quotes, cut to ``quoteLimit`` characters. Control
    /// characters are left to the output stage, which sanitises them for terminals.
    static func quoted(_ text: String) -> String {
        let cut = text.count > quoteLimit ? String(text.prefix(quoteLimit)) + "..." : text
        return "\"" + cut + "\""
    }
}
