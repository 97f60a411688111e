extension FindingKind {
    package static let cdnFailure = FindingKind(
        "cdn.failure", .error, "Apple's CDN has no valid copy; the message quotes Apple-Failure-Reason")
    package static let cdnStale = FindingKind(
        "cdn.stale", .warning, "the CDN's copy differs from the origin's, as JSON")

    static let cdnKinds: [FindingKind] = [cdnFailure, cdnStale]
}
