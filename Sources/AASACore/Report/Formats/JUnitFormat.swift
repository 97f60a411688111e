/// `--format junit`: one test case per domain (or file), for CI test reports.
package struct JUnitFormat: VerificationFormat, LintFormat {
    package let name = "junit"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        JUnitReportFormatter(strict: options.strict).format(report)
    }

    package func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        JUnitReportFormatter(strict: options.strict).format(report)
    }
}

/// JUnit XML for CI dashboards, in the shape Jenkins' JUnit plugin and GitLab's unit test reports
/// render: a `<testsuite>` per platform (`aasa.apple`, `aasa.android`; `aasa.lint` for lint), a
/// `classname` that never holds a host (Jenkins splits a classname at its last dot into package
/// and class), a case per entry and app whose name is the entry with the app (`applinks:example.com
/// (ABCDE12345.com.example.app)`), so it stays the same when another app joins the run, and a case
/// per app (`aasa.apple.app`, `aasa.android.app`) that fails when any of its entries does.
///
/// A finding that names an entry belongs to that entry's case; any other finding belongs to every
/// case of its domain, because a broken file breaks every entry it serves. A case fails on an
/// error (or a warning when `strict`, or a change that can break links under `--fail-on-change`,
/// as the exit status counts them: ``FailureRule``); its `<failure>` message names every failing id and its body
/// lists all its findings. Findings of a case that passes go to `<system-out>`. Every case has a
/// `time`. Text is sanitised, then XML-escaped, so the document always parses and shows no
/// terminal escapes.
package struct JUnitReportFormatter: Sendable {
    package let strict: Bool

    package init(strict: Bool = false) {
        self.strict = strict
    }

    package func format(_ report: VerificationReport) -> String {
        let rule = FailureRule(strict: strict, failOnChange: report.run?.failOnChange == true)
        var suites: [Suite] = []
        for platform in Platform.allCases {
            let domains = report.domains.filter { $0.platform == platform }
            var cases = domains.flatMap(Self.testCases)
            if platform == .apple {
                cases += appCases(cases, className: "aasa.apple.app", rule: rule)
            } else {
                // An app read from a file is named by its package and kind, never its path, which
                // changes every release; an app named by --android-app or --domains has a case too.
                let files = report.androidApps ?? []
                cases += files.map { app in
                    JUnitTestCase(
                        className: "aasa.android.app", name: "\(app.packageName) (\(app.kind.rawValue))",
                        findings: app.findings, milliseconds: 0, summary: app.verdictLine)
                }
                let named = Set(files.map(\.packageName))
                cases += appCases(
                    cases.filter { !named.contains($0.app ?? "") }, className: "aasa.android.app", rule: rule)
            }
            // The suite took its hosts' time: each host's once, however many entries it serves.
            let milliseconds = domains.reduce(0) { $0 + ($1.fetch?.totalMs ?? 0) }
            if !cases.isEmpty {
                suites.append(Suite(name: "aasa.\(platform.rawValue)", cases: cases, milliseconds: milliseconds))
            }
        }
        // URL expectations are their own cases, never findings of a host's entries.
        let urls = (report.urls ?? []).map(Self.testCase)
        if !urls.isEmpty { suites.append(Suite(name: "aasa.urls", cases: urls, milliseconds: 0)) }
        return document(suites, rule: rule)
    }

    /// A `<testsuite>`: its cases, and the time it took (not the sum of its cases', which count a
    /// host's fetch once for each entry it serves).
    struct Suite {
        var name: String
        var cases: [JUnitTestCase]
        var milliseconds: Int
    }

    /// A URL's case, named by the URL and the platform with the app; a result not checked (or
    /// on a host nothing covers) is skipped, with its reason. It fails as any case does: by its
    /// finding (`url.unexpected`) or, under `--fail-on-change`, a lost link.
    static func testCase(_ result: URLReport) -> JUnitTestCase {
        let platform = result.platform == .apple ? "iOS" : "Android"
        var testCase = JUnitTestCase(
            className: "aasa.url.\(result.platform.rawValue)",
            name: "\(result.url) (\(platform)\(result.app.map { ", " + $0 } ?? ""))",
            findings: result.findings, milliseconds: 0,
            summary: TextReportFormatter.urlAnswer(result))
        switch result.verdict {
        case .notChecked: testCase.skipped = result.finding?.message ?? "not checked"
        case .notCovered: testCase.skipped = "no entry or app of the run covers the URL's host"
        default: break
        }
        return testCase
    }

    package func format(_ report: LintReport) -> String {
        let cases = report.files.map {
            JUnitTestCase(className: "aasa.lint", name: $0.file, findings: $0.findings, milliseconds: 0)
        }
        return document([Suite(name: "aasa.lint", cases: cases, milliseconds: 0)], rule: FailureRule(strict: strict))
    }

    /// A case per app the entries name: it fails when one of its entries' cases does, with their findings.
    private func appCases(_ cases: [JUnitTestCase], className: String, rule: FailureRule) -> [JUnitTestCase] {
        var byApp: [String: [JUnitTestCase]] = [:]
        var order: [String] = []
        for testCase in cases {
            guard let app = testCase.app else { continue }
            if byApp[app] == nil { order.append(app) }
            byApp[app, default: []].append(testCase)
        }
        return order.map { app in
            let entries = byApp[app] ?? []
            // The findings of its entries that fail, each once: they name their entries.
            var findings: [Finding] = []
            for testCase in entries where testCase.fails(rule) {
                for finding in testCase.findings where !findings.contains(finding) { findings.append(finding) }
            }
            return JUnitTestCase(
                className: className, name: app, findings: findings,
                milliseconds: entries.reduce(0) { $0 + ($1.milliseconds ?? 0) })
        }
    }

    /// One case per entry and app that claims it (one case per entry when no app is known); a
    /// domain without entries is one case named after the domain. The platform is the classname.
    static func testCases(of domain: DomainReport) -> [JUnitTestCase] {
        let names = domain.entries.isEmpty ? [domain.domain] : domain.entries
        let known = Set(domain.entries)
        return names.flatMap { name in
            // One case per app as people name it: an Android package listed with two keys is one app.
            var labels: [String] = []
            for app in domain.appsByEntry[name] ?? [] where !labels.contains(domain.appLabel(app)) {
                labels.append(domain.appLabel(app))
            }
            let apps: [String?] = labels.isEmpty ? [nil] : labels
            return apps.map { app in
                // A finding for an entry or app this domain does not list is not dropped: it counts for all.
                let findings = domain.findings.filter { finding in
                    if let app, let findingApp = finding.appID, domain.appIDs.contains(findingApp),
                        domain.appLabel(findingApp) != app
                    {
                        return false
                    }
                    guard let entry = finding.entry, known.contains(entry) else { return true }
                    return entry == name
                }
                // The domain's fetch serves every entry: each case took that long.
                var testCase = JUnitTestCase(
                    className: "aasa.\(domain.platform.rawValue)",
                    name: app.map { "\(name) (\($0))" } ?? name,
                    findings: findings, milliseconds: domain.fetch?.totalMs ?? 0)
                testCase.app = app
                return testCase
            }
        }
    }

    private func document(_ suites: [Suite], rule: FailureRule) -> String {
        func counts(_ cases: [JUnitTestCase], milliseconds: Int) -> String {
            let failures = cases.count { $0.fails(rule) }
            let total = DecimalSeconds.text(milliseconds: milliseconds)
            return "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(total)\""
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"aasa\" "
                + counts(suites.flatMap(\.cases), milliseconds: suites.reduce(0) { $0 + $1.milliseconds }) + ">",
        ]
        for suite in suites {
            let skipped = suite.cases.count { $0.skipped != nil }
            lines.append(
                "  <testsuite name=\"\(XMLText.attribute(suite.name))\" "
                    + counts(suite.cases, milliseconds: suite.milliseconds) + " skipped=\"\(skipped)\">")
            lines += suite.cases.map { $0.xml(rule, indent: "    ") }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
