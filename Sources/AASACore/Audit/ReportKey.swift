/// What makes two reports about the same thing across runs: the host and whose file it is.
public struct ReportKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var domain: String
    public var platform: Platform

    public init(domain: String, platform: Platform) {
        self.domain = domain
        self.platform = platform
    }

    public init(_ report: DomainReport) {
        self.init(domain: report.domain, platform: report.platform)
    }

    /// `example.com` for Apple's file (as reports before Android said it), `example.com (Android)`.
    public var description: String { platform == .apple ? domain : "\(domain) (\(platform.displayName))" }

    public static func < (lhs: ReportKey, rhs: ReportKey) -> Bool {
        (lhs.domain, lhs.platform.rawValue) < (rhs.domain, rhs.platform.rawValue)
    }
}
