extension FindingKind {
    package static let urlUnexpected = FindingKind(
        "url.unexpected", .error,
        "an --expect-url does not open the app, or an --expect-no-url does")

    package static let urlUnchecked = FindingKind(
        "url.unchecked", .warning,
        "an --expect-url or --expect-no-url nothing in the run can judge (the host's file not checked, the app "
            + "known by its key alone, no entry or app covers the host): not checked, never a pass")

    package static let urlEntriesDisagree = FindingKind(
        "url.entries-disagree", .info,
        "an exact applinks entry's file decides a URL a wildcard entry covers too, and the wildcard's file would "
            + "answer otherwise (Apple reads the most specific entry's file alone; TN3155)")

    static let urlKinds: [FindingKind] = [urlUnexpected, urlUnchecked, urlEntriesDisagree]
}
