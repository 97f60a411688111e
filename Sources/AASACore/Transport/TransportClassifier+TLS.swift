extension TransportClassifier {
    /// libcurl code 60: the chain or the host name failed verification. OpenSSL's verify result
    /// tells the chain problems apart; a host-name mismatch shows only in the error text.
    static func certificateFailure(_ record: FetchRecord, location: Location) -> Finding {
        let result = record.tls?.verifyResult ?? 0
        let leaf = record.tls?.chain.first
        if result == X509Error.hostnameMismatch || isHostnameMismatch(record.curlError) {
            return hostnameFailure(leaf: leaf, location: location)
        }
        switch result {
        case X509Error.certHasExpired, X509Error.certNotYetValid:
            return expiryFailure(record, notYetValid: result == X509Error.certNotYetValid, location: location)
        case X509Error.selfSignedLeaf, X509Error.selfSignedInChain, X509Error.unableToGetLocalIssuer,
            X509Error.unableToGetIssuerCert, X509Error.unableToVerifyLeafSignature, X509Error.invalidCA,
            X509Error.certUntrusted, X509Error.certRejected:
            return untrustedFailure(record, result: result, location: location)
        case X509Error.eeKeyTooSmall, X509Error.caKeyTooSmall, X509Error.caMdTooWeak, X509Error.invalidPurpose:
            // OpenSSL's security level refused what Apple's rules refuse too: the described chain
            // says which rule, in Apple's words.
            return AppleCertificateRules.violations(record.tls?.chain ?? [], host: location.host).first
                ?? otherVerificationFailure(record, result: result, location: location)
        default:
            return otherVerificationFailure(record, result: result, location: location)
        }
    }

    private static func otherVerificationFailure(_ record: FetchRecord, result: Int, location: Location) -> Finding {
        FindingKind.tlsHandshake(
            "The certificate of \(location.host) failed verification (\(describe(record)), OpenSSL result \(result)).",
            hint: trustedCertificateHint(location))
    }

    /// Other TLS failures: no protocol or cipher in common, a server that does not speak TLS...
    static func handshakeFailure(_ record: FetchRecord, location: Location) -> Finding {
        FindingKind.tlsHandshake(
            "The TLS handshake with \(location.host) failed (\(describe(record))).",
            hint: "Serve HTTPS on port 443 of \(location.host) with TLS 1.2 or 1.3 and a certificate "
                + "from a publicly trusted authority.")
    }

    static func isHostnameMismatch(_ text: String) -> Bool {
        text.contains("no alternative certificate subject name matches")
            || text.contains("does not match target host name")
    }

    private static func hostnameFailure(leaf: CertificateSummary?, location: Location) -> Finding {
        let names = leaf.map {
            $0.subjectAlternativeNames.isEmpty ? "no names" : $0.subjectAlternativeNames.joined(separator: ", ")
        }
        return FindingKind.tlsHostname(
            "The certificate presented for \(location.host) does not cover it"
                + (names.map { "; it names \($0)" } ?? "") + ".",
            hint: "Install a certificate whose subject alternative names include \(location.host).")
    }

    private static func expiryFailure(_ record: FetchRecord, notYetValid: Bool, location: Location) -> Finding {
        let chain = record.tls?.chain ?? []
        let state = notYetValid ? "is not yet valid" : "has expired"
        if let index = outOfDate(chain, at: record.fetchedAt, notYetValid: notYetValid), index > 0 {
            let intermediate = chain[index]
            return FindingKind.tlsExpired(
                "The intermediate certificate \(intermediate.subject) sent by \(location.host) \(state) (issuer "
                    + "\(intermediate.issuer), \(validity(intermediate))); the server's own certificate is in date.",
                hint: notYetValid
                    ? "Serve the intermediate your authority issues now (check the server's clock too)."
                    : "Replace the expired intermediate in the chain file of \(location.host) with your "
                        + "authority's current one.")
        }
        return FindingKind.tlsExpired(
            "The certificate for \(location.host) \(state)" + certificateDetails(chain.first) + ".",
            hint: notYetValid
                ? "Install a certificate for \(location.host) that is valid now (check the server's clock too)."
                : "Renew the certificate for \(location.host) and install the new one with its intermediates.")
    }

    /// The first certificate (leaf first) out of date at `moment`, when the dates say.
    private static func outOfDate(_ chain: [CertificateSummary], at moment: Int64?, notYetValid: Bool) -> Int? {
        guard let moment else { return nil }
        return chain.firstIndex { certificate in
            let date = notYetValid ? certificate.notBefore : certificate.notAfter
            guard let seconds = date.flatMap(CertificateTimestamp.seconds) else { return false }
            return notYetValid ? seconds > moment : seconds < moment
        }
    }

    private static func untrustedFailure(_ record: FetchRecord, result: Int, location: Location) -> Finding {
        let chain = record.tls?.chain ?? []
        let leaf = chain.first
        let issuer = leaf?.issuer ?? "an unknown issuer"
        let message: String
        let hint: String
        switch result {
        case X509Error.selfSignedLeaf:
            message = "The certificate for \(location.host) is self-signed" + certificateDetails(leaf) + "."
            hint = trustedCertificateHint(location)
        case X509Error.selfSignedInChain:
            let root = chain.last?.subject ?? "an unknown root"
            message = "The chain for \(location.host) ends in the untrusted self-signed root \(root)."
            hint = trustedCertificateHint(location)
        case _ where chain.count == 1 && leaf.map({ $0.issuer != $0.subject }) == true:
            message =
                "The server for \(location.host) sent only its leaf certificate, issued by \(issuer), "
                + "which is not a trusted root: the intermediate certificate is missing, or the issuer is private."
            hint =
                "Configure the server to send the full chain, the leaf followed by the intermediates from "
                + "\(issuer); if that authority is private, install a certificate from a publicly trusted one."
        default:
            message =
                "The chain for \(location.host) does not reach a trusted root: issuer \(issuer) is unknown"
                + " (OpenSSL result \(result))."
            hint = trustedCertificateHint(location) + " Send its intermediates too."
        }
        return FindingKind.tlsUntrusted(message, hint: hint)
    }

    private static func trustedCertificateHint(_ location: Location) -> String {
        "Install a certificate for \(location.host) issued by a publicly trusted authority; "
            + "custom roots are not supported."
    }

    /// ` (subject ..., issuer ..., valid from ... to ...)`, or nothing without a chain.
    private static func certificateDetails(_ certificate: CertificateSummary?) -> String {
        guard let certificate else { return "" }
        return " (subject \(certificate.subject), issuer \(certificate.issuer), \(validity(certificate)))"
    }

    private static func validity(_ certificate: CertificateSummary) -> String {
        "valid from \(certificate.notBefore ?? "?") to \(certificate.notAfter ?? "?")"
    }
}
