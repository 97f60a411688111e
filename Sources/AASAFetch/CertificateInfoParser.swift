import AASACore

/// Turns libcurl's certificate text (`CURLINFO_CERTINFO`, one `Name:value` line per field) into
/// ``CertificateSummary`` values. Pure, so it is tested without a handshake.
enum CertificateInfoParser {
    /// One certificate from its `Name:value` lines.
    static func summary(fromLines lines: [String]) -> CertificateSummary {
        var summary = CertificateSummary(subject: "", issuer: "")
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon]
            let value = String(line[line.index(after: colon)...])
            switch name {
            case "Subject": summary.subject = value
            case "Issuer": summary.issuer = value
            case "Start date": summary.notBefore = isoDate(fromOpenSSL: value) ?? value
            case "Expire date": summary.notAfter = isoDate(fromOpenSSL: value) ?? value
            case "X509v3 Subject Alternative Name": summary.subjectAlternativeNames = names(value)
            case "Signature Algorithm": summary.signatureAlgorithm = value
            case "RSA Public Key": summary.rsaKeyBits = Int(value)
            case "X509v3 Extended Key Usage": summary.extendedKeyUsage = names(value)
            default: continue
            }
        }
        return summary
    }

    /// `DNS:a.example, DNS:b.example` (or a list of key usages) as separate entries.
    static func names(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// OpenSSL prints `Jan  2 03:04:05 2030 GMT` (ASN1_TIME_print); ISO 8601 is
    /// `2030-01-02T03:04:05Z`. Returns nil for anything else, so callers keep the raw text.
    static func isoDate(fromOpenSSL text: String) -> String? {
        let parts = text.split(separator: " ")
        guard parts.count == 5, parts[4] == "GMT",
            let month = months.firstIndex(of: String(parts[0])),
            let day = Int(parts[1]), (1...31).contains(day),
            let year = Int(parts[3]), (0...9999).contains(year)
        else { return nil }
        let time = parts[2].split(separator: ":")
        guard time.count == 3, time.allSatisfy({ $0.count == 2 && Int($0) != nil }) else { return nil }
        return "\(padded(year, 4))-\(padded(month + 1, 2))-\(padded(day, 2))T\(time.joined(separator: ":"))Z"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
