extension FindingKind {
    package static let urlUnexpected = FindingKind(
        "url.unexpected", .error,
        "an --expect-url does not open the app, or an --expect-no-url does",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--expect-url",
            "https://good.aasa.test/contact"),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--expect-url",
            "https://good.aasa.test/buy/1"))

    package static let urlUnchecked = FindingKind(
        "url.unchecked", .warning,
        "an --expect-url or --expect-no-url nothing in the run can judge (the host's file not checked, the app "
            + "known by its key alone, no entry or app covers the host): not checked, never a pass",
        example: .judged(
            "applinks:deadline.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--expect-url",
            "https://deadline.aasa.test/buy/1"),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--expect-url",
            "https://good.aasa.test/buy/1"))

    package static let urlEntriesDisagree = FindingKind(
        "url.entries-disagree", .info,
        "an exact applinks entry's file decides a URL a wildcard entry covers too, and the wildcard's file would "
            + "answer otherwise (Apple reads the most specific entry's file alone; TN3155)",
        example: .judged(
            "applinks:otherapp.aasa.test", "applinks:*.aasa.test", "--app-id", "ABCDE12345.com.example.app",
            "--expect-no-url", "https://otherapp.aasa.test/buy/1"),
        counter: .judged(
            "applinks:good.aasa.test", "applinks:*.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--expect-url",
            "https://good.aasa.test/buy/1"))

    static let urlKinds: [FindingKind] = [urlUnexpected, urlUnchecked, urlEntriesDisagree]
}
