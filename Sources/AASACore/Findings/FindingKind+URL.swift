extension FindingKind {
    package static let urlUnexpected = FindingKind(
        "url.unexpected", .error,
        "an --expect-url does not open the app, or an --expect-no-url does")

    static let urlKinds: [FindingKind] = [urlUnexpected]
}
