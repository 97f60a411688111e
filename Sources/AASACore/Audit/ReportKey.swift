/// What makes two reports about the same thing across runs: the host and whose file it is.
package struct ReportKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var domain: String
    package var platform: Platform

    package init(domain: String, platform: Platform) {
        self.domain = domain
        self.platform = platform
    }

    package init(_ report: DomainReport) {
        self.init(domain: report.domain, platform: report.platform)
    }

    /// `example.com` for Apple's file (as reports before Android said it), `example.com (Android)`.
    package var description: String { platform == .apple ? domain : "\(domain) (\(platform.displayName))" }

    package static func < (lhs: ReportKey, rhs: ReportKey) -> Bool {
        (lhs.domain, lhs.platform.rawValue) < (rhs.domain, rhs.platform.rawValue)
    }
}
