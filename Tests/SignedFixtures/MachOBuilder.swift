/// Builds a minimal signed Mach-O executable, since no Apple toolchain runs here: a header, a
/// UUID command, `LC_CODE_SIGNATURE`, some stand-in code, then a SuperBlob (0xfade0cc0) with a
/// CodeDirectory (0xfade0c02) and, when given, an XML entitlements blob (0xfade7171).
public struct MachOBuilder {
    public enum Signature {
        case none
        case withoutEntitlements
        case entitlements(String)
        /// Only the DER form (slot 7, 0xfade7172) that newer signatures carry beside the XML.
        case derEntitlementsOnly
    }

    public var is64Bit = true
    public var cpuType = 0x0100_000C  // arm64
    public var signature: Signature
    /// Stand-in code between the load commands and the signature.
    public var codeSize = 256
    /// XML entitlements in a `__TEXT,__entitlements` section, as the linker embeds them in a
    /// simulator build (whose ad-hoc signature carries none).
    public var entitlementsSection: String?

    public init(signature: Signature) {
        self.signature = signature
    }

    public init(appID: String?, domains: [String]?) {
        self.signature = .entitlements(EntitlementsPlist.xml(appID: appID, domains: domains))
    }

    public func build() -> [UInt8] {
        let headerSize = is64Bit ? 32 : 28
        let hasSignature = if case .none = signature { false } else { true }
        let section = entitlementsSection.map { Array($0.utf8) } ?? []
        let segmentSize = entitlementsSection == nil ? 0 : (is64Bit ? 72 + 80 : 56 + 68)
        let commandsSize = 24 + (hasSignature ? 16 : 0) + segmentSize
        let sectionOffset = headerSize + commandsSize + codeSize
        let signatureOffset = (sectionOffset + section.count + 15) / 16 * 16
        let blob = superBlob()
        var writer = ByteWriter()
        writer.uint32LE(is64Bit ? 0xFEED_FACF : 0xFEED_FACE)
        writer.uint32LE(cpuType)
        writer.uint32LE(0)  // cpusubtype
        writer.uint32LE(2)  // MH_EXECUTE
        writer.uint32LE(1 + (hasSignature ? 1 : 0) + (segmentSize > 0 ? 1 : 0))
        writer.uint32LE(commandsSize)
        writer.uint32LE(0x0020_0085)  // flags
        if is64Bit { writer.uint32LE(0) }
        writer.uint32LE(0x1B)  // LC_UUID
        writer.uint32LE(24)
        writer.bytes += (0..<16).map { UInt8($0 * 17 & 0xFF) }
        if hasSignature {
            writer.uint32LE(0x1D)  // LC_CODE_SIGNATURE
            writer.uint32LE(16)
            writer.uint32LE(signatureOffset)
            writer.uint32LE(blob.count)
        }
        if segmentSize > 0 { segment(&writer, size: segmentSize, sectionOffset: sectionOffset, count: section.count) }
        writer.bytes += [UInt8](repeating: 0x1F, count: codeSize)
        writer.bytes += section
        writer.pad(to: 16)
        return writer.bytes + (hasSignature ? blob : [])
    }

    /// `LC_SEGMENT(_64)` for `__TEXT` with one section, `__entitlements`.
    private func segment(_ writer: inout ByteWriter, size: Int, sectionOffset: Int, count: Int) {
        let name = { (text: String) in Array(text.utf8) + [UInt8](repeating: 0, count: 16 - text.utf8.count) }
        let word = { (writer: inout ByteWriter, value: Int) in
            writer.uint32LE(value)
            if self.is64Bit { writer.uint32LE(0) }
        }
        writer.uint32LE(is64Bit ? 0x19 : 0x1)
        writer.uint32LE(size)
        writer.bytes += name("__TEXT")
        for value in [0, sectionOffset + count, 0, sectionOffset + count] { word(&writer, value) }
        for value in [5, 5, 1, 0] { writer.uint32LE(value) }  // maxprot, initprot, nsects, flags
        writer.bytes += name("__entitlements") + name("__TEXT")
        word(&writer, sectionOffset)  // addr
        word(&writer, count)  // size
        for value in [sectionOffset, 0, 0, 0, 0, 0, 0] { writer.uint32LE(value) }  // offset, align, reloff, ...
        if is64Bit { writer.uint32LE(0) }  // reserved3
    }

    private func superBlob() -> [UInt8] {
        var blobs: [(slot: Int, bytes: [UInt8])] = [
            (0, Self.blob(magic: 0xFADE_0C02, payload: [UInt8](repeating: 0, count: 80)))
        ]
        switch signature {
        case .none, .withoutEntitlements: break
        case .entitlements(let xml): blobs.append((5, Self.blob(magic: 0xFADE_7171, payload: Array(xml.utf8))))
        case .derEntitlementsOnly: blobs.append((7, Self.blob(magic: 0xFADE_7172, payload: [0x70, 0x00])))
        }
        var writer = ByteWriter()
        let indexEnd = 12 + 8 * blobs.count
        let total = indexEnd + blobs.reduce(0) { $0 + $1.bytes.count }
        writer.uint32BE(0xFADE_0CC0)
        writer.uint32BE(total)
        writer.uint32BE(blobs.count)
        var offset = indexEnd
        for blob in blobs {
            writer.uint32BE(blob.slot)
            writer.uint32BE(offset)
            offset += blob.bytes.count
        }
        for blob in blobs { writer.bytes += blob.bytes }
        return writer.bytes
    }

    private static func blob(magic: Int, payload: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.uint32BE(magic)
        writer.uint32BE(8 + payload.count)
        return writer.bytes + payload
    }
}
