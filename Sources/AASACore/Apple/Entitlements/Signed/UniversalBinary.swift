/// The slice table of a universal (fat) binary: `fat_header` then `fat_arch` or `fat_arch_64`
/// entries, all big-endian.
enum UniversalBinary {
    /// Real universal binaries hold two to five slices. Java class files share the magic
    /// 0xcafebabe and put their version (45 or more) where the slice count would be.
    static let maximumSlices = 16

    struct Slice: Sendable, Hashable {
        var architecture: String
        var offset: Int
        var size: Int
    }

    static func slices(_ source: any ByteSource, name: String) throws(AppFileError) -> [Slice] {
        let header = try source.read(at: 0, length: 8, what: "universal header", name: name)
        guard let magic = header.uint32BE(at: 0), let count = header.uint32BE(at: 4) else {
            throw AppFileError(.truncated, "\(name): the universal header is cut short")
        }
        guard (1...maximumSlices).contains(count) else {
            throw AppFileError(
                .unrecognizedFormat,
                "\(name): not a universal binary (it claims \(count) slices; a Java class file has the same magic)")
        }
        let is64 = magic == 0xCAFE_BABF
        let entrySize = is64 ? 32 : 20
        let table = try source.read(at: 8, length: count * entrySize, what: "slice table", name: name)
        var slices: [Slice] = []
        for index in 0..<count {
            let base = index * entrySize
            let offset = is64 ? table.uint64BE(at: base + 8) : table.uint32BE(at: base + 8)
            let size = is64 ? table.uint64BE(at: base + 16) : table.uint32BE(at: base + 12)
            let architecture = CPUType.name(type: table.uint32BE(at: base), subtype: table.uint32BE(at: base + 4))
            guard let offset, let size, offset >= 8 + count * entrySize, offset <= source.count,
                size <= source.count - offset
            else {
                throw AppFileError(
                    .truncated,
                    "\(name): slice \(index) (\(architecture)) lies outside the file's \(source.count) bytes")
            }
            let slice = Slice(architecture: architecture, offset: offset, size: size)
            if let other = slices.first(where: { $0.offset < offset + size && offset < $0.offset + $0.size }) {
                throw AppFileError(
                    .malformed, "\(name): the \(architecture) slice overlaps the \(other.architecture) slice")
            }
            slices.append(slice)
        }
        return slices
    }
}
