/// JUnit XML for CI dashboards: one test case per domain and entitlement entry (per file for lint),
/// and one per Android app read from a file.
///
/// A finding that names an entry belongs to that entry's case; any other finding belongs to every
/// case of its domain, because a broken file breaks every entry it serves. A case fails on an
/// error (or a warning when `strict`); its `<failure>` lists all its findings. Findings of a case
/// that passes go to `<system-out>`. Text is sanitised, then XML-escaped, so the document always
/// parses and shows no terminal escapes.
package struct JUnitReportFormatter: Sendable {
    package let strict: Bool

    package init(strict: Bool = false) {
        self.strict = strict
    }

    package func format(_ report: VerificationReport) -> String {
        let apps = (report.androidApps ?? []).map { app in
            JUnitTestCase(className: "Android app", name: "\(app.packageName) (\(app.source))", findings: app.findings)
        }
        return document(suite: "aasa verify", cases: report.domains.flatMap(Self.testCases) + apps)
    }

    package func format(_ report: LintReport) -> String {
        let cases = report.files.map { JUnitTestCase(className: $0.file, name: $0.file, findings: $0.findings) }
        return document(suite: "aasa lint", cases: cases)
    }

    /// One case per entry, and per app when several apps claim the entry (`applinks:example.com
    /// (ABCDE12345.com.example.app)`); a domain without entries is one case named after the domain.
    static func testCases(of domain: DomainReport) -> [JUnitTestCase] {
        let names = domain.entries.isEmpty ? [domain.domain] : domain.entries
        let known = Set(domain.entries)
        return names.flatMap { name in
            let claiming = domain.appsByEntry[name] ?? []
            let apps: [String?] = claiming.count > 1 ? claiming : [nil]
            return apps.map { app in
                // A finding for an entry or app this domain does not list is not dropped: it counts for all.
                let findings = domain.findings.filter { finding in
                    if let app, let findingApp = finding.appID, domain.appIDs.contains(findingApp), findingApp != app {
                        return false
                    }
                    guard let entry = finding.entry, known.contains(entry) else { return true }
                    return entry == name
                }
                // The domain's fetch serves every entry: each case took that long.
                return JUnitTestCase(
                    className: ReportKey(domain).description, name: app.map { "\(name) (\($0))" } ?? name,
                    findings: findings, milliseconds: domain.fetch?.totalMs ?? 0)
            }
        }
    }

    private func document(suite: String, cases: [JUnitTestCase]) -> String {
        let failures = cases.count { $0.fails(strict: strict) }
        let total = DecimalSeconds.text(milliseconds: cases.reduce(0) { $0 + ($1.milliseconds ?? 0) })
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(total)\""
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"aasa\" \(counts)>",
            "  <testsuite name=\"\(XMLText.attribute(suite))\" \(counts) skipped=\"0\">",
        ]
        lines += cases.map { $0.xml(strict: strict, indent: "    ") }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
