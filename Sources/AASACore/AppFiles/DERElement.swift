/// One element of DER (X.690) data: its tag and where its contents lie. Signing certificates and
/// the PKCS#7 blocks of JAR signatures are DER; only definite lengths of up to four bytes are
/// read, and an element whose length runs past its container is refused.
struct DERElement: Sendable, Hashable {
    static let sequence: UInt8 = 0x30
    static let set: UInt8 = 0x31
    static let objectIdentifier: UInt8 = 0x06
    static let integer: UInt8 = 0x02
    /// `OBJECT IDENTIFIER 1.2.840.113549.1.7.2` (pkcs7-signedData), tag and length included: what a
    /// provisioning profile and a JAR signature block start with after their outer `SEQUENCE`.
    static let signedDataOID: [UInt8] = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]

    var tag: UInt8
    /// Where the whole element (tag, length, contents) lies.
    var range: Range<Int>
    var contents: Range<Int>

    /// The element at `offset`, which must end by `end`; nil when it is damaged.
    static func read(_ bytes: [UInt8], at offset: Int, end: Int) -> DERElement? {
        guard offset >= 0, offset + 2 <= end, end <= bytes.count, bytes[offset] & 0x1F != 0x1F else { return nil }
        let first = Int(bytes[offset + 1])
        var start = offset + 2
        var length = first
        if first & 0x80 != 0 {
            let count = first & 0x7F
            guard (1...4).contains(count), start + count <= end else { return nil }
            length = 0
            for byte in bytes[start..<start + count] { length = length << 8 | Int(byte) }
            start += count
        }
        guard length <= end - start else { return nil }
        return DERElement(tag: bytes[offset], range: offset..<start + length, contents: start..<start + length)
    }

    /// For an X.509 certificate, the fields of its `tbsCertificate` after the optional `[0]`
    /// version: serialNumber, signature, issuer, validity, subject, ... (RFC 5280 4.1).
    func certificateFields(_ bytes: [UInt8]) -> [DERElement]? {
        guard let tbs = children(bytes, limit: 3)?.first, tbs.tag == Self.sequence,
            var fields = tbs.children(bytes, limit: 16)
        else { return nil }
        if fields.first?.tag == 0xA0 { fields.removeFirst() }
        return fields
    }

    /// The elements inside this one, in order; nil when one of them is damaged. At most `limit`
    /// are read, so a hostile SET of a million certificates costs nothing past it.
    func children(_ bytes: [UInt8], limit: Int = 4096) -> [DERElement]? {
        var children: [DERElement] = []
        var offset = contents.lowerBound
        while offset < contents.upperBound {
            guard children.count < limit, let child = Self.read(bytes, at: offset, end: contents.upperBound) else {
                return nil
            }
            children.append(child)
            offset = child.range.upperBound
        }
        return children
    }
}
