/// `tls.expiring`: a verified certificate that expires soon. Pure: the time comes from the caller,
/// never from the clock, so the check is tested at any date.
///
/// Only a verified chain is judged: an expired or untrusted one is already an error of its own.
package enum CertificateExpiry {
    /// - Parameters:
    ///   - now: seconds since 1970, injected.
    ///   - warningDays: 0 turns the check off.
    package static func findings(_ record: FetchRecord, host: String, now: Int64, warningDays: Int) -> [Finding] {
        guard warningDays > 0, let tls = record.tls, tls.verified, let notAfter = tls.chain.first?.notAfter,
            let expiry = CertificateTimestamp.seconds(notAfter)
        else { return [] }
        let left = expiry - now
        guard left >= 0, left < Int64(warningDays) * 86_400 else { return [] }
        let days = left / 86_400
        let when = days == 0 ? "in less than a day" : days == 1 ? "in 1 day" : "in \(days) days"
        return [
            FindingKind.tlsExpiring(
                "The certificate of \(host) expires \(when), at \(notAfter).",
                hint: "Renew the certificate of \(host) and install it with its full chain before \(notAfter).")
        ]
    }
}
