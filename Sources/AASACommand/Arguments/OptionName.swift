import AASAVerification

/// Every option name, once: declarations and reads name an option by its case, so a misspelt
/// name is a compile error, never an option that is silently never read.
enum OptionName: String, Sendable, CaseIterable, CustomStringConvertible {
    case aab
    case accept
    case acceptFile = "accept-file"
    case androidApp = "android-app"
    case androidManifest = "android-manifest"
    case androidMinSDK = "android-min-sdk"
    case androidTargetSDK = "android-target-sdk"
    case apk
    case appID = "app-id"
    case baseline
    case cacert
    case cdn
    case cdnConcurrency = "cdn-concurrency"
    case certWarnDays = "cert-warn-days"
    case concurrency
    case configuration
    case connectTo = "connect-to"
    case deadline
    case deviceState = "device-state"
    case domain
    case domains
    case entitlements
    case expectNoURL = "expect-no-url"
    case expectURL = "expect-url"
    case failOnChange = "fail-on-change"
    case file
    case format
    case kind
    case list
    case manifestPlaceholder = "manifest-placeholder"
    case metricsLabel = "metrics-label"
    case noProgress = "no-progress"
    case noProxy = "noproxy"
    case output
    case pretty
    case progress
    case proxy
    case quiet
    case record
    case report
    case resolve
    case retry
    case sarifRoot = "sarif-root"
    case siteRoot = "site-root"
    case shard
    case state
    case strict
    case target
    case timeout
    case urls
    case xcodeproj

    /// `app-id`, as written after `--`: what help, completions and messages show.
    var description: String { rawValue }

    /// A run setting's option (``RunSetting/name``).
    init(_ setting: some AnyRunSetting) {
        guard let name = OptionName(rawValue: setting.name) else {
            preconditionFailure("--\(setting.name) is no OptionName")
        }
        self = name
    }
}
