/// Where Apple's systems are stricter than OpenSSL about a certificate that verified.
///
/// "Requirements for trusted certificates in iOS 13 and macOS 10.15" (Apple support HT210176):
/// the server's name must be in the certificate's Subject Alternative Name; the Common Name is
/// no longer trusted. OpenSSL (and so libcurl) still falls back to the Common Name when a
/// certificate has no DNS name at all, so such a site passes curl and fails on every device.
enum AppleCertificateRules {
    static func findings(_ record: FetchRecord, host: String) -> [Finding] {
        guard let tls = record.tls, tls.verified, let leaf = tls.chain.first else { return [] }
        guard !leaf.subjectAlternativeNames.contains(where: { $0.hasPrefix("DNS:") }) else { return [] }
        return [
            FindingKind.tlsHostname(
                "The certificate for \(host) (\(leaf.subject)) names the host only in its Common Name, with no "
                    + "Subject Alternative Name; Apple's systems ignore the Common Name since iOS 13, so devices "
                    + "reject it although OpenSSL accepts it.",
                hint: "Reissue the certificate with DNS:\(host) in its Subject Alternative Name extension.")
        ]
    }
}
