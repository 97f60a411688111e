/// One host's requests as `verify --record` writes them (a line of the recording, docs/records.md):
/// every fetch of the host's platforms in the order made (the well-known files, the legacy
/// location, the crawler's and the device's agents, Apple's CDN, includes), each with the request's
/// URL and User-Agent, which `aasa judge` replays it by, and the platforms the run itself left
/// unchecked (`--deadline`, a proxy). Judged again, it gives the report the live run gave.
package struct HostRecording: Codable, Sendable {
    package var host: String
    package var fetches: [RecordedFetch]
    /// The platforms the run left unchecked, with the cause (`deadline`, `proxy`).
    package var notChecked: [NotChecked]
    /// The requests the host's time budget (3 x `--timeout`) left unmade: an include past it.
    package var outOfTime: [String] = []

    package struct NotChecked: Codable, Sendable, Hashable {
        package var platform: Platform
        package var cause: String

        package init(platform: Platform, cause: String) {
            self.platform = platform
            self.cause = cause
        }
    }

    package init(host: String, fetches: [RecordedFetch], notChecked: [NotChecked], outOfTime: [String] = []) {
        self.host = host
        self.fetches = fetches
        self.notChecked = notChecked
        self.outOfTime = outOfTime
    }

    private enum CodingKeys: String, CodingKey { case host, fetches, notChecked, outOfTime }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        host = try container.decode(String.self, forKey: .host)
        fetches = try container.decode([RecordedFetch].self, forKey: .fetches)
        notChecked = try container.decode([NotChecked].self, forKey: .notChecked)
        outOfTime = try container.decodeIfPresent([String].self, forKey: .outOfTime) ?? []
    }
}

/// A request's last answer with the attempts it took (`--retry`) and their wall time.
package struct RecordedFetch: Codable, Sendable {
    package var url: String
    package var userAgent: String
    package var attempts: Int
    package var totalMs: Int
    package var record: FetchRecord

    package init(url: String, userAgent: String, attempts: Int, totalMs: Int, record: FetchRecord) {
        self.url = url
        self.userAgent = userAgent
        self.attempts = attempts
        self.totalMs = totalMs
        self.record = record
    }
}

/// The first line of a recording: what the live run's judging read besides the fetches.
package struct RecordingHeader: Codable, Sendable {
    package var schemaVersion = 1
    package var tool: ToolInfo
    /// The run's clock, seconds since 1970: certificates' dates are judged against it.
    package var startedAt: Int64
    package var timeoutSeconds: Double
    package var cdn: Bool
    /// The ordinary client's User-Agent, by which its requests are replayed.
    package var userAgent: String
    /// `--connect-to` and `--resolve` rules: whether an include's host is one the user routed.
    package var connectTo: [String]

    package init(
        tool: ToolInfo = .current, startedAt: Int64, timeoutSeconds: Double, cdn: Bool, userAgent: String,
        connectTo: [String]
    ) {
        self.tool = tool
        self.startedAt = startedAt
        self.timeoutSeconds = timeoutSeconds
        self.cdn = cdn
        self.userAgent = userAgent
        self.connectTo = connectTo
    }
}
