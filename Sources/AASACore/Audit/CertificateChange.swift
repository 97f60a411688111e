/// `change.certificate`: the leaf certificate's expiry, subject or issuer differs from the
/// baseline's, as after a renewal or a move to another certificate authority.
enum CertificateChange {
    static func finding(domain: String, before: TLSSummary?, now: TLSSummary?) -> Finding? {
        guard let before, let now else { return nil }
        var changes: [String] = []
        for (name, old, new) in [
            ("notAfter", before.notAfter, now.notAfter), ("subject", before.subject, now.subject),
            ("issuer", before.issuer, now.issuer),
        ] {
            // A side that did not see the certificate (nil) is no evidence of a replacement.
            guard let old, let new, old != new else { continue }
            changes.append("\(name) \"\(old)\" to \"\(new)\"")
        }
        guard !changes.isEmpty else { return nil }
        return FindingKind.changeCertificate(
            "The certificate of \(domain) was replaced since the baseline report: \(changes.joined(separator: "; ")).",
            hint: "Nothing to fix if the certificate was renewed on purpose; check that the new one carries its chain.")
    }
}
