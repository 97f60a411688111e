/// `aasa verify`'s report on one fetched host.
package struct DomainReport: Codable, Sendable, Hashable {
    /// The host that was fetched (a wildcard entry's parent).
    package var domain: String
    /// Whose file was fetched: each (host, platform) is one report.
    @ReadAbsentAs<ReportDefaults.Apple> package var platform: Platform
    /// The entitlement entries this host answers for, as written.
    package var entries: [String]
    /// The apps the file was checked for (empty when none was known: `entitlement.app-unchecked`):
    /// app IDs for Apple, `PACKAGE:FINGERPRINT,...` for Android.
    @ReadAbsentAs<ReportDefaults.NoStrings> package var appIDs: [String]
    /// Which apps claim each entry (an entry no app claims maps to []): with several apps, which
    /// finding concerns which claim. Left out of reports written before it existed.
    @ReadAbsentAs<ReportDefaults.NoAppsByEntry> package var appsByEntry: [String: [String]]
    /// Each source's claim (an Xcode target, a list's line, an app file), kept apart: which target
    /// wrote which entry for which app. Left out of reports written before it existed.
    @ReadAbsentAs<ReportDefaults.NoClaims> package var claims: [EntryClaimSummary]
    package var status: Status
    /// Nothing fetched is written `"fetch": null`, so every domain object has the same keys.
    @WrittenAsNull package var fetch: FetchSummary?
    package var findings: [Finding]
    /// Apple's CDN copy, with `--cdn` only (the key is left out otherwise).
    package var cdn: CDNSummary?
    /// The served file's digest and app IDs, for `--baseline` (left out when no file was read).
    package var file: FileSummary?
    /// Android only: each reader's verdict (Android 12+, 9-11, 6-8, Google's API), which differ
    /// where a statement makes one reject the file and another skip it (left out for Apple).
    package var readers: [ReaderVerdict]?

    package init(
        domain: String, platform: Platform = .apple, entries: [String], appIDs: [String] = [],
        appsByEntry: [String: [String]] = [:], claims: [EntryClaimSummary] = [], status: Status, fetch: FetchSummary?,
        findings: [Finding],
        cdn: CDNSummary? = nil, file: FileSummary? = nil, readers: [ReaderVerdict]? = nil
    ) {
        // An unfetchable entry is reported under its text, which a list can make a megabyte long.
        self.domain = String(domain.prefix(Self.maximumEntryLength))
        self.platform = platform
        self.entries = entries.map { String($0.prefix(Self.maximumEntryLength)) }
        self.appIDs = appIDs
        self.appsByEntry = appsByEntry
        self.claims = claims
        self.status = status
        self.fetch = fetch
        // A report the next run can read as its baseline, whatever the site served.
        self.findings = Finding.capped(findings)
        self.cdn = cdn
        self.file = file
        self.readers = readers
    }

    /// Characters of an entry (or of the domain an unfetchable entry is reported under) a report
    /// keeps; a host name is at most 253.
    package static let maximumEntryLength = 1_000
}

/// The part of a ``FetchRecord`` a report shows.
package struct FetchSummary: Codable, Sendable, Hashable {
    package var url: String
    package var httpStatus: Int?
    package var contentType: String?
    package var bytes: Int
    package var redirectLocation: String?
    package var tls: TLSSummary?
    /// Wall time of the last attempt, whose answer the verdict is about.
    package var durationMs: Int
    /// Fetches made (more than 1 with `--retry` after transient failures, or when Android's device
    /// agent was turned away and an ordinary client asked again); the verdict is the last's.
    package var attempts: Int
    /// Wall time of every attempt and the waits between them: what the host cost the run.
    package var totalMs: Int

    package init(
        url: String, httpStatus: Int?, contentType: String?, bytes: Int, redirectLocation: String?,
        tls: TLSSummary?, durationMs: Int, attempts: Int = 1, totalMs: Int? = nil
    ) {
        self.url = url
        self.httpStatus = httpStatus
        self.contentType = contentType
        self.bytes = bytes
        self.redirectLocation = redirectLocation
        self.tls = tls
        self.durationMs = durationMs
        self.attempts = attempts
        self.totalMs = totalMs ?? durationMs
    }

    private enum CodingKeys: String, CodingKey {
        case url, httpStatus, contentType, bytes, redirectLocation, tls, durationMs, attempts, totalMs
    }

    /// Reads reports written before `attempts` and `totalMs` existed as one attempt.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decode(String.self, forKey: .url)
        httpStatus = try container.decodeIfPresent(Int.self, forKey: .httpStatus)
        contentType = try container.decodeIfPresent(String.self, forKey: .contentType)
        bytes = try container.decode(Int.self, forKey: .bytes)
        redirectLocation = try container.decodeIfPresent(String.self, forKey: .redirectLocation)
        tls = try container.decodeIfPresent(TLSSummary.self, forKey: .tls)
        durationMs = try container.decode(Int.self, forKey: .durationMs)
        attempts = try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 1
        totalMs = try container.decodeIfPresent(Int.self, forKey: .totalMs) ?? durationMs
    }

    /// Absent values are written as `null`, not left out: scripts read a fixed set of keys.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encode(httpStatus, forKey: .httpStatus)
        try container.encode(contentType, forKey: .contentType)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(redirectLocation, forKey: .redirectLocation)
        try container.encode(tls, forKey: .tls)
        try container.encode(durationMs, forKey: .durationMs)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(totalMs, forKey: .totalMs)
    }
}

/// Absent values are written as `null`, not left out.
package struct TLSSummary: Codable, Sendable, Hashable {
    package var verified: Bool
    @WrittenAsNull package var subject: String?
    @WrittenAsNull package var issuer: String?
    @WrittenAsNull package var notAfter: String?

    /// Names from a server's certificate are cut to this many characters: a report, and a
    /// baseline read from it, stays small whatever the certificate carries.
    package static let maximumNameLength = 1_000

    package init(verified: Bool, subject: String?, issuer: String?, notAfter: String?) {
        self.verified = verified
        self.subject = subject.map { String($0.prefix(Self.maximumNameLength)) }
        self.issuer = issuer.map { String($0.prefix(Self.maximumNameLength)) }
        self.notAfter = notAfter.map { String($0.prefix(64)) }
    }
}

/// `aasa verify`'s whole report.
package struct VerificationReport: Codable, Sendable, Hashable {
    package var schemaVersion: Int = 1
    package var tool: ToolInfo
    /// When the run started and the settings that shape its verdicts; absent in reports written
    /// before it existed.
    package var run: RunInfo?
    package var summary: Summary
    package var domains: [DomainReport]
    /// The Android apps read from `--apk`, `--aab` and `--android-manifest`, each judged by its
    /// hosts' reports; absent when none was given.
    package var androidApps: [AndroidAppReport]?
    /// Each `--expect-url` / `--expect-no-url` result, per (URL, platform, app); absent when the
    /// run had none. A URL's result never changes a domain's or an app's verdict.
    package var urls: [URLReport]?

    /// `packages` in JSON: keys are sorted, and a writer that streams `domains` needs it first.
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, tool, run, summary, domains, urls
        case androidApps = "packages"
    }

    package init(
        tool: ToolInfo = .current, run: RunInfo? = nil, domains: [DomainReport], androidApps: [AndroidAppReport]? = nil,
        urls: [URLReport]? = nil
    ) {
        self.tool = tool
        self.run = run
        self.summary = Summary(domains)
        self.domains = domains
        self.androidApps = androidApps
        self.urls = urls
    }

    /// What a later reader of the report needs to know about how it was made.
    package struct RunInfo: Codable, Sendable, Hashable {
        /// ISO 8601, UTC: `2026-11-25T12:00:00Z`.
        package var startedAt: String
        package var strict: Bool
        package var timeoutSeconds: Double
        package var retries: Int
        package var certificateWarningDays: Int
        package var cdn: Bool
        package var failOnChange: Bool
        /// `--shard K/N`, or `1/1` for the whole list.
        package var shard: String
        /// `--deadline`, when given.
        package var deadlineSeconds: Double?
        /// How long the run took and how it exits, for a report written once the run is over
        /// (absent from a streamed one, whose first lines are written before).
        package var durationSeconds: Double?
        package var exitStatus: Int32?

        /// The run's numeric settings are shown where their declarations say (AASAVerification's
        /// `RunSettings`, through `VerificationSettings.runInfo`); until then they read 0.
        package init(startedAt: Int64, strict: Bool, cdn: Bool, failOnChange: Bool, shard: String) {
            self.startedAt = CertificateTimestamp.text(seconds: startedAt)
            self.strict = strict
            (timeoutSeconds, retries, certificateWarningDays) = (0, 0, 0)
            self.cdn = cdn
            self.failOnChange = failOnChange
            self.shard = shard
        }
    }

    package struct Summary: Codable, Sendable, Hashable {
        package var domains: Int
        package var pass: Int
        package var warn: Int
        package var fail: Int
        /// Domains the run did not check (`run.deadline`, `run.proxy`, a baseline's domain no
        /// longer in the list): neither a pass nor a failure. Written only when there are some.
        @WrittenWhenNonZero package var notChecked: Int

        package init(statuses: [Status]) {
            (domains, pass, warn, fail, notChecked) = (0, 0, 0, 0, 0)
            statuses.forEach { count($0) }
        }

        package init(_ reports: [DomainReport]) {
            self.init(statuses: [])
            reports.forEach { count($0) }
        }

        /// Counts one more domain, for a document written before the run ends.
        package mutating func count(_ status: Status) {
            domains += 1
            switch status {
            case .pass: pass += 1
            case .warn: warn += 1
            case .fail: fail += 1
            }
        }

        /// Counts one more domain report: one the run did not check is counted apart.
        package mutating func count(_ report: DomainReport) {
            guard report.notCheckedBy != nil else { return count(report.status) }
            domains += 1
            notChecked += 1
        }
    }
}

package struct ToolInfo: Codable, Sendable, Hashable {
    package var name: String
    package var version: String

    package init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    package static let current = ToolInfo(name: "aasa", version: aasaVersion)
}

/// The version `aasa --version` prints and every JSON report carries.
package let aasaVersion = "0.1.0"
/// When this version was made, for the manual page's date (never the build's clock).
package let aasaReleaseDate = "2026-11-25"
