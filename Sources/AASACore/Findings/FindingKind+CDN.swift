extension FindingKind {
    package static let cdnFailure = FindingKind(
        "cdn.failure", .error, "Apple's CDN has no valid copy; the message quotes Apple-Failure-Reason",
        example: .judged("applinks:keepalive-1.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))
    package static let cdnStale = FindingKind(
        "cdn.stale", .warning, "the CDN's copy differs from the origin's, as JSON",
        example: .judged(
            "applinks:stale.aasa.test", "--app-id", "ABCDE12345.com.example.app",
            at: "$.applinks.details[0].components[0].comment"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))

    package static let cdnUnchecked = FindingKind(
        "cdn.unchecked", .warning,
        "Apple's CDN gave this machine no answer at all during the run, so its copy was not compared (the run "
            + "exits 2): this machine's or Apple's fault, not the site's",
        example: .judged("applinks:cdnsilent.aasa.test", "--app-id", "ABCDE12345.com.example.app"),
        counter: .judged("applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app"))

    static let cdnKinds: [FindingKind] = [cdnFailure, cdnStale, cdnUnchecked]
}
