import Testing

@testable import AASACore

/// The web-target and empty-list cases of Google's Digital Asset Links compatibility suite that
/// lint can judge from the body alone: google/digitalassetlinks@3bc0f569,
/// compatibility-tests/v1/2000-web-statement-list-parsing/2200-web-targets.pb (comptest2201-2216)
/// and 2000-general.pb ("No statements were found"). Google's outcome decides: SUCCESS is no
/// error, FETCH_ERROR is android.web-target (or no-statements) at the site.
@Suite struct GoogleCompatibilityTests {
    static func file(site: String) -> String {
        #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "web", "site": "\#(site)"}}]"#
    }

    /// (test, site, Google accepts it)
    static let webTargets: [(String, String, Bool)] = [
        ("comptest2201", "https://target.digitalassetlinks.org", true),
        ("comptest2203", "http://comptest2203.digitalassetlinks.org:8080", true),
        ("comptest2204", "https://target.digitalassetlinks.org.", true),
        ("comptest2205", "HtTpS://target.digitalassetlinks.org", true),
        ("comptest2207", "https://target.digitalassetlinks.org:999999", false),
        ("comptest2208", "mailto://user@digitalassetlinks.org", false),
        ("comptest2209", "https://x:y@target.digitalassetlinks.org", false),
        ("comptest2210", "https://target.digitalassetlinks.org?bar", false),
        ("comptest2211", "https://target.digitalassetlinks.org#bar", false),
        ("comptest2212", "https://target.digitalassetlinks.org/", false),
        ("comptest2213", "https://target.digitalassetlinks.org/XXX", false),
        ("comptest2214", "https://target.digitalassetlinks.org/XXX/", false),
        ("comptest2215", "https://target.digitalassetlinks.org/*", false),
        ("comptest2216", "target.digitalassetlinks.org", false),
    ]

    @Test(arguments: webTargets)
    func webTargetsAreJudgedAsGoogleDoes(_ test: String, _ site: String, _ accepted: Bool) {
        let findings = AssetLinksLinter.lint(Array(Self.file(site: site).utf8)).findings
        let errors = findings.filter { $0.severity == .error }
        if accepted {
            #expect(errors.isEmpty, "\(test): \(errors.map(\.id))")
        } else {
            #expect(errors.map(\.id) == ["android.web-target"], "\(test)")
            #expect(errors.first?.path == .root / 0 / "target" / "site", "\(test)")
        }
    }

    @Test func anEmptyListIsAnError() {
        let findings = AssetLinksLinter.lint(Array("[]".utf8)).findings
        #expect(findings.map(\.id) == ["android.no-statements"])
        #expect(findings.first?.severity == .error)
    }
}
