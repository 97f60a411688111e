import Testing

@testable import AASACore

/// Apple's requirements for trusted TLS server certificates (HT210176, HT211025), judged on
/// hand-built chains: the client's OpenSSL may accept what devices refuse.
@Suite struct AppleCertificateRulesTests {
    static let host = "example.com"
    static let root = "CN=Example Root"
    static let intermediate = CertificateSummary(
        subject: "CN=Example CA", issuer: root, notBefore: "2024-01-01T00:00:00Z", notAfter: "2034-01-01T00:00:00Z",
        signatureAlgorithm: "sha256WithRSAEncryption", rsaKeyBits: 4096)

    static func leaf(
        notBefore: String = "2026-01-01T00:00:00Z", notAfter: String = "2026-12-01T00:00:00Z",
        names: [String] = ["DNS:example.com"], signature: String = "ecdsa-with-SHA256", rsaKeyBits: Int? = nil,
        usage: [String]? = [AppleCertificateRules.serverAuthentication]
    ) -> CertificateSummary {
        CertificateSummary(
            subject: "CN=example.com", issuer: "CN=Example CA", notBefore: notBefore, notAfter: notAfter,
            subjectAlternativeNames: names, signatureAlgorithm: signature, rsaKeyBits: rsaKeyBits,
            extendedKeyUsage: usage)
    }

    static func ids(_ chain: [CertificateSummary]) -> [String] {
        AppleCertificateRules.violations(chain, host: host).map(\.id)
    }

    @Test func aCurrentPublicChainPasses() {
        #expect(Self.ids([Self.leaf(), Self.intermediate]).isEmpty)
        #expect(
            Self.ids([
                Self.leaf(rsaKeyBits: 2048, usage: ["TLS Web Server Authentication", "TLS Web Client Authentication"])
            ]).isEmpty)
    }

    @Test(arguments: [
        (1024, ["tls.weak-key"]), (2047, ["tls.weak-key"]), (2048, []), (3072, []),
    ])
    func rsaKeysUnder2048BitsAreRefused(_ bits: Int, _ expected: [String]) {
        #expect(Self.ids([Self.leaf(signature: "sha256WithRSAEncryption", rsaKeyBits: bits)]) == expected)
    }

    @Test(arguments: [
        ("sha1WithRSAEncryption", ["tls.weak-signature"]), ("ecdsa-with-SHA1", ["tls.weak-signature"]),
        ("md5WithRSAEncryption", ["tls.weak-signature"]), ("sha256WithRSAEncryption", []),
        ("ecdsa-with-SHA384", []), ("sha512WithRSAEncryption", []), ("RSASSA-PSS", []), ("ED25519", []),
    ])
    func onlySHA2SignaturesAreAccepted(_ algorithm: String, _ expected: [String]) {
        #expect(Self.ids([Self.leaf(signature: algorithm)]) == expected)
    }

    @Test func anIntermediateIsHeldToTheKeyAndSignatureRules() {
        var weak = Self.intermediate
        weak.rsaKeyBits = 1024
        weak.signatureAlgorithm = "sha1WithRSAEncryption"
        let findings = AppleCertificateRules.violations([Self.leaf(), weak], host: Self.host)
        #expect(findings.map(\.id) == ["tls.weak-key", "tls.weak-signature"])
        #expect(findings.allSatisfy { $0.message.contains("CN=Example CA") })
    }

    @Test func aSelfSignedRootTheServerSendsIsNotJudgedByItsOwnSignature() {
        let root = CertificateSummary(
            subject: Self.root, issuer: Self.root, signatureAlgorithm: "sha1WithRSAEncryption", rsaKeyBits: 2048)
        #expect(Self.ids([Self.leaf(), Self.intermediate, root]).isEmpty)
    }

    @Test(arguments: [
        // notBefore, notAfter, expected
        ("2026-01-01T00:00:00Z", "2027-02-03T00:00:00Z", []),  // exactly 398 days
        ("2026-01-01T00:00:00Z", "2027-02-03T00:00:01Z", ["tls.validity-period"]),
        ("2020-09-01T00:00:00Z", "2021-10-05T00:00:00Z", ["tls.validity-period"]),  // 399 days
        ("2020-08-31T00:00:00Z", "2022-12-03T00:00:00Z", []),  // under the 825-day rule: 824 days
        ("2020-08-31T00:00:00Z", "2022-12-05T00:00:00Z", ["tls.validity-period"]),
        ("2019-06-30T00:00:00Z", "2029-06-30T00:00:00Z", []),  // before any limit
    ])
    func validityIsLimitedByTheIssueDate(_ notBefore: String, _ notAfter: String, _ expected: [String]) {
        #expect(Self.ids([Self.leaf(notBefore: notBefore, notAfter: notAfter)]) == expected)
    }

    @Test func serverAuthIsRequiredSinceJuly2019() {
        #expect(Self.ids([Self.leaf(usage: ["TLS Web Client Authentication"])]) == ["tls.server-auth"])
        #expect(Self.ids([Self.leaf(usage: nil)]) == ["tls.server-auth"])
        let older = Self.leaf(notBefore: "2019-06-30T00:00:00Z", notAfter: "2020-06-30T00:00:00Z", usage: nil)
        #expect(Self.ids([older]).isEmpty)
    }

    @Test func theNameMustBeASubjectAlternativeName() {
        #expect(Self.ids([Self.leaf(names: [])]) == ["tls.hostname"])
        #expect(Self.ids([Self.leaf(names: ["IP Address:127.0.0.1"])]) == ["tls.hostname"])
    }

    @Test func findingsNameTheOffendingValue() {
        let findings = AppleCertificateRules.violations(
            [Self.leaf(notBefore: "2026-01-01T00:00:00Z", notAfter: "2027-06-01T00:00:00Z", rsaKeyBits: 1024)],
            host: Self.host)
        #expect(findings.map(\.id) == ["tls.validity-period", "tls.weak-key"])
        #expect(findings[0].message.contains("516 days") && findings[0].hint.contains("398"))
        #expect(findings[1].message.contains("1024-bit"))
    }
}

/// How the classifier uses the rules: after OpenSSL's verification, and in its stead when OpenSSL's
/// own security level refused the chain for the same reason.
@Suite struct AppleCertificateClassificationTests {
    static let url = "https://example.com/.well-known/apple-app-site-association"

    static func record(verified: Bool, verifyResult: Int, chain: [CertificateSummary]) -> FetchRecord {
        var record = FetchRecord(
            url: url, curlCode: verified ? 0 : 60, httpStatus: verified ? 200 : nil,
            headers: [HTTPHeaderField(name: "Content-Type", value: "application/json")])
        record.tls = TLSRecord(verified: verified, verifyResult: verifyResult, chain: chain)
        record.fetchedAt = CertificateTimestamp.seconds("2026-06-01T00:00:00Z")
        return record
    }

    static func ids(_ record: FetchRecord) -> [String] {
        TransportClassifier.classify(record, host: AppleCertificateRulesTests.host).findings.map(\.id)
    }

    @Test(arguments: [
        (66, AppleCertificateRulesTests.leaf(signature: "sha256WithRSAEncryption", rsaKeyBits: 1024), "tls.weak-key"),
        (68, AppleCertificateRulesTests.leaf(signature: "sha1WithRSAEncryption"), "tls.weak-signature"),
        (26, AppleCertificateRulesTests.leaf(usage: ["TLS Web Client Authentication"]), "tls.server-auth"),
        (66, AppleCertificateRulesTests.leaf(), "tls.handshake"),  // no description of the chain
    ])
    func openSSLSecurityLevelFailuresAreNamedByApplesRule(_ result: Int, _ leaf: CertificateSummary, _ id: String) {
        #expect(Self.ids(Self.record(verified: false, verifyResult: result, chain: [leaf])) == [id])
    }

    @Test func aLaxClientThatVerifiedStillGetsApplesVerdict() {
        let weak = AppleCertificateRulesTests.leaf(signature: "sha1WithRSAEncryption", rsaKeyBits: 1024)
        let ids = Self.ids(Self.record(verified: true, verifyResult: 0, chain: [weak]))
        #expect(ids == ["tls.weak-key", "tls.weak-signature"])
    }

    @Test func anExpiredIntermediateIsNamedNotTheLeaf() {
        var old = AppleCertificateRulesTests.intermediate
        old.notAfter = "2026-01-01T00:00:00Z"
        let record = Self.record(verified: false, verifyResult: 10, chain: [AppleCertificateRulesTests.leaf(), old])
        let finding = TransportClassifier.classify(record, host: AppleCertificateRulesTests.host).findings.first
        #expect(finding?.id == "tls.expired")
        #expect(finding?.message.contains("intermediate certificate CN=Example CA") == true)
        #expect(finding?.message.contains("2026-01-01T00:00:00Z") == true)
    }

    @Test func anExpiredLeafIsNamedAsBefore() {
        let leaf = AppleCertificateRulesTests.leaf(notBefore: "2025-01-01T00:00:00Z", notAfter: "2025-12-01T00:00:00Z")
        let record = Self.record(
            verified: false, verifyResult: 10, chain: [leaf, AppleCertificateRulesTests.intermediate])
        let message = TransportClassifier.classify(record, host: AppleCertificateRulesTests.host).findings.first?
            .message
        #expect(message?.hasPrefix("The certificate for example.com has expired") == true)
    }
}
