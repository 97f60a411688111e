extension FindingKind {
    package static let cdnFailure = FindingKind(
        "cdn.failure", .error, "Apple's CDN has no valid copy; the message quotes Apple-Failure-Reason")
    package static let cdnStale = FindingKind(
        "cdn.stale", .warning, "the CDN's copy differs from the origin's, as JSON")

    package static let cdnUnchecked = FindingKind(
        "cdn.unchecked", .warning,
        "Apple's CDN gave this machine no answer at all during the run, so its copy was not compared (the run "
            + "exits 2): this machine's or Apple's fault, not the site's")

    static let cdnKinds: [FindingKind] = [cdnFailure, cdnStale, cdnUnchecked]
}
