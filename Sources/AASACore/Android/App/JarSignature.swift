/// The signer certificates of a JAR signature (v1 scheme; the signature of an app bundle): each
/// `META-INF/<NAME>.RSA`, `.DSA` or `.EC` file is a PKCS#7 SignedData (RFC 2315) whose certificate
/// set holds the signer's certificate and perhaps its chain. The signer's is the one whose issuer
/// and serial number the SignerInfo names, as Android's v1 verifier picks it.
enum JarSignature {
    static let blockExtensions = [".RSA", ".DSA", ".EC"]
    /// A signature block is a few kilobytes: a certificate or three and a signature.
    static let maximumBlockSize = 1 << 20
    static let maximumSigners = 10

    /// The signature block files of the archive: directly under META-INF/, as Android reads them.
    static func blockEntries(_ archive: ZipArchive) -> [ZipEntry] {
        archive.entries.filter { entry in
            guard entry.path.hasPrefix("META-INF/"), !entry.path.dropFirst(9).contains("/") else { return false }
            let upper = entry.path.uppercased()
            return blockExtensions.contains { upper.hasSuffix($0) }
        }
    }

    static func certificates(_ archive: ZipArchive, role: SigningCertificate.Role, name: String) throws(AppFileError)
        -> [SigningCertificate]
    {
        let blocks = blockEntries(archive)
        guard blocks.count <= maximumSigners else {
            throw AppFileError(.malformed, "\(name): META-INF/ holds \(blocks.count) signature blocks")
        }
        var found: [SigningCertificate] = []
        for entry in blocks {
            let entryName = "\(name): \(PrintableText.escaped(entry.path))"
            guard entry.uncompressedSize <= maximumBlockSize else {
                throw AppFileError(.tooLarge, "\(entryName) is \(entry.uncompressedSize) bytes")
            }
            let source = try archive.open(entry)
            let bytes = try source.read(0..<source.count)
            guard let der = signerCertificate(bytes) else {
                throw AppFileError(.malformed, "\(entryName) is not a PKCS#7 signature block aasa can read")
            }
            found.append(SigningCertificate(der: der, role: role, scheme: "v1"))
        }
        return APKSigningBlock.unique(found)
    }

    /// `ContentInfo { contentType, [0] SignedData { version, digestAlgorithms, contentInfo,
    /// [0] IMPLICIT certificates, [1] crls OPTIONAL, signerInfos } }`.
    static func signerCertificate(_ bytes: [UInt8]) -> [UInt8]? {
        guard let info = DERElement.read(bytes, at: 0, end: bytes.count), info.tag == DERElement.sequence,
            let parts = info.children(bytes, limit: 2), parts.count == 2,
            Array(bytes[parts[0].range]) == DERElement.signedDataOID,
            parts[1].tag == 0xA0, let signedData = parts[1].children(bytes, limit: 1)?.first,
            let fields = signedData.children(bytes, limit: 8),
            let certificateSet = fields.first(where: { $0.tag == 0xA0 }),
            let certificates = certificateSet.children(bytes, limit: 64), !certificates.isEmpty,
            let signerInfos = fields.last, signerInfos.tag == DERElement.set
        else { return nil }
        // The first SignerInfo's issuer and serial number pick the certificate; without them, the only one.
        if let signerInfo = signerInfos.children(bytes, limit: 16)?.first,
            let signerFields = signerInfo.children(bytes, limit: 8), signerFields.count > 1,
            signerFields[1].tag == DERElement.sequence,
            let named = signerFields[1].children(bytes, limit: 2), named.count == 2
        {
            let wanted = named.map { Array(bytes[$0.range]) }
            for certificate in certificates where issuerAndSerial(bytes, certificate) == wanted {
                return Array(bytes[certificate.range])
            }
        }
        return certificates.count == 1 ? Array(bytes[certificates[0].range]) : nil
    }

    /// A certificate's issuer name and serial number, as DER.
    private static func issuerAndSerial(_ bytes: [UInt8], _ certificate: DERElement) -> [[UInt8]]? {
        guard let fields = certificate.certificateFields(bytes), fields.count > 2 else { return nil }
        return [Array(bytes[fields[2].range]), Array(bytes[fields[0].range])]
    }
}
