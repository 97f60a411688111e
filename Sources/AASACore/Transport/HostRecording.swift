/// One host's requests as the probe made them and `verify --record` writes them (a line of the
/// recording, docs/records.md): every fetch of the host's platforms in the order made, each with
/// its role (the well-known files, the legacy location, the crawler's and the device's agents,
/// Apple's CDN, includes), the platforms the run itself left unchecked (`--deadline`, a proxy)
/// and the requests the host's budget left unmade. Each platform's rules judge it, purely: judged
/// again (`aasa judge`), it gives the report the live run gave.
package struct HostRecording: Codable, Sendable {
    package var host: String
    package var fetches: [RecordedFetch]
    /// The platforms the run left unchecked, with the cause (`deadline`, `proxy`).
    package var notChecked: [NotChecked]
    /// The requests the host's time budget (3 x `--timeout`) left unmade: an include past it.
    package var outOfTime: [String]

    package struct NotChecked: Codable, Sendable, Hashable {
        package var platform: Platform
        package var cause: LocalFault

        package init(platform: Platform, cause: LocalFault) {
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
}

/// Why a host's request was made: each platform's rules find their fetches by it.
package enum FetchRole: String, Codable, Sendable, Hashable {
    /// Apple's file at the well-known path, as an ordinary client.
    case wellKnown = "well-known"
    /// Apple's file at the deprecated root path, when the well-known one was not served.
    case legacy
    /// Apple's file again as Apple's CDN crawler (`AASA-Bot/1.0.0`), after a 200.
    case crawler
    /// Apple's CDN copy (`--cdn`).
    case cdn
    /// Android's file as Android's verifier on a device asks it.
    case device
    /// Android's file again as an ordinary client, after the device was turned away.
    case ordinary
    /// Android's file again as Google's fetcher (`GoogleAssociationService`), which reads it for
    /// phones with Google Play services (docs/rules/android-app-links.md A12).
    case google
    /// A file an assetlinks.json includes.
    case include

    package var platform: Platform {
        switch self {
        case .wellKnown, .legacy, .crawler, .cdn: .apple
        case .device, .ordinary, .google, .include: .android
        }
    }
}

/// A request's last answer with the attempts it took (`--retry`) and their wall time.
package struct RecordedFetch: Codable, Sendable {
    package var role: FetchRole
    package var url: String
    package var userAgent: String
    package var attempts: Int
    package var totalMs: Int
    package var record: FetchRecord

    package init(role: FetchRole, url: String, userAgent: String, attempts: Int, totalMs: Int, record: FetchRecord) {
        self.role = role
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

extension [RecordedFetch] {
    /// The first fetch of `role` (of `url`, when given).
    package func first(_ role: FetchRole, url: String? = nil) -> RecordedFetch? {
        first { $0.role == role && (url == nil || $0.url == url) }
    }
}

/// A fault of this machine's side that leaves part of a run unchecked: `--deadline`, a proxy that
/// stopped carrying requests, Apple's CDN that stopped answering.
package enum LocalFault: String, Codable, Sendable, Hashable {
    case deadline, proxy, cdn
}
