import AASACore
import AASAFetch
import Foundation

/// `verify`'s options, checked once before any request is made.
struct VerificationSettings: Sendable {
    var format: any VerificationFormat
    var outputPath: String?
    var timeout: Double
    var concurrency: Int
    var connectTo: [String]
    /// `--cacert`, `CURL_CA_BUNDLE`, `SSL_CERT_FILE`, `SSL_CERT_DIR` or the distribution's bundle.
    var trustStore: TrustStore
    /// `--proxy`, or nil for curl's environment variables.
    var proxy: String?
    /// `--noproxy`, or nil for `no_proxy`.
    var noProxy: String?
    /// The proxy transfers will use: `--proxy`, or the variables libcurl reads for https URLs;
    /// nil when none is set or `--noproxy` / `no_proxy` is `*` (every host reached directly).
    var effectiveProxy: String?
    /// The no-proxy list in force (`--noproxy`, else `no_proxy`), for which hosts use the proxy.
    var effectiveNoProxy: String?
    /// `--retry`: further attempts after a transient failure (0: none).
    var retries = 0
    var strict: Bool
    var shard: Shard
    /// Draw the progress line on standard error (by default only when it is a terminal).
    var progress: Bool?
    /// `--quiet`: the text report lists only the domains that warn or fail.
    var quiet = false
    /// `--pretty`: indented JSON even into a file or a pipe.
    var pretty = false
    var userAgent = FetchRequest.defaultUserAgent
    /// `--cdn`: also fetch Apple's CDN copy of each file.
    var cdn: Bool
    /// `--cert-warn-days`: warn when the certificate expires sooner (0: never).
    var certificateWarningDays = CertificateExpiry.defaultWarningDays
    /// `--baseline`: the earlier report to compare with.
    var baselinePath: String?
    var failOnChange: Bool
    /// The run's time, seconds since 1970: read from the clock once, here, and handed to the
    /// checks (certificate expiry) and formats (Prometheus) that need it.
    var now: Int64
    /// `--metrics-label KEY=VALUE`: labels on every Prometheus series.
    var metricsLabels: [(name: String, value: String)] = []

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.verification)
        outputPath = arguments.value(.output)
        strict = arguments.flag(.strict)
        timeout = 10
        if let text = arguments.value(.timeout) {
            // Plain decimals only: Double() would also take "0x10" (16 s), "1e3" and "nan".
            let isDecimal = !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) || $0 == "." }
            guard isDecimal, let value = Double(text), value > 0, value <= 3600 else {
                throw UsageError(
                    "--timeout takes seconds, more than 0 and at most 3600 (such as 10 or 2.5), not '\(TerminalSafe(text))'"
                )
            }
            timeout = value
        }
        concurrency = 32
        if let text = arguments.value(.concurrency) {
            guard let value = Int(text), (1...1024).contains(value) else {
                throw UsageError("--concurrency takes a whole number from 1 to 1024, not '\(TerminalSafe(text))'")
            }
            concurrency = value
        }
        connectTo = try arguments.all(.connectTo).map { (rule) throws(UsageError) in
            // libcurl parses the rule (IPv6 hosts come in brackets); only its shape is checked here.
            guard rule.count(where: { $0 == ":" }) >= 3, rule.allSatisfy({ !$0.isWhitespace && !$0.isNewline }) else {
                throw UsageError("--connect-to takes HOST:PORT:CONNECT-HOST:CONNECT-PORT, not '\(TerminalSafe(rule))'")
            }
            return rule
        }
        // `--resolve HOST:PORT:ADDRESS`, as curl's: that host and port reach that address, with
        // the name still sent and checked; the same as a --connect-to rule to the same port.
        connectTo += try arguments.all(.resolve).map { (rule) throws(UsageError) in try Self.resolveRule(rule) }
        shard = try arguments.value(.shard).map { (text) throws(UsageError) in try Shard(text) } ?? .whole
        if arguments.flag(.progress) { progress = true }
        if arguments.flag(.noProgress) { progress = false }
        quiet = arguments.flag(.quiet)
        pretty = arguments.flag(.pretty)
        let environment = ProcessInfo.processInfo.environment
        switch Self.trustStore(cacert: arguments.value(.cacert), environment: environment) {
        case .success(let store): trustStore = store
        case .failure(let notFound): throw UsageError(TerminalSafe(notFound.message).description)
        }
        proxy = arguments.value(.proxy)
        noProxy = arguments.value(.noProxy)
        effectiveNoProxy = noProxy ?? environment["no_proxy"] ?? environment["NO_PROXY"]
        if let (url, source) = Self.effectiveProxy(proxy: proxy, noProxy: effectiveNoProxy, environment: environment) {
            // A scheme libcurl does not know fails every transfer as if every site refused it.
            if case .failure(let problem) = ProxySetting.parse(url, source: source) {
                throw UsageError(problem.message)
            }
            effectiveProxy = url
        }
        if let text = arguments.value(.retry) {
            guard let value = Int(text), (0...10).contains(value) else {
                throw UsageError("--retry takes a whole number from 0 to 10, not '\(TerminalSafe(text))'")
            }
            retries = value
        }
        cdn = arguments.flag(.cdn)
        if let text = arguments.value(.certWarnDays) {
            guard let value = Int(text), (0...3650).contains(value) else {
                throw UsageError(
                    "--cert-warn-days takes a whole number of days from 0 to 3650, not '\(TerminalSafe(text))'")
            }
            certificateWarningDays = value
        }
        baselinePath = arguments.value(.baseline)
        failOnChange = arguments.flag(.failOnChange)
        if failOnChange, baselinePath == nil {
            throw UsageError("--fail-on-change needs --baseline REPORT.json to compare with", showUsage: true)
        }
        now = Int64(Date().timeIntervalSince1970)
        metricsLabels = try Self.metricsLabels(arguments.all(.metricsLabel))
        if !metricsLabels.isEmpty, !(format is PrometheusFormat) {
            throw UsageError("--metrics-label labels Prometheus series: use it with --format prometheus")
        }
    }

    /// The proxy and where it was named (`--proxy`, `https_proxy`, ...).
    private static func effectiveProxy(proxy: String?, noProxy: String?, environment: [String: String])
        -> (url: String, source: String)?
    {
        if noProxy?.trimmingCharacters(in: .whitespaces) == "*" { return nil }
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

    /// `example.com:443:192.0.2.7` or `example.com:443:[2001:db8::7]` as the --connect-to rule
    /// `example.com:443:192.0.2.7:443`.
    static func resolveRule(_ rule: String) throws(UsageError) -> String {
        let problem = UsageError(
            "--resolve takes HOST:PORT:ADDRESS (an IPv6 address in brackets), not '\(TerminalSafe(rule))'")
        let parts = rule.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, let port = Int(parts[1]), (1...65535).contains(port) else {
            throw problem
        }
        let address = parts[2]
        let isIPv4 =
            address.split(separator: ".", omittingEmptySubsequences: false).count == 4
            && address.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { UInt8($0) != nil }
        let isIPv6 =
            address.hasPrefix("[") && address.hasSuffix("]") && address.count > 2
            && address.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        guard isIPv4 || isIPv6, !parts[0].contains(where: { $0.isWhitespace || $0 == "/" }) else { throw problem }
        return "\(parts[0]):\(port):\(address):\(port)"
    }

    /// The trust store a run would use, found on this machine's files.
    static func trustStore(cacert: String?, environment: [String: String]) -> Result<TrustStore, TrustStore.NotFound> {
        TrustStore.locate(
            cacert: cacert, environment: environment, holdsCertificates: holdsCertificates,
            isDirectory: isReadableDirectory)
    }

    /// A readable file holding at least one PEM certificate: an empty or unreadable bundle makes
    /// every handshake fail with libcurl's code 77, which would look like every site's fault.
    private static func holdsCertificates(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path),
            let head = try? handle.read(upToCount: 16 << 20)
        else { return false }
        try? handle.close()
        return head.firstRange(of: Data("-----BEGIN CERTIFICATE-----".utf8)) != nil
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

    private static func metricsLabels(_ texts: [String]) throws(UsageError) -> [(name: String, value: String)] {
        var labels: [(name: String, value: String)] = []
        for text in texts {
            guard let equals = text.firstIndex(of: "=") else {
                throw UsageError("--metrics-label takes KEY=VALUE, not '\(TerminalSafe(text))'")
            }
            let name = String(text[..<equals])
            if let problem = PrometheusFormatter.labelNameProblem(name) {
                throw UsageError("--metrics-label '\(TerminalSafe(name))' cannot be a label name: \(problem)")
            }
            guard !labels.contains(where: { $0.name == name }) else {
                throw UsageError("--metrics-label \(name) is given twice")
            }
            labels.append((name, String(text[text.index(after: equals)...])))
        }
        return labels
    }
}
