/// Apple's requirements for trusted TLS server certificates, where Apple's systems are stricter
/// than OpenSSL (so a site passes curl and fails on every device).
///
/// "Requirements for trusted certificates in iOS 13 and macOS 10.15" (support.apple.com/HT210176):
/// - RSA keys of the server certificate and its issuing CAs are 2048 bits or more;
/// - their signatures use a SHA-2 hash, never SHA-1;
/// - the server's DNS name is in the Subject Alternative Name (the Common Name is not trusted);
/// - issued on or after 2019-07-01 (`notBefore`): an ExtendedKeyUsage with id-kp-serverAuth,
///   and a validity period of at most 825 days.
///
/// "About upcoming limits on trusted certificates" (support.apple.com/HT211025): issued on or after
/// 2020-09-01, at most 398 days. The CA/Browser Forum's later, shorter limits (200 days from
/// 2026-03-15) bind the authorities; Apple has not said that devices enforce them, so aasa does not.
///
/// OpenSSL at Debian's security level 2 already refuses a short RSA key, a SHA-1 signature and
/// a wrong key usage; a client with a laxer policy (RHEL's LEGACY, say) accepts them, and these
/// checks still catch them from the described chain.
enum AppleCertificateRules {
    /// Findings for a chain OpenSSL verified.
    static func findings(_ record: FetchRecord, host: String) -> [Finding] {
        guard let tls = record.tls, tls.verified else { return [] }
        return violations(tls.chain, host: host)
    }

    /// Every rule the chain (leaf first) breaks, leaf rules first.
    static func violations(_ chain: [CertificateSummary], host: String) -> [Finding] {
        guard let leaf = chain.first else { return [] }
        var findings = leafFindings(leaf, host: host)
        // The leaf and its issuing CAs; a root the server happens to send is trusted as an anchor,
        // not by its own signature.
        for certificate in chain where chain.first == certificate || certificate.subject != certificate.issuer {
            findings += keyAndSignatureFindings(certificate, isLeaf: certificate == leaf, host: host)
        }
        return findings
    }

    static let iOS13Cutoff = CertificateTimestamp.seconds("2019-07-01T00:00:00Z")!
    static let oneYearCutoff = CertificateTimestamp.seconds("2020-09-01T00:00:00Z")!

    /// The longest validity Apple accepts for a certificate issued at `notBefore`, in days.
    static func validityLimit(issuedAt notBefore: Int64) -> Int? {
        if notBefore >= oneYearCutoff { return 398 }
        if notBefore >= iOS13Cutoff { return 825 }
        return nil
    }

    private static func leafFindings(_ leaf: CertificateSummary, host: String) -> [Finding] {
        var findings: [Finding] = []
        if !leaf.subjectAlternativeNames.contains(where: { $0.hasPrefix("DNS:") }) {
            findings.append(
                FindingKind.tlsHostname(
                    "The certificate for \(host) (\(leaf.subject)) names the host only in its Common Name, with no "
                        + "Subject Alternative Name; Apple's systems ignore the Common Name since iOS 13, so devices "
                        + "reject it although OpenSSL accepts it.",
                    hint: "Reissue the certificate with DNS:\(host) in its Subject Alternative Name extension."))
        }
        guard let issued = leaf.notBefore.flatMap(CertificateTimestamp.seconds), issued >= iOS13Cutoff else {
            return findings
        }
        if !(leaf.extendedKeyUsage ?? []).contains(serverAuthentication) {
            let usages = leaf.extendedKeyUsage.map { "only \($0.joined(separator: ", "))" } ?? "no extended key usage"
            findings.append(
                FindingKind.tlsServerAuth(
                    "The certificate for \(host) (\(leaf.subject)) has \(usages); Apple's systems require the "
                        + "serverAuth extended key usage in certificates issued since 2019-07-01.",
                    hint: "Reissue the certificate for \(host) with extendedKeyUsage = serverAuth."))
        }
        if let expiry = leaf.notAfter.flatMap(CertificateTimestamp.seconds),
            let limit = validityLimit(issuedAt: issued),
            expiry - issued > Int64(limit) * 86_400
        {
            let days = (expiry - issued) / 86_400
            findings.append(
                FindingKind.tlsValidityPeriod(
                    "The certificate for \(host) (\(leaf.subject)) is valid for \(days) days, from "
                        + "\(leaf.notBefore ?? "?") to \(leaf.notAfter ?? "?"); Apple's systems reject certificates "
                        + "issued then that are valid for more than \(limit) days.",
                    hint: "Reissue the certificate for \(host) valid for at most \(limit) days (public authorities "
                        + "already do; automated renewal such as ACME uses 90)."))
        }
        return findings
    }

    private static func keyAndSignatureFindings(_ certificate: CertificateSummary, isLeaf: Bool, host: String)
        -> [Finding]
    {
        let role =
            isLeaf
            ? "The certificate for \(host) (\(certificate.subject))"
            : "The intermediate certificate \(certificate.subject)"
        let reissue =
            isLeaf ? "Reissue the certificate for \(host)" : "Serve a current intermediate from your authority"
        var findings: [Finding] = []
        if let bits = certificate.rsaKeyBits, bits < 2048 {
            findings.append(
                FindingKind.tlsWeakKey(
                    "\(role) has a \(bits)-bit RSA key; Apple's systems require at least 2048 bits.",
                    hint: "\(reissue) with an RSA key of 2048 bits or more, or an ECDSA P-256 key."))
        }
        if let algorithm = certificate.signatureAlgorithm, isWeakHash(algorithm) {
            findings.append(
                FindingKind.tlsWeakSignature(
                    "\(role) is signed with \(algorithm); Apple's systems accept only SHA-2 signatures.",
                    hint: "\(reissue) signed with SHA-256 or stronger."))
        }
        return findings
    }

    static let serverAuthentication = "TLS Web Server Authentication"

    /// OpenSSL's names for signatures over SHA-1 and older hashes (`sha1WithRSAEncryption`,
    /// `ecdsa-with-SHA1`, `md5WithRSAEncryption`). Unknown names are not flagged.
    static func isWeakHash(_ algorithm: String) -> Bool {
        let name = algorithm.lowercased()
        return ["sha1", "md5", "md4", "md2"].contains { name.contains($0) }
    }
}
