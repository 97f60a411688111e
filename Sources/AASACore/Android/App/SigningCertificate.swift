/// A certificate that signed an APK or a bundle, as Android compares it: the SHA-256 of its DER
/// bytes (docs/rules/android-app-links.md section 7, what `apksigner verify --print-certs` prints),
/// with the subject a person recognises it by.
package struct SigningCertificate: Sendable, Hashable, Codable {
    /// Why the certificate is there, which decides whether devices see it.
    package enum Role: String, Sendable, Hashable, Codable {
        /// Signs the APK: devices that install it see this key.
        case signer
        /// An earlier key of a v3 rotation lineage: devices still accept it
        /// (docs/rules/android-app-links.md A8).
        case pastSigner = "past-signer"
        /// Signs an app bundle: Google Play's upload key, never the key on devices under Play
        /// App Signing (docs/rules/android-app-links.md K1, K3).
        case upload
    }

    package var fingerprint: CertificateFingerprint
    /// `CN=Release, O=Example`, in the order apksigner and keytool print it; empty when the
    /// certificate names nothing aasa reads.
    package var subject: String
    package var role: Role
    /// The signature scheme it was read from: `v3.1`, `v3`, `v2` or `v1`.
    package var scheme: String
    /// The API levels a v3 or v3.1 signer is for (its signed data's `minSdkVersion` and
    /// `maxSdkVersion`), which its rotation lineage shares; a device of another level skips it
    /// (AOSP `ApkSignatureSchemeV3Verifier`). Nil for v2, v1 and bundle signers.
    package var minSdkVersion: Int?
    package var maxSdkVersion: Int?

    /// Whether a device of API `level` reads this v3 or v3.1 signer.
    func covers(_ level: Int) -> Bool {
        (minSdkVersion ?? 0) <= level && level <= (maxSdkVersion ?? Int.max)
    }

    /// `der` is the whole certificate; its subject is read when it parses as X.509.
    init(der: [UInt8], role: Role, scheme: String) {
        fingerprint = CertificateFingerprint(bytes: SHA256Digest.digest(der))
        subject = Self.subject(der) ?? ""
        self.role = role
        self.scheme = scheme
    }

    /// Attribute types a distinguished name usually holds (X.520), by their DER object identifiers.
    private static let attributeNames: [[UInt8]: String] = [
        [0x55, 0x04, 0x03]: "CN", [0x55, 0x04, 0x06]: "C", [0x55, 0x04, 0x07]: "L", [0x55, 0x04, 0x08]: "ST",
        [0x55, 0x04, 0x0A]: "O", [0x55, 0x04, 0x0B]: "OU",
    ]

    /// `Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version, serialNumber, signature,
    /// issuer, validity, subject, ... } ... }`, with the subject printed as RFC 2253 does: its
    /// relative names last first.
    private static func subject(_ der: [UInt8]) -> String? {
        guard let fields = DERElement.read(der, at: 0, end: der.count)?.certificateFields(der),
            fields.count > 4, fields[4].tag == DERElement.sequence, let names = fields[4].children(der, limit: 32)
        else { return nil }
        var parts: [String] = []
        for relative in names.reversed() {
            for attribute in relative.children(der, limit: 8) ?? [] {
                guard let pair = attribute.children(der, limit: 2), pair.count == 2,
                    pair[0].tag == DERElement.objectIdentifier,
                    let name = attributeNames[Array(der[pair[0].contents])]
                else { continue }
                let value = String(decoding: der[pair[1].contents], as: UTF8.self)
                parts.append("\(name)=\(PrintableText.escaped(value, limit: 200))")
            }
        }
        return parts.joined(separator: ", ")
    }
}
