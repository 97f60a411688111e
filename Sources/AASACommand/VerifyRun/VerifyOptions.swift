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
        verification.connectTo = try Self.connectTo.values(in: arguments) + Self.resolve.values(in: arguments)
        shard = try Self.shard.value(in: arguments) ?? .whole
        if arguments.flag(.progress) { progress = true }
        if arguments.flag(.noProgress) { progress = false }
        quiet = arguments.flag(.quiet)
        pretty = arguments.flag(.pretty)
        verification.cdn = arguments.flag(.cdn)
        baselinePath = arguments.value(.baseline)
        statePath = arguments.value(.state)
        failOnChange = arguments.flag(.failOnChange)
        sarifRoot = arguments.value(.sarifRoot)
        for root in try Self.siteRoot.values(in: arguments) { siteRoots[root.host] = root.directory }
        metricsLabels = try Self.metricsLabels(Self.metricsLabel.values(in: arguments))
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
}
