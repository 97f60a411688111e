import Testing

@testable import AASACore

/// `tls.expiring` with an injected time, and the certificate time format it reads.
@Suite struct CertificateExpiryTests {
    /// Vectors checked with `date -u -d ... +%s`.
    static let timestamps: [(String, Int64?)] = [
        ("1970-01-01T00:00:00Z", 0),
        ("2000-03-01T00:00:00Z", 951_868_800),
        ("2024-02-29T23:59:59Z", 1_709_251_199),
        ("2027-01-31T12:00:00Z", 1_801_396_800),
        ("2027-01-31T12:00Z", 1_801_396_800),
        ("1969-12-31T23:59:59Z", -1),
        ("2027-01-31T12:00:00", nil),
        ("2027-13-01T00:00:00Z", nil),
        ("2027-01-31 12:00:00Z", nil),
        ("Jan 31 12:00:00 2027 GMT", nil),
        ("", nil),
    ]

    @Test(arguments: timestamps)
    func certificateTimeIsReadAsSecondsSince1970(_ text: String, _ expected: Int64?) {
        #expect(CertificateTimestamp.seconds(text) == expected)
    }

    static let notAfter = "2027-01-31T12:00:00Z"
    static let expiry: Int64 = 1_801_396_800
    static let day: Int64 = 86_400

    static func record(verified: Bool = true, notAfter: String? = notAfter) -> FetchRecord {
        FetchRecord(
            url: "https://example.com/.well-known/apple-app-site-association", httpStatus: 200,
            tls: TLSRecord(
                verified: verified, verifyResult: verified ? 0 : 10,
                chain: [CertificateSummary(subject: "CN=example.com", issuer: "CN=CA", notAfter: notAfter)]))
    }

    static func ids(_ record: FetchRecord, now: Int64, days: Int = 21) -> [String] {
        CertificateExpiry.findings(record, host: "example.com", now: now, warningDays: days).map(\.id)
    }

    @Test(arguments: [0, 1, 20])
    func certificateExpiringWithinTheWindowWarns(_ daysLeft: Int64) {
        #expect(Self.ids(Self.record(), now: Self.expiry - daysLeft * Self.day - 60) == ["tls.expiring"])
    }

    @Test(arguments: [21, 22, 365])
    func certificateExpiringLaterIsFine(_ daysLeft: Int64) {
        #expect(Self.ids(Self.record(), now: Self.expiry - daysLeft * Self.day).isEmpty)
    }

    @Test func windowFollowsTheSetting() {
        let now = Self.expiry - 40 * Self.day
        #expect(Self.ids(Self.record(), now: now, days: 60) == ["tls.expiring"])
        #expect(Self.ids(Self.record(), now: now, days: 0).isEmpty)
    }

    /// An expired or untrusted certificate is `tls.expired` / `tls.untrusted`, not "expiring".
    @Test func expiredOrUnverifiedCertificateIsLeftToTheTLSFindings() {
        #expect(Self.ids(Self.record(), now: Self.expiry + 1).isEmpty)
        #expect(Self.ids(Self.record(verified: false), now: Self.expiry - Self.day).isEmpty)
        #expect(Self.ids(Self.record(notAfter: nil), now: Self.expiry - Self.day).isEmpty)
        #expect(Self.ids(Self.record(notAfter: "garbage"), now: Self.expiry - Self.day).isEmpty)
        #expect(Self.ids(FetchRecord(url: "https://x/"), now: 0).isEmpty)
    }

    @Test func expiringIsAWarning() {
        #expect(FindingKind.tlsExpiring.severity == .warning)
        #expect(FindingKind.named("tls.expiring") != nil)
    }
}
