import AASACore

/// What ``AssociationVerifier`` found for one host and platform: the verdict, each finding, and
/// the report as `aasa verify --format json` writes it.
public struct DomainVerdict: Sendable {
    /// The host whose file was fetched (a wildcard entry's parent), or an entry with nothing to
    /// fetch.
    public var host: String
    public var platform: Platform
    public var status: Status
    /// The entries this host answers for, as given.
    public var entries: [String]
    public var findings: [Finding]
    /// This verdict's object of the `domains` array in `aasa verify --format json`: HTTP status,
    /// certificate, file digest, claims, findings with their fix. Its keys are stable.
    public var json: String

    /// Whose file: Apple's `apple-app-site-association` or Android's `assetlinks.json`.
    public enum Platform: String, Sendable {
        case apple, android
    }

    /// `fail` on any error (or any warning when strict), `warn` when the worst is a warning.
    public enum Status: String, Sendable {
        case pass, warn, fail
    }

    /// An error fails the host, a warning warns (fails when strict), information never counts.
    public enum Severity: String, Sendable {
        case info, warning, error
    }

    /// One finding, as `aasa explain ID` documents it.
    public struct Finding: Sendable, Hashable {
        /// Stable, such as `http.redirect` or `android.fingerprint-missing`.
        public var id: String
        public var severity: Severity
        /// One sentence naming the offending value.
        public var message: String
        /// The fix.
        public var hint: String
        /// Where in the served file, as a JSON path (`$.applinks.details[0].appIDs`).
        public var path: String?
        /// The line and column of `path` in the served file, or of `entry` in `file`.
        public var line: Int?
        public var column: Int?
        /// The repository file the entry is written in (an `.entitlements` file, a `--domains`
        /// list), when the finding is about the entry as written there.
        public var file: String?
        /// The entry it concerns, when the host answers for several.
        public var entry: String?
    }

    init(_ report: DomainReport) {
        host = report.domain
        platform = report.platform == .android ? .android : .apple
        switch report.status {
        case .pass: status = .pass
        case .warn: status = .warn
        case .fail: status = .fail
        }
        entries = report.entries
        findings = report.findings.map {
            let severity: Severity =
                switch $0.severity {
                case .info: .info
                case .warning: .warning
                case .error: .error
                }
            return Finding(
                id: $0.id, severity: severity, message: $0.message, hint: $0.hint,
                path: $0.path?.description, line: $0.position?.line, column: $0.position?.column, file: $0.file,
                entry: $0.entry)
        }
        json = JSONReportEncoder.encode(report)
    }
}
