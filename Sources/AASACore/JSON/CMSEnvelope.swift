/// Recognizes the CMS (PKCS#7) signed AASA files of iOS 8 and finds the JSON they carry.
///
/// Such a file is DER: `ContentInfo ::= SEQUENCE { contentType, [0] SignedData }`, with the JSON
/// as the OCTET STRING of `encapContentInfo`. Instead of decoding the whole structure, the walk
/// descends through constructed elements and takes the first OCTET STRING whose content starts
/// with `{`. It is bounded: depth at most `maxDepth`, and every element consumes at least 2 bytes.
enum CMSEnvelope {
    private static let maxDepth = 12
    private static let signedDataOID = DERElement.signedDataOID

    /// A SEQUENCE header (`0x30` then an indefinite or long-form length): never the start of JSON.
    static func looksSigned(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x30 && (0x80...0x84).contains(bytes[1])
    }

    /// True when the signed-data OID appears in the first bytes, as in a real CMS signed file.
    static func namesSignedData(_ bytes: [UInt8]) -> Bool {
        let window = bytes.prefix(32)
        guard window.count >= signedDataOID.count else { return false }
        return (0...(window.count - signedDataOID.count)).contains { start in
            window[start..<(start + signedDataOID.count)].elementsEqual(signedDataOID)
        }
    }

    /// The bytes of the embedded JSON document, or nil when none is found.
    static func embeddedContent(_ bytes: [UInt8]) -> [UInt8]? {
        search(bytes, in: 0..<bytes.count, depth: 0).map { Array(bytes[$0]) }
    }

    private static func search(_ bytes: [UInt8], in range: Range<Int>, depth: Int) -> Range<Int>? {
        guard depth < maxDepth else { return nil }
        var cursor = range.lowerBound
        while let element = element(in: bytes, at: cursor, end: range.upperBound) {
            if element.tag == 0x04, startsJSONObject(bytes, element.content) { return element.content }
            if element.tag & 0x20 != 0 {
                if let found = search(bytes, in: element.content, depth: depth + 1) { return found }
                // An indefinite length runs to the parent's end: its children were just searched.
                if element.isIndefinite { return nil }
            }
            cursor = element.content.upperBound
        }
        return nil
    }

    private struct Element {
        var tag: UInt8
        var content: Range<Int>
        var isIndefinite: Bool
    }

    /// Reads one tag-length header; nil at the end, on a malformed header or a multi-byte tag.
    private static func element(in bytes: [UInt8], at start: Int, end: Int) -> Element? {
        guard start + 2 <= end, bytes[start] & 0x1F != 0x1F else { return nil }
        let tag = bytes[start]
        let first = bytes[start + 1]
        if first < 0x80 {
            let contentEnd = start + 2 + Int(first)
            return contentEnd <= end ? Element(tag: tag, content: (start + 2)..<contentEnd, isIndefinite: false) : nil
        }
        if first == 0x80 { return Element(tag: tag, content: (start + 2)..<end, isIndefinite: true) }
        let lengthBytes = Int(first & 0x7F)
        guard lengthBytes <= 4, start + 2 + lengthBytes <= end else { return nil }
        var length = 0
        for byte in bytes[(start + 2)..<(start + 2 + lengthBytes)] { length = length << 8 | Int(byte) }
        let contentStart = start + 2 + lengthBytes
        guard length <= end - contentStart else { return nil }
        return Element(tag: tag, content: contentStart..<(contentStart + length), isIndefinite: false)
    }

    private static func startsJSONObject(_ bytes: [UInt8], _ content: Range<Int>) -> Bool {
        let first = bytes[content].first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{")
    }
}
