extension FindingKind {
    package static let changeFailing = FindingKind(
        "change.failing", .error, "the domain fails now and did not in the --baseline report",
        example: .judged(
            "applinks:missing.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "missing.aasa.test", "platform": "apple", "status": "pass"}]}"#
                )
            ]),
        counter: .judged(
            "applinks:missing.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "missing.aasa.test", "platform": "apple", "status": "fail", "findings": [{"id": "http.status", "severity": "error"}, {"id": "cdn.failure", "severity": "error"}]}]}"#
                )
            ]))
    package static let changeFixed = FindingKind(
        "change.fixed", .info, "the domain failed in the --baseline report and does not now",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "fail", "findings": [{"id": "http.status", "severity": "error"}]}]}"#
                )
            ]),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass"}]}"#
                )
            ]))
    package static let changeFile = FindingKind(
        "change.file", .warning, "the served file differs from the one in the --baseline report",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass", "file": {"appIDs": {"activitycontinuation": ["ABCDE12345.com.example.app"], "appclips": ["ABCDE12345.com.example.app.Clip"], "applinks": ["ABCDE12345.com.example.app"], "webcredentials": ["ABCDE12345.com.example.app"]}, "sha256": "0000000000000000000000000000000000000000000000000000000000000000", "meaning": "0000000000000000000000000000000000000000000000000000000000000000"}}]}"#
                )
            ]),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass", "file": {"appIDs": {"activitycontinuation": ["ABCDE12345.com.example.app"], "appclips": ["ABCDE12345.com.example.app.Clip"], "applinks": ["ABCDE12345.com.example.app"], "webcredentials": ["ABCDE12345.com.example.app"]}, "sha256": "7d19459ee54f0ac02746ed50f4cfaef4b2ae0deb97c643bd673bddd4b976bd57", "meaning": "58b6c28d94bd03258c83b2d2ff5ffe5a0ceabc8cc85f3f02479a10f3dfdafde8"}}]}"#
                )
            ]))
    package static let changeFormat = FindingKind(
        "change.format", .info,
        "the served file's bytes differ from the --baseline report's, but it says the same (formatting)",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass", "file": {"appIDs": {"activitycontinuation": ["ABCDE12345.com.example.app"], "appclips": ["ABCDE12345.com.example.app.Clip"], "applinks": ["ABCDE12345.com.example.app"], "webcredentials": ["ABCDE12345.com.example.app"]}, "sha256": "0000000000000000000000000000000000000000000000000000000000000000", "meaning": "58b6c28d94bd03258c83b2d2ff5ffe5a0ceabc8cc85f3f02479a10f3dfdafde8"}}]}"#
                )
            ]),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass", "file": {"appIDs": {"activitycontinuation": ["ABCDE12345.com.example.app"], "appclips": ["ABCDE12345.com.example.app.Clip"], "applinks": ["ABCDE12345.com.example.app"], "webcredentials": ["ABCDE12345.com.example.app"]}, "sha256": "7d19459ee54f0ac02746ed50f4cfaef4b2ae0deb97c643bd673bddd4b976bd57", "meaning": "58b6c28d94bd03258c83b2d2ff5ffe5a0ceabc8cc85f3f02479a10f3dfdafde8"}}]}"#
                )
            ]))
    package static let changeCertificate = FindingKind(
        "change.certificate", .info,
        "the certificate (expiry, subject or issuer) was replaced since the --baseline report",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass", "fetch": {"tls": {"issuer": "CN = aasa fixture world root CA", "notAfter": "2026-11-28T13:39:20Z", "subject": "CN = aasa.test", "verified": true}}}]}"#
                )
            ]),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass", "fetch": {"tls": {"issuer": "CN = aasa fixture world root CA", "notAfter": "2027-11-28T13:39:20Z", "subject": "CN = aasa.test", "verified": true}}}]}"#
                )
            ]))
    package static let changeNewDomain = FindingKind(
        "change.new-domain", .info, "the domain is not in the --baseline report",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "www.aasa.test", "platform": "apple", "status": "pass"}]}"#
                )
            ]),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass"}]}"#
                )
            ]))
    package static let changeRemovedDomain = FindingKind(
        "change.removed-domain", .info, "a domain of the --baseline report is no longer verified",
        example: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass"}, {"domain": "www.aasa.test", "platform": "apple", "status": "pass"}]}"#
                )
            ]),
        counter: .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            files: [
                .init(
                    "baseline.json",
                    #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass"}]}"#
                )
            ]))

    package static let changeURLLost = FindingKind(
        "change.url-lost", .warning,
        "a URL of --urls opened the app on a platform or Android band in the --baseline report and does not now",
        example: .urlsAgainstBaseline("https://good.aasa.test/contact", answered: "opens"),
        counter: .urlsAgainstBaseline("https://good.aasa.test/contact", answered: "does-not-open"))
    package static let changeURLGained = FindingKind(
        "change.url-gained", .info,
        "a URL of --urls opens the app on a platform or Android band that it did not open in the --baseline report",
        example: .urlsAgainstBaseline("https://good.aasa.test/buy/1", answered: "does-not-open"),
        counter: .urlsAgainstBaseline("https://good.aasa.test/buy/1", answered: "opens"))

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

extension FindingExample {
    /// `--urls` (the one URL `url`) judged against a baseline report whose answer for it was
    /// `verdict`, as the change.url-* kinds compare them.
    fileprivate static func urlsAgainstBaseline(_ url: String, answered verdict: String) -> Self {
        let baseline =
            #"{"schemaVersion": 1, "domains": [{"domain": "good.aasa.test", "platform": "apple", "status": "pass"}], "#
            + #""urls": [{"app": "ABCDE12345.com.example.app", "host": "good.aasa.test", "platform": "apple", "#
            + #""url": "\#(url)", "verdict": "\#(verdict)"}]}"#
        return .judged(
            "applinks:good.aasa.test", "--app-id", "ABCDE12345.com.example.app", "--baseline", "baseline.json",
            "--urls", "urls.txt", files: [.init("baseline.json", baseline), .init("urls.txt", url)])
    }
}
