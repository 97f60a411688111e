/// The signing certificates in an APK's Signing Block (docs/rules/android-app-links.md section 7;
/// source.android.com's "APK Signature Scheme v2", apksig's `ApkSigningBlockUtilsLite` and
/// `V3SchemeConstants`).
///
/// The block sits just before the central directory and ends with its size and the magic
/// `APK Sig Block 42`; inside are uint64-length-prefixed (uint32 ID, value) pairs. The v2, v3 and
/// v3.1 values are length-prefixed lists of signers whose signed data holds length-prefixed DER
/// certificates; a v3 signer may carry a proof-of-rotation attribute, the lineage of keys it
/// rotated from, which devices still accept (docs/rules/android-app-links.md A8). Signatures are
/// not checked: aasa reads which keys the APK names, `apksigner verify` whether they sign it.
enum APKSigningBlock {
    static let magic = Array("APK Sig Block 42".utf8)
    static let v2Scheme = 0x7109_871A
    static let v3Scheme = 0xF053_68C0
    static let v31Scheme = 0x1B93_AD61
    static let proofOfRotation = 0x3BA0_6F8C
    /// Real blocks are kilobytes (a few certificates and signatures, padding to 4096).
    static let maximumSize = 16 << 20
    /// Android refuses an APK with more than ten v2 or v3 signers (`MAX_V2_SIGNERS`).
    static let maximumSigners = 10
    static let maximumCertificates = 64
    static let maximumLineage = 64

    /// What the block names: the certificates of the highest scheme (v3.1 and v3 together, with
    /// the rotation lineage, else v2), and the v2 signers, which devices before Android 9 read
    /// (they know no v3).
    struct Keys: Sendable, Hashable {
        var certificates: [SigningCertificate]
        /// The v3 block's keys (not v3.1's), each signer after its lineage, oldest first, with the
        /// signer's SDK range: what Android 9-12L read.
        var v3: [SigningCertificate] = []
        /// The v3.1 block's keys, likewise: what Android 13+ read where a signer covers the level.
        var v31: [SigningCertificate] = []
        var v2Signers: [SigningCertificate]
    }

    /// The block's keys, or nil when the APK has no signing block (a v1-only APK).
    static func keys(_ source: any ByteSource, directoryOffset: Int, name: String) throws(AppFileError) -> Keys? {
        guard directoryOffset >= 32 else { return nil }
        let footer = try source.read(at: directoryOffset - 24, length: 24, what: "signing block footer", name: name)
        guard Array(footer[8...]) == magic else { return nil }
        guard let size = footer.uint64LE(at: 0), size >= 24, size <= maximumSize, size <= directoryOffset - 8 else {
            throw AppFileError(.malformed, "\(name): the APK Signing Block's size does not fit before the directory")
        }
        let block = try source.read(at: directoryOffset - size - 8, length: size + 8, what: "signing block", name: name)
        guard block.uint64LE(at: 0) == size else {
            throw AppFileError(.malformed, "\(name): the APK Signing Block's two size fields differ")
        }
        let pairs = try self.pairs(block, name: name)
        let v2 = try pairs[v2Scheme].map { (value) throws(AppFileError) in
            unique(try signers(block, value, scheme: "v2", name: name))
        }
        guard pairs[v31Scheme] != nil || pairs[v3Scheme] != nil else {
            return v2.map { Keys(certificates: $0, v2Signers: $0) }
        }
        var found: [SigningCertificate] = []
        var v3: [SigningCertificate] = []
        var v31: [SigningCertificate] = []
        for (id, scheme) in [(v31Scheme, "v3.1"), (v3Scheme, "v3")] {
            guard let value = pairs[id] else { continue }
            let keys = try signers(block, value, scheme: scheme, name: name)
            found += keys
            if id == v3Scheme { v3 = keys } else { v31 = keys }
        }
        return Keys(certificates: unique(found), v3: v3, v31: v31, v2Signers: v2 ?? [])
    }

    /// The values of the block's ID-value pairs by ID.
    private static func pairs(_ block: [UInt8], name: String) throws(AppFileError) -> [Int: Range<Int>] {
        var pairs: [Int: Range<Int>] = [:]
        var offset = 8
        let end = block.count - 24
        while offset < end {
            guard let length = block.uint64LE(at: offset), length >= 4, length <= end - offset - 8,
                let id = block.uint32LE(at: offset + 8)
            else {
                throw AppFileError(.malformed, "\(name): an entry of the APK Signing Block runs past its end")
            }
            pairs[id] = pairs[id] ?? (offset + 12..<offset + 8 + length)
            offset += 8 + length
        }
        return pairs
    }

    /// The certificates of each signer of a v2, v3 or v3.1 value.
    private static func signers(_ block: [UInt8], _ value: Range<Int>, scheme: String, name: String)
        throws(AppFileError) -> [SigningCertificate]
    {
        let damaged = AppFileError(.malformed, "\(name): the \(scheme) signature's signer list is damaged")
        var outer = LengthPrefixedFields(block, value)
        guard let list = outer.field() else { throw damaged }
        guard let signers = LengthPrefixedFields.sequence(block, list, limit: maximumSigners + 1) else { throw damaged }
        guard !signers.isEmpty else {
            throw AppFileError(.noSigningCertificate, "\(name): the \(scheme) block has no signer")
        }
        guard signers.count <= maximumSigners else {
            throw AppFileError(
                .malformed,
                "\(name): the \(scheme) block has more than \(maximumSigners) signers, which Android refuses")
        }
        var found: [SigningCertificate] = []
        for signer in signers {
            var fields = LengthPrefixedFields(block, signer)
            guard let signedData = fields.field() else { throw damaged }
            var data = LengthPrefixedFields(block, signedData)
            guard data.field() != nil, let certificates = data.field(),
                let ders = LengthPrefixedFields.sequence(block, certificates, limit: maximumCertificates),
                let first = ders.first
            else { throw damaged }
            // The first certificate is the signer's; the others are its chain, which Android ignores.
            // Android parses it as X.509 and refuses the APK when it is not one DER SEQUENCE.
            guard Self.isDERSequence(block, first) else {
                throw AppFileError(.malformed, "\(name): the \(scheme) signer's certificate is not DER")
            }
            var signerCertificate = SigningCertificate(der: Array(block[first]), role: .signer, scheme: scheme)
            if scheme != "v2" {
                guard let minimum = data.uint32(), let maximum = data.uint32(), let attributes = data.field() else {
                    throw damaged
                }
                // Java reads them as signed ints; a maximum of 0x7FFFFFFF means no end.
                signerCertificate.minSdkVersion = Int(Int32(truncatingIfNeeded: minimum))
                signerCertificate.maxSdkVersion = Int(Int32(truncatingIfNeeded: maximum))
                var nodes = try lineage(block, attributes, current: signerCertificate, scheme: scheme, name: name)
                for index in nodes.indices {
                    nodes[index].minSdkVersion = signerCertificate.minSdkVersion
                    nodes[index].maxSdkVersion = signerCertificate.maxSdkVersion
                }
                found += nodes
            }
            found.append(signerCertificate)
        }
        return found
    }

    /// Whether `range` holds exactly one DER SEQUENCE, as every X.509 certificate is.
    static func isDERSequence(_ block: [UInt8], _ range: Range<Int>) -> Bool {
        guard let element = DERElement.read(block, at: range.lowerBound, end: range.upperBound) else { return false }
        return element.tag == DERElement.sequence && element.range == range
    }

    /// The earlier keys of a v3 signer's proof-of-rotation attribute, oldest first: a version, then
    /// length-prefixed nodes whose signed data starts with the node's certificate.
    private static func lineage(
        _ block: [UInt8], _ attributes: Range<Int>, current: SigningCertificate, scheme: String, name: String
    ) throws(AppFileError) -> [SigningCertificate] {
        let damaged = AppFileError(.malformed, "\(name): the \(scheme) signer's rotation lineage is damaged")
        guard let list = LengthPrefixedFields.sequence(block, attributes, limit: 64) else { throw damaged }
        for attribute in list {
            var fields = LengthPrefixedFields(block, attribute)
            guard fields.uint32() == proofOfRotation else { continue }
            guard fields.uint32() != nil else { throw damaged }
            var nodes: [SigningCertificate] = []
            while !fields.isAtEnd {
                guard nodes.count < maximumLineage, let node = fields.field() else { throw damaged }
                var nodeFields = LengthPrefixedFields(block, node)
                guard let signedData = nodeFields.field() else { throw damaged }
                var data = LengthPrefixedFields(block, signedData)
                guard let der = data.field(), Self.isDERSequence(block, der) else { throw damaged }
                nodes.append(SigningCertificate(der: Array(block[der]), role: .pastSigner, scheme: scheme))
            }
            // The lineage ends with the current key, which the signer itself reports.
            return nodes.filter { $0.fingerprint != current.fingerprint }
        }
        return []
    }

    /// Each fingerprint once, a signer's role winning over a past signer's.
    static func unique(_ certificates: [SigningCertificate]) -> [SigningCertificate] {
        var result: [SigningCertificate] = []
        for certificate in certificates {
            if let index = result.firstIndex(where: { $0.fingerprint == certificate.fingerprint }) {
                if certificate.role == .signer { result[index].role = .signer }
            } else {
                result.append(certificate)
            }
        }
        return result
    }
}
