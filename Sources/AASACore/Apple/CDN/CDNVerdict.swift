/// What the CDN stage concluded about one domain: the `cdn` object of its report and findings.
public struct CDNVerdict: Sendable, Hashable {
    public var summary: CDNSummary
    public var findings: [Finding]

    public init(summary: CDNSummary, findings: [Finding]) {
        self.summary = summary
        self.findings = findings
    }
}
