extension FindingKind {
    package static let urlUnexpected = FindingKind(
        "url.unexpected", .error,
        "an --expect-url does not open the app, or an --expect-no-url does")

    package static let urlUnchecked = FindingKind(
        "url.unchecked", .warning,
        "an --expect-url or --expect-no-url that verify does not judge on Android yet: the host's report says so "
            + "instead of passing it")

    static let urlKinds: [FindingKind] = [urlUnexpected, urlUnchecked]
}
