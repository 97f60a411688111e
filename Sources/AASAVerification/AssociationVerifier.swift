import AASACore
import AASAFetch
import FoundationEssentials

/// Verifies associated domains from Swift code, through the pipeline `aasa verify` runs: each
/// host's `apple-app-site-association` and `assetlinks.json` fetched with libcurl as Apple's and
/// Android's systems fetch them, then judged, file and apps, into one verdict per (host, platform).
///
///     let verifier = try AssociationVerifier()
///     let verdicts = try await verifier.verify([
///         .init("applinks:example.com", apps: ["ABCDE12345.com.example.app"]),
///         .init("android:example.com", apps: ["com.example.app:14:6D:...:7E"]),
///     ])
///     for verdict in verdicts where verdict.status == .fail { print(verdict.host, verdict.findings) }
///
/// A problem of this machine's (no libcurl, a trust store with no certificate, a proxy that
/// cannot be used, no file descriptors) or a malformed entry throws ``VerificationError``: no
/// site is blamed for it.
public struct AssociationVerifier: Sendable {
    /// How requests are made and verdicts decided; the defaults are `aasa verify`'s.
    public struct Options: Sendable {
        /// Limit for each request, in seconds.
        public var timeout: Double = RunSettings.timeout.fallback
        /// Transfers in flight at once (lowered to what the file descriptor limit leaves room for).
        public var concurrency: Int = RunSettings.concurrency.fallback
        /// Further attempts after a transient failure (a 503, a reset connection, a time-out).
        public var retries: Int = RunSettings.retries.fallback
        /// Warnings fail too.
        public var strict = false
        /// Also fetch Apple's CDN copy of each file and compare it with the origin's.
        public var checksAppleCDN = false
        /// Warn when a certificate expires within this many days (0: never).
        public var certificateWarningDays: Int = RunSettings.certificateWarningDays.fallback
        /// A PEM file of trusted roots (default: `CURL_CA_BUNDLE`, `SSL_CERT_FILE`,
        /// `SSL_CERT_DIR`, then the system's store).
        public var trustedRootsFile: String?
        /// As curl's `--proxy` (default: `https_proxy`, `all_proxy`).
        public var proxy: String?
        /// As curl's `--noproxy` (default: `no_proxy`).
        public var noProxy: String?
        /// As curl's `--connect-to` (`HOST:PORT:CONNECT-HOST:CONNECT-PORT`): requests for a host
        /// sent elsewhere, TLS still checking the host's name.
        public var connectTo: [String] = []

        public init() {}
    }

    /// An entitlement entry with the apps that claim it.
    public struct Claim: Sendable, Hashable {
        /// `applinks:example.com`, `webcredentials:*.example.com`, `android:example.com`,
        /// `android-credentials:example.com`, or a bare host (applinks).
        public var entry: String
        /// App IDs (`TEAMID.bundle.id`) for an Apple entry; `PACKAGE:SHA256[,SHA256...]` for an
        /// Android one. With none, whether the file lists the app is reported as unchecked.
        public var apps: [String]

        public init(_ entry: String, apps: [String] = []) {
            self.entry = entry
            self.apps = apps
        }
    }

    private let settings: VerificationSettings

    /// Finds the trust store and proxy as libcurl would, and checks them.
    public init(_ options: Options = Options()) throws(VerificationError) {
        try RunSettings.timeout.check(options.timeout)
        try RunSettings.concurrency.check(options.concurrency)
        try RunSettings.retries.check(options.retries)
        try RunSettings.certificateWarningDays.check(options.certificateWarningDays)
        if let rule = options.connectTo.first(where: { !VerificationSettings.isConnectToRule($0) }) {
            throw VerificationError("a connect-to rule is HOST:PORT:CONNECT-HOST:CONNECT-PORT, not '\(rule)'")
        }
        var settings = try VerificationSettings(
            cacert: options.trustedRootsFile, proxy: options.proxy, noProxy: options.noProxy)
        settings.timeout = options.timeout
        settings.concurrency = options.concurrency
        settings.retries = options.retries
        settings.strict = options.strict
        settings.cdn = options.checksAppleCDN
        settings.certificateWarningDays = options.certificateWarningDays
        settings.connectTo = options.connectTo
        self.settings = settings
    }

    /// One verdict per (host, platform) the claims name, in the order first named, then one per
    /// entry with nothing to fetch (an unknown service, say), under the entry itself.
    public func verify(_ claims: [Claim]) async throws(VerificationError) -> [DomainVerdict] {
        var builder = VerificationPlan.Builder()
        for claim in claims {
            try builder.add(EntryClaim(text: claim.entry, bareHostMeansAppLinks: true, appIDs: claim.apps))
        }
        let plan = builder.plan()
        var settings = self.settings
        settings.now = Int64(Date.now.timeIntervalSince1970)
        let ready = try await LocalResources.prepare(&settings, hosts: plan.hosts.names)
        defer { ready.engine.shutdown() }
        let verification = Verification(plan: plan, settings: settings, engine: ready.engine)
        let reports = await verification.run(progress: nil, stream: nil).domains
        try verification.checkLocalProblems()
        return reports.map(DomainVerdict.init)
    }
}
