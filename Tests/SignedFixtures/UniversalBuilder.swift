/// Builds a universal (fat) binary from thin slices: a big-endian `fat_header`, `fat_arch`
/// (or `fat_arch_64`) entries, then each slice aligned to 16 bytes.
public enum UniversalBuilder {
    public static func build(_ slices: [(cpuType: Int, bytes: [UInt8])], is64: Bool = false) -> [UInt8] {
        let entrySize = is64 ? 32 : 20
        var offsets: [Int] = []
        var next = (8 + entrySize * slices.count + 15) / 16 * 16
        for slice in slices {
            offsets.append(next)
            next = (next + slice.bytes.count + 15) / 16 * 16
        }
        var writer = ByteWriter()
        writer.uint32BE(is64 ? 0xCAFE_BABF : 0xCAFE_BABE)
        writer.uint32BE(slices.count)
        for (slice, offset) in zip(slices, offsets) {
            writer.uint32BE(slice.cpuType)
            writer.uint32BE(0)
            if is64 {
                writer.uint64BE(offset)
                writer.uint64BE(slice.bytes.count)
                writer.uint32BE(4)
                writer.uint32BE(0)
            } else {
                writer.uint32BE(offset)
                writer.uint32BE(slice.bytes.count)
                writer.uint32BE(4)
            }
        }
        for (slice, offset) in zip(slices, offsets) {
            writer.bytes += [UInt8](repeating: 0, count: offset - writer.bytes.count)
            writer.bytes += slice.bytes
        }
        return writer.bytes
    }
}
