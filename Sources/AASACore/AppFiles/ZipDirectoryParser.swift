/// Parses the records of a zip central directory (APPNOTE.TXT 4.3.12): a 46-byte fixed part,
/// then the path, the extra field and the comment.
struct ZipDirectoryParser {
    let bytes: [UInt8]
    let count: Int
    let name: String

    func entries() throws(AppFileError) -> [ZipEntry] {
        var entries: [ZipEntry] = []
        entries.reserveCapacity(min(count, bytes.count / 46))
        var offset = 0
        for index in 0..<count {
            guard bytes.uint32LE(at: offset) == 0x0201_4B50,
                let flags = bytes.uint16LE(at: offset + 8), let method = bytes.uint16LE(at: offset + 10),
                let compressed = bytes.uint32LE(at: offset + 20), let uncompressed = bytes.uint32LE(at: offset + 24),
                let nameLength = bytes.uint16LE(at: offset + 28), let extraLength = bytes.uint16LE(at: offset + 30),
                let commentLength = bytes.uint16LE(at: offset + 32), let local = bytes.uint32LE(at: offset + 42)
            else {
                throw AppFileError(.malformed, "\(name): central directory record \(index) is damaged")
            }
            let pathStart = offset + 46
            let next = pathStart + nameLength + extraLength + commentLength
            guard next <= bytes.count else {
                throw AppFileError(.malformed, "\(name): central directory record \(index) runs past its end")
            }
            let path = String(decoding: bytes[pathStart..<pathStart + nameLength], as: UTF8.self)
            entries.append(
                ZipEntry(
                    path: path, method: method, flags: flags, compressedSize: compressed,
                    uncompressedSize: uncompressed, localHeaderOffset: local))
            offset = next
        }
        return entries
    }
}
