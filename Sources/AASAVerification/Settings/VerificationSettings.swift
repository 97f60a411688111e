import AASACore
import AASAFetch
import FoundationEssentials

/// How a run fetches and judges, checked once before any request is made: what the pipeline
/// needs, whoever drives it (the command line's `verify`, or a Swift program through
/// ``AssociationVerifier``).
package struct VerificationSettings: Sendable {
    /// Limit for each request, in seconds.
    package var timeout: Double = RunSettings.timeout.fallback
    /// Transfers in flight at once.
    package var concurrency: Int = RunSettings.concurrency.fallback
    /// `--cdn-concurrency`: transfers to Apple's CDN in flight at once; nil is `concurrency`
    /// (the CDN answers for every host of the run: fewer would queue a fleet's copies behind one
    /// another, issue 52 saw 81 s against 9 s for 2,000 hosts at 150 ms with four).
    package var cdnConcurrency: Int?
    /// curl's `--connect-to` rules: requests for a host and port sent elsewhere, TLS still checking the host.
    package var connectTo: [String] = []
    /// `--cacert`, `CURL_CA_BUNDLE`, `SSL_CERT_FILE`, `SSL_CERT_DIR` or the distribution's bundle.
    package var trustStore: TrustStore
    /// The proxy named for this run, or nil for curl's environment variables.
    package var proxy: String?
    /// The no-proxy list named for this run, or nil for `no_proxy`.
    package var noProxy: String?
    /// The proxy transfers will use: `proxy`, or the variables libcurl reads for https URLs;
    /// nil when none is set or the no-proxy list is `*` (every host reached directly).
    package internal(set) var effectiveProxy: String?
    /// The no-proxy list in force (`noProxy`, else `no_proxy`), for which hosts use the proxy.
    var effectiveNoProxy: String?
    /// Further attempts after a transient failure (0: none).
    package var retries: Int = RunSettings.retries.fallback
    /// `--deadline`: seconds the whole run may take; hosts not checked by then are reported as such.
    package var deadline: Double?
    /// Warnings fail too.
    package var strict = false
    /// `--accept`: applied to each host's findings before its verdicts are made.
    package var acceptance: (any FindingAcceptance)?
    package var userAgent = FetchRequest.defaultUserAgent
    /// Also fetch Apple's CDN copy of each file.
    package var cdn = false
    /// Warn when the certificate expires sooner (0: never).
    package var certificateWarningDays: Int = RunSettings.certificateWarningDays.fallback
    /// The run's time, seconds since 1970: read from the clock once, here, and handed to the
    /// checks (certificate expiry) and formats (Prometheus) that need it.
    package var now = Int64(Date().timeIntervalSince1970)

    /// Whether `rule` has the shape of curl's `--connect-to` `HOST:PORT:CONNECT-HOST:CONNECT-PORT`
    /// (libcurl parses it; IPv6 hosts come in brackets).
    package static func isConnectToRule(_ rule: String) -> Bool {
        rule.count(where: { $0 == ":" }) >= 3 && rule.allSatisfy { !$0.isWhitespace && !$0.isNewline }
    }

    /// Whether a `--connect-to` rule routes `target` (its host and port, or any of either when
    /// the rule leaves them empty): a route the user wrote may lead anywhere, loopback included.
    func routes(_ target: IncludeCheck.Target) -> Bool {
        connectTo.contains { rule in
            var rest = Substring(rule)
            let host: Substring
            if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                host = rest[...close]
                rest = rest[rest.index(after: close)...]
            } else {
                host = rest.prefix { $0 != ":" }
                rest = rest.dropFirst(host.count)
            }
            guard rest.hasPrefix(":") else { return false }
            let port = rest.dropFirst().prefix { $0 != ":" }
            return (host.isEmpty || host.lowercased() == target.host) && (port.isEmpty || Int(port) == target.port)
        }
    }

    /// The trust store and proxy found from `cacert`, `proxy`, `noProxy` and the environment, as
    /// libcurl would find them; a store that holds no certificate or a proxy libcurl cannot use is
    /// the run's error, said before any site could be blamed for it.
    package init(
        cacert: String? = nil, proxy: String? = nil, noProxy: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(VerificationError) {
        switch Self.trustStore(cacert: cacert, environment: environment) {
        case .success(let store): trustStore = store
        case .failure(let notFound): throw VerificationError(notFound.message)
        }
        self.proxy = proxy
        self.noProxy = noProxy
        effectiveNoProxy = noProxy ?? environment["no_proxy"] ?? environment["NO_PROXY"]
        if let (url, source) = Self.effectiveProxy(proxy: proxy, noProxy: effectiveNoProxy, environment: environment) {
            // A scheme libcurl does not know fails every transfer as if every site refused it.
            if case .failure(let problem) = ProxySetting.parse(url, source: source) {
                throw VerificationError(problem.message)
            }
            effectiveProxy = url
        }
    }

    /// The proxy and where it was named (`--proxy`, `https_proxy`, ...).
    private static func effectiveProxy(proxy: String?, noProxy: String?, environment: [String: String])
        -> (url: String, source: String)?
    {
        if noProxy.map({ Substring($0).trimmingWhitespace }) == "*" { return nil }
        if let proxy { return proxy.isEmpty ? nil : (proxy, "--proxy") }
        return ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"].lazy
            .compactMap { name in environment[name].map { (url: $0, source: name) } }
            .first { !$0.url.isEmpty }
    }

    /// Whether some host of the run goes through the proxy (the no-proxy list may exempt all).
    func usesProxy(for hosts: some Sequence<String>) -> Bool {
        guard effectiveProxy != nil else { return false }
        guard let noProxy = effectiveNoProxy else { return true }
        return hosts.contains { !ProxySetting.bypasses($0, noProxy: noProxy) }
    }

    /// The trust store a run would use, found on this machine's files.
    package static func trustStore(cacert: String?, environment: [String: String])
        -> Result<TrustStore, TrustStore.NotFound>
    {
        TrustStore.locate(
            cacert: cacert, environment: environment, holdsCertificates: holdsCertificates,
            isDirectory: isReadableDirectory)
    }

    /// A readable file holding at least one PEM certificate: an empty or unreadable bundle makes
    /// every handshake fail with libcurl's code 77, which would look like every site's fault.
    private static func holdsCertificates(_ path: String) -> Bool {
        guard let head = FileHead.read(path, upTo: 16 << 20) else { return false }
        return head.firstRange(of: Array("-----BEGIN CERTIFICATE-----".utf8)) != nil
    }

    /// A readable directory with at least one certificate under a hashed name (`1a2b3c4d.0`), the
    /// only way OpenSSL finds roots in a directory: Debian's /etc/ssl/certs without the
    /// ca-certificates package has none, and every site would then be untrusted.
    private static func isReadableDirectory(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { name in
            let parts = name.split(separator: ".")
            return parts.count == 2 && parts[0].count == 8 && parts[0].allSatisfy(\.isHexDigit)
                && parts[1].allSatisfy(\.isNumber)
        }
    }
}

extension VerificationSettings {
    /// A GET of `url` under the run's settings: timeouts, User-Agent, `--connect-to`, trust
    /// store and proxy. What every request of a run is made from, a sitemap's too.
    package func request(_ url: String, bodyLimit: Int) -> FetchRequest {
        FetchRequest(
            url: url, timeout: timeout, connectTimeout: min(timeout, 10), userAgent: userAgent, connectTo: connectTo,
            trustStore: trustStore, proxy: effectiveProxy, noProxy: effectiveNoProxy, bodyLimit: bodyLimit)
    }

    /// ``request(_:bodyLimit:)`` for a URL a site chose (an include, a sitemap's child or its
    /// redirect): it may connect only to public addresses, checked where aasa connects itself. A
    /// proxy resolves the name in its own network, and a route the user wrote is theirs to choose.
    package func siteChosenRequest(_ url: String, bodyLimit: Int) -> FetchRequest {
        var request = request(url, bodyLimit: bodyLimit)
        if let target = IncludeCheck.target(of: url) {
            request.publicAddressesOnly = !routes(target) && !usesProxy(for: [target.host])
        }
        return request
    }
}

extension VerificationSettings {
    /// The report's `run` block: when the run started, its switches, and each numeric setting
    /// shown where its declaration says (``RunSetting``).
    package func runInfo(failOnChange: Bool, shard: String) -> VerificationReport.RunInfo {
        var run = VerificationReport.RunInfo(
            startedAt: now, strict: strict, cdn: cdn, failOnChange: failOnChange, shard: shard)
        for setting in RunSettings.all { setting.show(self, in: &run) }
        return run
    }
}
