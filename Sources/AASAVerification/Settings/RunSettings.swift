import AASACore

/// The run's numeric settings, each declared once (``RunSetting``).
package enum RunSettings {
    package static let timeout = RunSetting<Double>(
        "timeout", "seconds", unit: "seconds", summary: "Limit for each request", default: 10, range: 0...3600,
        library: "timeout", in: \.timeout, shown: \VerificationReport.RunInfo.timeoutSeconds)

    package static let deadline = RunSetting<Double>(
        "deadline", "seconds", unit: "the run's seconds",
        summary: "Limit for the whole run: hosts not checked by then are reported as not checked, the report is "
            + "written, and the exit status is 2",
        range: 0...(7 * 86_400), in: \.deadline, shown: \VerificationReport.RunInfo.deadlineSeconds)

    package static let concurrency = RunSetting<Int>(
        "concurrency", "n", unit: "a whole number", summary: "Transfers in flight at once", default: 32,
        range: 1...1024, library: "concurrency", in: \.concurrency)

    package static let cdnConcurrency = RunSetting<Int>(
        "cdn-concurrency", "n", unit: "a whole number",
        summary: "With --cdn: requests to Apple's CDN in flight at once",
        notes: [
            "default: --concurrency", "the CDN answers for every host, so it is not held to a site's four",
        ],
        range: concurrency.range, in: \.cdnConcurrency)

    package static let retries = RunSetting<Int>(
        "retry", "n", unit: "a whole number", summary: "Retry a transfer that failed transiently up to N times",
        default: 0, range: 0...10, library: "retries", in: \.retries, shown: \VerificationReport.RunInfo.retries)

    /// About three weeks leaves time to renew by hand; automated renewal (ACME) renews at 30 days left.
    package static let certificateWarningDays = RunSetting<Int>(
        "cert-warn-days", "n", unit: "a whole number of days",
        summary: "Warn when the certificate expires within N days", default: 21, notes: ["0: never"],
        range: 0...3650, library: "certificateWarningDays", in: \.certificateWarningDays,
        shown: \VerificationReport.RunInfo.certificateWarningDays)

    /// Every one, for the command line and the report's `run` block.
    package static let all: [any AnyRunSetting] = [
        timeout, deadline, concurrency, cdnConcurrency, retries, certificateWarningDays,
    ]
}
