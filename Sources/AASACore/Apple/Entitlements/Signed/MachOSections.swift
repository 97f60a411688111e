/// Finds a section in a thin Mach-O's load commands (<mach-o/loader.h>, little-endian).
///
/// `LC_SEGMENT_64` (0x19): cmd, cmdsize, segname[16], vmaddr, vmsize, fileoff, filesize (8 bytes
/// each), maxprot, initprot, nsects, flags; then `nsects` `section_64` records of 80 bytes:
/// sectname[16], segname[16], addr, size (8 bytes each), offset, ... `LC_SEGMENT` (0x1) is the
/// 32-bit form: 4-byte addresses and sizes, 68-byte sections. Offsets are from the slice's start.
enum MachOSections {
    static let segment32 = 0x1
    static let segment64 = 0x19

    /// `__TEXT,__entitlements`: where a simulator build keeps its entitlements.
    static func entitlementsSection(in commands: [UInt8], count: Int, name: String)
        throws(AppFileError) -> (offset: Int, size: Int)?
    {
        for (type, range) in try MachOSlice.loadCommands(in: commands, count: count, name: name)
        where type == segment64 || type == segment32 {
            if let found = section("__TEXT", "__entitlements", in: commands[range], is64: type == segment64) {
                return found
            }
        }
        return nil
    }

    private static func section(_ segment: String, _ section: String, in command: ArraySlice<UInt8>, is64: Bool)
        -> (offset: Int, size: Int)?
    {
        let bytes = Array(command)
        let headerSize = is64 ? 72 : 56
        let recordSize = is64 ? 80 : 68
        guard let count = bytes.uint32LE(at: headerSize - 8), bytes.count >= headerSize + count * recordSize else {
            return nil
        }
        for index in 0..<count {
            let start = headerSize + index * recordSize
            guard name(bytes, at: start) == section, name(bytes, at: start + 16) == segment else { continue }
            let size = is64 ? bytes.uint64LE(at: start + 40) : bytes.uint32LE(at: start + 36)
            let offsetField = start + (is64 ? 48 : 40)
            guard let size, let fileOffset = bytes.uint32LE(at: offsetField) else { return nil }
            return (fileOffset, size)
        }
        return nil
    }

    /// A 16-byte, NUL-padded name.
    private static func name(_ bytes: [UInt8], at start: Int) -> String {
        String(decoding: bytes[start..<(start + 16)].prefix { $0 != 0 }, as: UTF8.self)
    }
}
