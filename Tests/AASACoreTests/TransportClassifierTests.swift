import Testing

@testable import AASACore

/// The transport judgement on hand-built records: one case per finding id, no network.
@Suite struct TransportClassifierTests {
    static let host = "example.com"
    static let url = "https://example.com/.well-known/apple-app-site-association"
    static let legacyURL = "https://example.com/apple-app-site-association"
    static let file = Array(#"{"applinks":{"details":[]}}"#.utf8)

    static let leaf = CertificateSummary(
        subject: "CN=example.com", issuer: "CN=Example CA", notBefore: "2020-01-01T00:00:00Z",
        notAfter: "2021-01-01T00:00:00Z", subjectAlternativeNames: ["DNS:other.example"],
        extendedKeyUsage: [AppleCertificateRules.serverAuthentication])

    static func served(_ contentType: String? = "application/json", url: String = url) -> FetchRecord {
        FetchRecord(
            url: url, httpStatus: 200,
            headers: contentType.map { [HTTPHeaderField(name: "Content-Type", value: $0)] } ?? [], body: file,
            tls: TLSRecord(verified: true, verifyResult: 0, chain: [leaf]))
    }

    static func failed(_ code: Int, _ error: String = "", verifyResult: Int = 0, chain: [CertificateSummary] = [])
        -> FetchRecord
    {
        FetchRecord(
            url: url, curlCode: code, curlError: error,
            tls: TLSRecord(verified: false, verifyResult: verifyResult, chain: chain))
    }

    static func answered(_ status: Int, headers: [HTTPHeaderField] = []) -> FetchRecord {
        FetchRecord(url: url, httpStatus: status, headers: headers, body: Array("<html>".utf8))
    }

    static func ids(_ verdict: TransportVerdict) -> [String] { verdict.findings.map(\.id) }

    /// A proxy that refuses the tunnel is the proxy's answer, never the site's: `net.proxy`, and
    /// no status finding for the site.
    @Test func aProxyThatRefusesTheTunnelIsNotTheSite() {
        var record = Self.answered(403)
        record.proxyStatus = 403
        record.primaryIP = "127.0.0.1"
        #expect(Self.ids(TransportClassifier.classify(record, host: Self.host)) == ["net.proxy"])
        record.proxyStatus = 200
        #expect(Self.ids(TransportClassifier.classify(record, host: Self.host)) == ["http.status"])
    }

    @Test func servedJSONHasNoFindingsAndItsBodyIsParsed() {
        let verdict = TransportClassifier.classify(Self.served(), host: Self.host)
        #expect(verdict.findings.isEmpty)
        #expect(verdict.servedBody == Self.file)
        #expect(!verdict.shouldTryLegacyLocation)
    }

    @Test(arguments: ["application/json; charset=utf-8", "Application/JSON", " application/json ;charset=UTF-8"])
    func jsonWithParametersOrCaseIsAccepted(_ type: String) {
        #expect(TransportClassifier.classify(Self.served(type), host: Self.host).findings.isEmpty)
    }

    @Test(
        arguments: ["text/html; charset=utf-8", "application/octet-stream", "application/pkcs7-mime", nil]
            as [String?])
    func otherContentTypeIsAWarningAndTheBodyIsStillParsed(_ type: String?) {
        let verdict = TransportClassifier.classify(Self.served(type), host: Self.host)
        #expect(Self.ids(verdict) == ["http.content-type"])
        #expect(verdict.findings.first?.severity == .warning)
        #expect(verdict.servedBody == Self.file)
    }

    @Test(arguments: [
        (6, "net.dns"), (5, "net.dns"), (7, "net.connect"), (28, "net.timeout"), (35, "tls.handshake"),
        (77, "tls.handshake"), (56, "net.transfer"), (52, "net.transfer"), (61, "net.transfer"),
        (23, "net.transfer"),
    ])
    func transferErrorMapsToItsID(_ code: Int, _ id: String) {
        let verdict = TransportClassifier.classify(FetchRecord(url: Self.url, curlCode: code), host: Self.host)
        #expect(Self.ids(verdict) == [id])
        #expect(verdict.servedBody == nil)
        #expect(!verdict.shouldTryLegacyLocation)
    }

    @Test(arguments: [
        (10, "tls.expired"), (9, "tls.expired"), (18, "tls.untrusted"), (19, "tls.untrusted"),
        (20, "tls.untrusted"), (21, "tls.untrusted"), (2, "tls.untrusted"), (62, "tls.hostname"),
        (50, "tls.handshake"),
    ])
    func verificationResultMapsToItsID(_ result: Int, _ id: String) {
        let record = Self.failed(60, "SSL certificate problem", verifyResult: result, chain: [Self.leaf])
        #expect(Self.ids(TransportClassifier.classify(record, host: Self.host)) == [id])
    }

    @Test func hostnameMismatchIsRecognisedByTheErrorText() {
        // OpenSSL reports 1 ("not evaluated") for a name mismatch; only the text tells.
        let record = Self.failed(
            60, "SSL: no alternative certificate subject name matches target host name 'example.com'",
            verifyResult: 1, chain: [Self.leaf])
        let verdict = TransportClassifier.classify(record, host: Self.host)
        #expect(Self.ids(verdict) == ["tls.hostname"])
        #expect(verdict.findings.first?.message.contains("DNS:other.example") == true)
    }

    @Test func expiredCertificateMessageNamesItsDates() {
        let record = Self.failed(60, "certificate has expired", verifyResult: 10, chain: [Self.leaf])
        let message = TransportClassifier.classify(record, host: Self.host).findings.first?.message ?? ""
        #expect(message.contains("2021-01-01T00:00:00Z") && message.contains("CN=Example CA"))
    }

    @Test func missingIntermediateIsWordedDifferentlyFromSelfSigned() {
        let selfSigned = CertificateSummary(subject: "CN=example.com", issuer: "CN=example.com")
        let missing = TransportClassifier.classify(
            Self.failed(60, verifyResult: 20, chain: [Self.leaf]), host: Self.host)
        let signed = TransportClassifier.classify(
            Self.failed(60, verifyResult: 18, chain: [selfSigned]), host: Self.host)
        #expect(Self.ids(missing) == ["tls.untrusted"] && Self.ids(signed) == ["tls.untrusted"])
        #expect(missing.findings.first?.hint != signed.findings.first?.hint)
    }

    @Test(arguments: [301, 302, 307, 308])
    func redirectIsAnErrorNamingTheLocation(_ status: Int) {
        let target = "https://www.example.com/.well-known/apple-app-site-association"
        let record = Self.answered(status, headers: [HTTPHeaderField(name: "location", value: target)])
        let verdict = TransportClassifier.classify(record, host: Self.host)
        #expect(Self.ids(verdict) == ["http.redirect"])
        #expect(verdict.findings.first?.message.contains(target) == true)
        #expect(verdict.servedBody == nil)
        #expect(verdict.shouldTryLegacyLocation)
    }

    @Test(arguments: [404, 403, 500, 204])
    func statusOtherThan200IsAnErrorAndTriesTheLegacyLocation(_ status: Int) {
        let verdict = TransportClassifier.classify(Self.answered(status), host: Self.host)
        #expect(Self.ids(verdict) == ["http.status"])
        #expect(verdict.servedBody == nil)
        #expect(verdict.shouldTryLegacyLocation)
    }

    @Test func bodyPastTheLimitIsTooLarge() {
        var record = Self.served()
        record.curlCode = 23
        record.bodyExceededLimit = true
        let verdict = TransportClassifier.classify(record, host: Self.host)
        #expect(Self.ids(verdict) == ["http.too-large"])
        #expect(verdict.servedBody == nil)
    }

    @Test func largeErrorPageIsReportedByItsStatus() {
        var record = Self.answered(404)
        record.curlCode = 23
        record.bodyExceededLimit = true
        #expect(Self.ids(TransportClassifier.classify(record, host: Self.host)) == ["http.status"])
    }

    @Test func endlessHeadersAreReported() {
        let record = FetchRecord(url: Self.url, curlCode: 23, httpStatus: 200, headersExceededLimit: true)
        let verdict = TransportClassifier.classify(record, host: Self.host)
        #expect(Self.ids(verdict) == ["http.headers-too-large"])
        #expect(!verdict.shouldTryLegacyLocation)
    }

    @Test func timeoutAfter200IsATimeoutNotAServedFile() {
        var record = Self.served()
        record.curlCode = 28
        let verdict = TransportClassifier.classify(record, host: Self.host)
        #expect(Self.ids(verdict) == ["net.timeout"])
        #expect(verdict.servedBody == nil)
    }

    @Test func legacyLocationThatServesTheFileIsOnlyAWarning() {
        let verdict = TransportClassifier.classifyLegacy(
            wellKnown: Self.answered(404), legacy: Self.served(url: Self.legacyURL), host: Self.host)
        #expect(Self.ids(verdict) == ["http.legacy-location"])
        #expect(verdict.servedBody == Self.file)
        #expect(!verdict.shouldTryLegacyLocation)
    }

    /// A well-known path that fails as a server does keeps its error beside the warning (issue
    /// 42, item 5); one that is simply not there (404) is the warning alone.
    @Test func aWellKnownOutageIsNamedEvenWhenTheRootServesTheFile() {
        let outage = TransportClassifier.classifyLegacy(
            wellKnown: Self.answered(503), legacy: Self.served(url: Self.legacyURL), host: Self.host)
        #expect(Self.ids(outage) == ["http.status", "http.legacy-location"])
        #expect(outage.servedBody == Self.file)
    }

    /// A single-page app's root answers its HTML shell with 200: no file is served there.
    @Test func aRootThatServesHTMLServesNoFile() {
        var shell = Self.served("text/html", url: Self.legacyURL)
        shell.body = Array("<!doctype html><html><body>app</body></html>".utf8)
        let verdict = TransportClassifier.classifyLegacy(wellKnown: Self.answered(404), legacy: shell, host: Self.host)
        #expect(Self.ids(verdict) == ["http.status"])
        #expect(verdict.servedBody == nil)
    }

    @Test func legacyLocationKeepsItsOwnContentTypeWarning() {
        let verdict = TransportClassifier.classifyLegacy(
            wellKnown: Self.answered(404), legacy: Self.served("text/plain", url: Self.legacyURL), host: Self.host)
        #expect(Self.ids(verdict) == ["http.legacy-location", "http.content-type"])
    }

    @Test func legacyLocationThatFailsLeavesTheWellKnownFailure() {
        let verdict = TransportClassifier.classifyLegacy(
            wellKnown: Self.answered(301), legacy: Self.answered(404), host: Self.host)
        #expect(Self.ids(verdict) == ["http.redirect"])
        #expect(verdict.servedBody == nil)
        #expect(!verdict.shouldTryLegacyLocation)
    }

    @Test func everyFindingHasAHintNamingTheHost() {
        let records = [
            FetchRecord(url: Self.url, curlCode: 6), FetchRecord(url: Self.url, curlCode: 7),
            Self.failed(60, verifyResult: 10, chain: [Self.leaf]), Self.answered(404), Self.served("text/html"),
        ]
        for record in records {
            for finding in TransportClassifier.classify(record, host: Self.host).findings {
                #expect(finding.hint.contains(Self.host), "\(finding.id): \(finding.hint)")
            }
        }
    }

    @Test func everyTransportIDIsInTheCatalogue() {
        for id in ["net.transfer", "http.headers-too-large"] {
            #expect(FindingKind.named(id) != nil)
        }
    }
}

extension TransportClassifierTests {
    @Test(arguments: [304, 300, 305])
    func threeHundredsThatDoNotRedirectAreStatuses(_ status: Int) {
        let verdict = TransportClassifier.classify(Self.answered(status, headers: []), host: Self.host)
        #expect(Self.ids(verdict) == ["http.status"])
    }

    @Test func redirectWithoutLocationIsStillARedirect() {
        #expect(
            Self.ids(TransportClassifier.classify(Self.answered(302, headers: []), host: Self.host)) == [
                "http.redirect"
            ])
    }

    /// Two lengths that disagree, in two fields or one list; the same length twice is harmless.
    @Test(arguments: [
        (["27", "17"], ["net.transfer"]), (["27, 17"], ["net.transfer"]), (["27", "27"], []), (["27, 27"], []),
        (["27"], []),
    ])
    func conflictingContentLengthIsAnAmbiguousAnswer(_ lengths: [String], _ expected: [String]) {
        var record = Self.served()
        record.headers += lengths.map { HTTPHeaderField(name: "content-length", value: $0) }
        #expect(Self.ids(TransportClassifier.classify(record, host: Self.host)) == expected)
    }

    @Test func headerLineOverLibcurlsLimitIsHeadersTooLarge() {
        let verdict = TransportClassifier.classify(Self.failed(27, "Out of memory"), host: Self.host)
        #expect(Self.ids(verdict) == ["http.headers-too-large"])
    }

    @Test func oversizedCDNCopyHasItsOwnMessage() {
        var record = FetchRecord(url: "https://app-site-association.cdn-apple.com/a/v1/example.com", curlCode: 23)
        record.bodyExceededLimit = true
        let verdict = CDNClassifier.classify(record, origin: nil, host: Self.host)
        #expect(verdict.findings.map(\.id) == ["cdn.failure"])
        #expect(verdict.findings.first?.message.contains("Failure writing") == false)
    }
}

extension TransportClassifierTests {
    static func verified(leafNames: [String]) -> FetchRecord {
        var record = Self.served()
        let leaf = CertificateSummary(
            subject: "CN=example.com", issuer: "CN=Example CA", notBefore: "2026-01-01T00:00:00Z",
            notAfter: "2026-12-01T00:00:00Z", subjectAlternativeNames: leafNames,
            extendedKeyUsage: [AppleCertificateRules.serverAuthentication])
        record.tls = TLSRecord(verified: true, verifyResult: 0, chain: [leaf])
        return record
    }

    /// OpenSSL falls back to the Common Name; Apple's systems have not since iOS 13.
    @Test func commonNameOnlyCertificateIsAHostnameErrorAndTheFileIsStillRead() {
        let verdict = TransportClassifier.classify(Self.verified(leafNames: []), host: Self.host)
        #expect(Self.ids(verdict) == ["tls.hostname"])
        #expect(verdict.servedBody != nil)
        let ipOnly = TransportClassifier.classify(Self.verified(leafNames: ["IP Address:127.0.0.1"]), host: Self.host)
        #expect(Self.ids(ipOnly) == ["tls.hostname"])
    }

    @Test func certificateWithADNSNameIsFine() {
        let verdict = TransportClassifier.classify(Self.verified(leafNames: ["DNS:example.com"]), host: Self.host)
        #expect(Self.ids(verdict).isEmpty)
    }
}
