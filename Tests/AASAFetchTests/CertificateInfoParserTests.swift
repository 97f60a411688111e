import AASACore
import Testing

@testable import AASAFetch

/// libcurl's certificate text as OpenSSL prints it (captured from libcurl 7.88 / OpenSSL 3.0).
@Suite struct CertificateInfoParserTests {
    @Test func certificateLinesBecomeASummary() {
        let summary = CertificateInfoParser.summary(fromLines: [
            "Subject:CN = good.aasa.test", "Issuer:CN = aasa test root", "Version:2",
            "X509v3 Subject Alternative Name:DNS:*.aasa.test, DNS:aasa.test",
            "Start date:Nov 22 01:16:52 2026 GMT", "Expire date:Dec  2 01:16:52 2026 GMT",
            "Cert:-----BEGIN CERTIFICATE-----",
        ])
        #expect(
            summary
                == CertificateSummary(
                    subject: "CN = good.aasa.test", issuer: "CN = aasa test root", notBefore: "2026-11-22T01:16:52Z",
                    notAfter: "2026-12-02T01:16:52Z", subjectAlternativeNames: ["DNS:*.aasa.test", "DNS:aasa.test"]))
    }

    /// What Apple's certificate rules read: signature, RSA size and key usages (curl -w %{certs}).
    @Test func keySignatureAndUsageAreRead() {
        let summary = CertificateInfoParser.summary(fromLines: [
            "Subject:CN = rsa1024.test", "Signature Algorithm:sha1WithRSAEncryption",
            "Public Key Algorithm:rsaEncryption", "RSA Public Key:1024",
            "X509v3 Extended Key Usage:TLS Web Server Authentication, TLS Web Client Authentication",
        ])
        #expect(summary.signatureAlgorithm == "sha1WithRSAEncryption")
        #expect(summary.rsaKeyBits == 1024)
        #expect(summary.extendedKeyUsage == ["TLS Web Server Authentication", "TLS Web Client Authentication"])
        let ecdsa = CertificateInfoParser.summary(fromLines: ["Public Key Algorithm:id-ecPublicKey"])
        #expect(ecdsa.rsaKeyBits == nil && ecdsa.extendedKeyUsage == nil)
    }

    @Test(arguments: [
        ("Jan  1 00:00:00 2030 GMT", "2030-01-01T00:00:00Z"), ("Dec 31 23:59:59 1999 GMT", "1999-12-31T23:59:59Z"),
    ])
    func openSSLDateBecomesISO8601(_ text: String, _ iso: String) {
        #expect(CertificateInfoParser.isoDate(fromOpenSSL: text) == iso)
    }

    @Test(arguments: ["", "Foo  1 00:00:00 2030 GMT", "Jan 32 00:00:00 2030 GMT", "Jan  1 00:00 2030 GMT", "garbage"])
    func unknownDateFormIsNotGuessed(_ text: String) {
        #expect(CertificateInfoParser.isoDate(fromOpenSSL: text) == nil)
    }

    @Test func unreadableDateIsKeptAsReceived() {
        let summary = CertificateInfoParser.summary(fromLines: ["Expire date:20300101000000Z"])
        #expect(summary.notAfter == "20300101000000Z")
    }
}
