extension FindingKind {
    package static let urlUnexpected = FindingKind(
        "url.unexpected", .error,
        "an --expect-url does not open the app, or an --expect-no-url does")

    package static let urlUnchecked = FindingKind(
        "url.unchecked", .warning,
        "an --expect-url or --expect-no-url nothing in the run can judge (the host's file not checked, the app "
            + "known by its key alone, no entry or app covers the host): not checked, never a pass")

    static let urlKinds: [FindingKind] = [urlUnexpected, urlUnchecked]
}
