/// The process exit statuses of the command-line contract, derived from reports.
package enum ExitCode {
    /// Nothing failed (every URL opens the app, for `match`).
    package static let success: Int32 = 0
    /// At least one domain or file failed (a URL does not open the app, for `match`).
    package static let failure: Int32 = 1
    /// The command could not run: bad option, unreadable input, malformed entry.
    package static let usage: Int32 = 2

    /// 1 when a domain, an Android app or a URL expectation failed, or with `--fail-on-change` a
    /// URL of `--urls` stopped opening on some band, else 0. Statuses already
    /// include `--strict`; a URL not checked fails nothing.
    package static func forVerification(_ report: VerificationReport) -> Int32 {
        let failed =
            report.domains.contains { $0.status == .fail } || (report.androidApps ?? []).contains { $0.status == .fail }
            || report.urls.map { failing($0, failOnChange: report.run?.failOnChange == true) } == true
        return failed ? failure : success
    }

    /// Whether a URL result fails the run. By index: a list of 100,000 results, copied one by
    /// one to be read, took a tenth of `verify --urls` (`make bench-core`).
    private static func failing(_ urls: [URLReport], failOnChange: Bool) -> Bool {
        return urls.indices.contains { index in
            urls[index].verdict == .fail
                || (failOnChange && (urls[index].changes ?? []).contains { FindingKind.isBreakingChange($0.id) })
        }
    }

    /// 1 when a file failed, else 0.
    package static func forLint(_ report: LintReport) -> Int32 {
        report.files.contains { $0.status == .fail } ? failure : success
    }

    /// 1 when a URL does not open an app, else 0. A result's verdict is already that of the
    /// `--app-id` app when one was given.
    package static func forMatch(_ report: MatchReport) -> Int32 {
        report.results.allSatisfy { $0.verdict == .match } ? success : failure
    }

    /// `match --urls`: as ``forMatch(_:)``, over every entry of the list.
    package static func forCoverage(_ coverage: URLCoverage) -> Int32 {
        coverage.matched == coverage.urls && coverage.invalid == 0 ? success : failure
    }
}
