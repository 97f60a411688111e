import AASACore
import AASAFetch
import AASAVerification
import FoundationEssentials

/// `verify`'s options, checked once before any request is made: the pipeline's settings, and
/// what the command does with its reports (format, file, baseline, slice, progress line).
struct VerifyOptions: Sendable {
    var verification: VerificationSettings
    var format: any VerificationFormat
    var outputPath: String?
    var shard: Shard
    /// Draw the progress line on standard error (by default only when it is a terminal).
    var progress: Bool?
    /// `--quiet`: the text report lists only the domains that warn or fail.
    var quiet = false
    /// `--pretty`: indented JSON even into a file or a pipe.
    var pretty = false
    /// `--baseline`: the earlier report to compare with (with `--state`, its `last.json`).
    var baselinePath: String?
    /// `--state DIR`: the baseline kept as guarded state (``RunState``).
    var statePath: String?
    var failOnChange: Bool
    /// `--metrics-label KEY=VALUE`: labels on every Prometheus series.
    var metricsLabels: [(name: String, value: String)] = []
    /// `--sarif-root`.
    var sarifRoot: String?
    /// `--site-root HOST=DIR`, by host (lower case).
    var siteRoots: [String: String] = [:]
    /// `--device-state FILE`, read before any fetch.
    var deviceState: DeviceAppLinks?

    var strict: Bool { verification.strict }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.verification)
        outputPath = arguments.value(.output)
        verification = try UsageError.verifying { () throws(VerificationError) in
            try VerificationSettings(
                cacert: arguments.value(.cacert), proxy: arguments.value(.proxy), noProxy: arguments.value(.noProxy))
        }
        verification.strict = arguments.flag(.strict)
        deviceState = try arguments.value(.deviceState).map { (path) throws(UsageError) in
            try DeviceStateInput.read(path)
        }
        for setting in RunSettings.all {
            guard let text = arguments.value(OptionName(setting)) else { continue }
            if let problem = setting.apply(text, to: &verification) { throw UsageError(problem) }
        }
        verification.connectTo = try arguments.all(.connectTo).map { (rule) throws(UsageError) in
            guard VerificationSettings.isConnectToRule(rule) else {
                throw UsageError("--connect-to takes HOST:PORT:CONNECT-HOST:CONNECT-PORT, not '\(TerminalSafe(rule))'")
            }
            return rule
        }
        // `--resolve HOST:PORT:ADDRESS`, as curl's: that host and port reach that address, with
        // the name still sent and checked; the same as a --connect-to rule to the same port.
        verification.connectTo += try arguments.all(.resolve).map { (rule) throws(UsageError) in
            try Self.resolveRule(rule)
        }
        shard = try arguments.value(.shard).map { (text) throws(UsageError) in try Shard(text) } ?? .whole
        if arguments.flag(.progress) { progress = true }
        if arguments.flag(.noProgress) { progress = false }
        quiet = arguments.flag(.quiet)
        pretty = arguments.flag(.pretty)
        verification.cdn = arguments.flag(.cdn)
        baselinePath = arguments.value(.baseline)
        statePath = arguments.value(.state)
        failOnChange = arguments.flag(.failOnChange)
        sarifRoot = arguments.value(.sarifRoot)
        for written in arguments.all(.siteRoot) {
            let parts = written.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains("/") else {
                throw UsageError(
                    "--site-root takes HOST=DIR, such as shop.example.com=web, not '\(TerminalSafe(written))'")
            }
            siteRoots[parts[0].lowercased()] = String(parts[1])
        }
        metricsLabels = try Self.metricsLabels(arguments.all(.metricsLabel))
        try checkCombination(arguments)
    }

    /// The options that only mean something together, checked in one step once each is read.
    private func checkCombination(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.value(.cdnConcurrency) != nil, !verification.cdn {
            throw UsageError("--cdn-concurrency sets how --cdn fetches; give --cdn too", showUsage: true)
        }
        if statePath != nil, baselinePath != nil {
            throw UsageError("--state keeps the baseline itself (DIR/last.json); drop --baseline", showUsage: true)
        }
        if failOnChange, baselinePath == nil, statePath == nil {
            throw UsageError("--fail-on-change needs --baseline REPORT.json to compare with", showUsage: true)
        }
        if !metricsLabels.isEmpty, !(format is PrometheusFormat) {
            throw UsageError("--metrics-label labels Prometheus series: use it with --format prometheus")
        }
        let urlChecks = arguments.all(.expectURL) + arguments.all(.expectNoURL) + arguments.all(.urls)
        if shard != .whole, !urlChecks.isEmpty {
            // A URL's covering hosts may fall in different slices; no slice could judge it alone.
            throw UsageError("--expect-url, --expect-no-url and --urls cannot be combined with --shard")
        }
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
