import FoundationEssentials

/// The embedded code signature: a SuperBlob indexing blobs by slot, of which slot 5 holds the
/// entitlements as an XML property list.
///
/// All fields are big-endian (<Security/CSCommon.h>, codesign's cs_blobs.h): the SuperBlob is
/// magic 0xfade0cc0, total length, blob count, then (slot type, offset) pairs with offsets from
/// the SuperBlob's start; each blob starts with its own magic and length, the length counting
/// the 8-byte blob header.
struct CodeSignature {
    static let superBlobMagic = 0xFADE_0CC0
    static let entitlementsMagic = 0xFADE_7171
    static let entitlementsSlot = 5
    static let derEntitlementsSlot = 7
    /// Real signatures hold under a dozen blobs (code directories, requirements, entitlements, CMS).
    static let maximumBlobs = 64

    let source: any ByteSource
    let name: String

    func entitlements() throws(AppFileError) -> EntitlementsFile {
        let (index, signatureLength) = try slotIndex()
        guard let offset = index.first(where: { $0.slot == Self.entitlementsSlot })?.offset else {
            let derOnly = index.contains { $0.slot == Self.derEntitlementsSlot }
            throw AppFileError(
                .noEntitlements,
                derOnly
                    ? "\(name): the code signature holds only DER-encoded entitlements, which aasa does not read; "
                        + "pass the .entitlements file instead"
                    : "\(name): the code signature carries no entitlements")
        }
        let header = try source.read(at: offset, length: 8, what: "entitlements blob header", name: name)
        guard header.uint32BE(at: 0) == Self.entitlementsMagic, let length = header.uint32BE(at: 4), length >= 8 else {
            throw AppFileError(
                .malformed, "\(name): the entitlements slot does not hold an entitlements blob (magic 0xfade7171)")
        }
        guard length <= signatureLength - offset else {
            throw AppFileError(
                .malformed, "\(name): the entitlements blob of \(length) bytes runs past the code signature's end")
        }
        guard length - 8 <= EntitlementsFile.maximumSize else {
            throw AppFileError(
                .tooLarge, "\(name): the entitlements blob of \(length) bytes is larger than any real one")
        }
        let plist = try source.read(at: offset + 8, length: length - 8, what: "entitlements blob", name: name)
        return try EntitlementsFile.read(Data(plist), name: "\(name) (signed entitlements)")
    }

    /// The (slot, offset) pairs of the SuperBlob, offsets checked to lie inside it.
    private func slotIndex() throws(AppFileError) -> (index: [(slot: Int, offset: Int)], length: Int) {
        let header = try source.read(at: 0, length: 12, what: "code signature header", name: name)
        guard header.uint32BE(at: 0) == Self.superBlobMagic, let length = header.uint32BE(at: 4),
            let count = header.uint32BE(at: 8)
        else {
            throw AppFileError(
                .malformed, "\(name): LC_CODE_SIGNATURE does not point at a code signature (magic 0xfade0cc0)")
        }
        guard count <= Self.maximumBlobs, length >= 12 + count * 8, length <= source.count else {
            throw AppFileError(
                .malformed, "\(name): the code signature's length \(length) and blob count \(count) do not fit")
        }
        let table = try source.read(at: 12, length: count * 8, what: "code signature index", name: name)
        var index: [(slot: Int, offset: Int)] = []
        for entry in 0..<count {
            guard let slot = table.uint32BE(at: entry * 8), let offset = table.uint32BE(at: entry * 8 + 4),
                offset >= 12 + count * 8, offset <= length - 8
            else {
                throw AppFileError(.malformed, "\(name): blob \(entry) of the code signature lies outside it")
            }
            index.append((slot, offset))
        }
        return (index, length)
    }
}
