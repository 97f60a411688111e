extension FindingKind {
    package static let changeFailing = FindingKind(
        "change.failing", .error, "the domain fails now and did not in the --baseline report")
    package static let changeFixed = FindingKind(
        "change.fixed", .info, "the domain failed in the --baseline report and does not now")
    package static let changeFile = FindingKind(
        "change.file", .warning, "the served file differs from the one in the --baseline report")
    package static let changeFormat = FindingKind(
        "change.format", .info,
        "the served file's bytes differ from the --baseline report's, but it says the same (formatting)")
    package static let changeCertificate = FindingKind(
        "change.certificate", .info,
        "the certificate (expiry, subject or issuer) was replaced since the --baseline report")
    package static let changeNewDomain = FindingKind(
        "change.new-domain", .info, "the domain is not in the --baseline report")
    package static let changeRemovedDomain = FindingKind(
        "change.removed-domain", .info, "a domain of the --baseline report is no longer verified")

    package static let changeURLLost = FindingKind(
        "change.url-lost", .warning,
        "a URL of --urls opened the app on a platform or Android band in the --baseline report and does not now")
    package static let changeURLGained = FindingKind(
        "change.url-gained", .info,
        "a URL of --urls opens the app on a platform or Android band that it did not open in the --baseline report")

    static let changeKinds: [FindingKind] = [
        changeFailing, changeFixed, changeFile, changeFormat, changeCertificate, changeNewDomain, changeRemovedDomain,
        changeURLLost, changeURLGained,
    ]

    /// True for the ids of ``changeKinds``: findings about the previous run, not about the domain.
    package static func isChange(_ id: String) -> Bool {
        id.hasPrefix("change.")
    }

    /// The changes that can break links, which `--fail-on-change` fails on: another file, a
    /// domain that fails now, a URL that no longer opens. A renewed certificate, a new, removed
    /// or fixed domain, a URL that opens now cannot.
    package static func isBreakingChange(_ id: String) -> Bool {
        id == changeFile.id || id == changeFailing.id || id == changeURLLost.id
    }
}
