/// Reads the entitlements from a Mach-O executable, thin or universal (fat).
///
/// A universal binary is a big-endian table of slices, each a thin Mach-O; a thin Mach-O lists
/// load commands after its header, and `LC_CODE_SIGNATURE` gives the offset of the code
/// signature within the slice (see <mach-o/loader.h> and <mach-o/fat.h>).
enum MachOFile {
    enum Magic {
        case thin
        case universal
        case bigEndianThin
    }

    /// The kind of Mach-O the first four bytes announce, if any.
    static func magic(_ head: [UInt8]) -> Magic? {
        switch head.uint32BE(at: 0) {
        case 0xCEFA_EDFE, 0xCFFA_EDFE: .thin  // MH_MAGIC, MH_MAGIC_64 stored little-endian
        case 0xCAFE_BABE, 0xCAFE_BABF: .universal  // FAT_MAGIC, FAT_MAGIC_64
        case 0xFEED_FACE, 0xFEED_FACF: .bigEndianThin
        default: nil
        }
    }

    /// The entitlements of the executable; for a universal binary, those every slice agrees on.
    static func read(_ source: any ByteSource, name: String) throws(AppFileError) -> EntitlementsFile {
        let head = try source.read(at: 0, length: min(source.count, 8), what: "header", name: name)
        switch magic(head) {
        case .thin:
            return try MachOSlice(source: source, name: name).entitlements()
        case .universal:
            return try readUniversal(source, name: name)
        case .bigEndianThin:
            throw AppFileError(
                .unrecognizedFormat, "\(name): a big-endian (PowerPC) Mach-O, which has no iOS or macOS code signature")
        case nil:
            throw AppFileError(.unrecognizedFormat, "\(name): not a Mach-O executable")
        }
    }

    private static func readUniversal(_ source: any ByteSource, name: String) throws(AppFileError)
        -> EntitlementsFile
    {
        let slices = try UniversalBinary.slices(source, name: name)
        var first: (file: EntitlementsFile, slice: UniversalBinary.Slice)?
        for slice in slices {
            let sliceName = "\(name) (\(slice.architecture))"
            let bytes = ByteSlice(source, start: slice.offset, count: slice.size)
            let file = try MachOSlice(source: bytes, name: sliceName).entitlements()
            guard let (expected, firstSlice) = first else {
                first = (file, slice)
                continue
            }
            guard file == expected else {
                throw AppFileError(
                    .conflictingSlices,
                    "\(name): the \(slice.architecture) slice carries different entitlements from the "
                        + "\(firstSlice.architecture) slice; re-sign the binary so that all slices agree")
            }
        }
        guard let file = first?.file else {
            throw AppFileError(.malformed, "\(name): a universal binary without slices")
        }
        return file
    }
}
