import CZlib

/// Builds zip archives (APPNOTE.TXT) with stored or deflated entries, for .ipa and APK fixtures.
public struct ZipBuilder {
    public struct Entry {
        public var path: String
        public var data: [UInt8]
        public var deflate: Bool
        public var flags = 0
        /// Overrides the method written to the archive (to test unsupported methods).
        public var method: Int?

        public init(_ path: String, _ data: [UInt8], deflate: Bool = true) {
            self.path = path
            self.data = data
            self.deflate = deflate
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The archive; `zip64Locator` writes a zip64 end-of-directory locator before the end record,
    /// and `beforeDirectory` (an APK Signing Block) goes between the entries and the directory.
    public func build(zip64Locator: Bool = false, beforeDirectory: [UInt8] = []) -> [UInt8] {
        var archive = ByteWriter()
        var directory = ByteWriter()
        for entry in entries {
            let stored = entry.deflate ? Self.deflate(entry.data) : entry.data
            let method = entry.method ?? (entry.deflate ? 8 : 0)
            let crc = Self.crc32(entry.data)
            let name = Array(entry.path.utf8)
            let localOffset = archive.bytes.count
            archive.uint32LE(0x0403_4B50)
            Self.common(&archive, entry: entry, method: method, crc: crc, compressed: stored.count, name: name)
            archive.uint16LE(0)  // extra length
            archive.bytes += name + stored
            directory.uint32LE(0x0201_4B50)
            directory.uint16LE(0x031E)  // made by: Unix, 3.0
            Self.common(&directory, entry: entry, method: method, crc: crc, compressed: stored.count, name: name)
            directory.uint16LE(0)  // extra
            directory.uint16LE(0)  // comment
            directory.uint16LE(0)  // disk
            directory.uint16LE(0)  // internal attributes
            directory.uint32LE(0o100755 << 16)
            directory.uint32LE(localOffset)
            directory.bytes += name
        }
        archive.bytes += beforeDirectory
        let directoryOffset = archive.bytes.count
        archive.bytes += directory.bytes
        if zip64Locator {
            archive.uint32LE(0x0706_4B50)
            archive.bytes += [UInt8](repeating: 0, count: 16)
        }
        archive.uint32LE(0x0605_4B50)
        archive.uint16LE(0)
        archive.uint16LE(0)
        archive.uint16LE(entries.count)
        archive.uint16LE(entries.count)
        archive.uint32LE(directory.bytes.count)
        archive.uint32LE(directoryOffset)
        archive.uint16LE(0)
        return archive.bytes
    }

    /// The fields local headers and directory records share, from "version needed" to the name length.
    private static func common(
        _ writer: inout ByteWriter, entry: Entry, method: Int, crc: Int, compressed: Int, name: [UInt8]
    ) {
        writer.uint16LE(20)
        writer.uint16LE(entry.flags | 0x0800)  // UTF-8 names
        writer.uint16LE(method)
        writer.uint16LE(0)  // time
        writer.uint16LE(0x21)  // date: 1980-01-01
        writer.uint32LE(crc)
        writer.uint32LE(compressed)
        writer.uint32LE(entry.data.count)
        writer.uint16LE(name.count)
    }

    public static func crc32(_ data: [UInt8]) -> Int {
        Int(data.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// A gzip stream of `data` (a `.xml.gz` sitemap).
    public static func gzip(_ data: [UInt8]) -> [UInt8] {
        deflate(data, gzip: true)
    }

    /// Raw deflate at the default level (with gzip's header and trailer when `gzip`).
    public static func deflate(_ data: [UInt8], gzip: Bool = false) -> [UInt8] {
        var stream = z_stream()
        let started =
            gzip
            ? aasa_deflate_init_gzip(&stream, Z_DEFAULT_COMPRESSION)
            : aasa_deflate_init_raw(&stream, Z_DEFAULT_COMPRESSION)
        guard started == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var input = data
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 64)
        let produced = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
                return outBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output.prefix(produced))
    }
}
