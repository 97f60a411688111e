/// What the CDN stage concluded about one domain: the `cdn` object of its report and findings.
package struct CDNVerdict: Sendable, Hashable {
    package var summary: CDNSummary
    package var findings: [Finding]

    package init(summary: CDNSummary, findings: [Finding]) {
        self.summary = summary
        self.findings = findings
    }
}
