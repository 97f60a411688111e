/// A small, bounded reader of a zip archive's central directory (APPNOTE.TXT 4.3): enough to
/// find and open the entries of an .ipa, an APK or an app bundle, which are stored or deflated.
///
/// The end-of-central-directory record (signature 0x06054b50) is the last 22 bytes of the file
/// plus a comment of up to 65535 bytes; it gives the directory's offset, size and entry count.
/// Each directory record (0x02014b50) gives an entry's method, sizes and the offset of its local
/// header (0x04034b50), after which its data follows. Zip64 archives, several disks and
/// encryption are refused rather than guessed at.
struct ZipArchive {
    /// An .ipa of 65535 entries with long paths has a directory of a few megabytes.
    static let maximumDirectorySize = 16 << 20
    /// Zip without zip64 cannot describe more than 4 GB; executables are far smaller.
    static let maximumEntrySize = 1 << 31
    static let endRecordSize = 22
    static let maximumCommentSize = 0xFFFF

    let source: any ByteSource
    let name: String
    let entries: [ZipEntry]
    /// Entry data must lie before the directory; an APK's signing block ends where it starts.
    let directoryOffset: Int

    init(_ source: any ByteSource, name: String) throws(AppFileError) {
        self.source = source
        self.name = name
        let (offset, size, count) = try Self.endRecord(source, name: name)
        directoryOffset = offset
        let directory = try source.read(at: offset, length: size, what: "central directory", name: name)
        entries = try ZipDirectoryParser(bytes: directory, count: count, name: name).entries()
    }

    /// The directory's offset, size and entry count, from the end-of-central-directory record.
    private static func endRecord(_ source: any ByteSource, name: String) throws(AppFileError)
        -> (offset: Int, size: Int, count: Int)
    {
        let tailLength = min(source.count, endRecordSize + maximumCommentSize)
        let tailStart = source.count - tailLength
        let tail = try source.read(at: tailStart, length: tailLength, what: "end of the archive", name: name)
        // The record whose comment ends exactly at the end of the file, searched from the end.
        var found: Int?
        var candidate = tail.count - endRecordSize
        while candidate >= 0, found == nil {
            if tail.uint32LE(at: candidate) == 0x0605_4B50,
                tail.uint16LE(at: candidate + 20) == tail.count - candidate - endRecordSize
            {
                found = candidate
            }
            candidate -= 1
        }
        guard let record = found,
            let disk = tail.uint16LE(at: record + 4), let directoryDisk = tail.uint16LE(at: record + 6),
            let diskEntries = tail.uint16LE(at: record + 8), let count = tail.uint16LE(at: record + 10),
            let size = tail.uint32LE(at: record + 12), let offset = tail.uint32LE(at: record + 16)
        else {
            throw AppFileError(
                .truncated, "\(name): no end-of-central-directory record; the archive is cut short")
        }
        let locator = record >= 20 ? tail.uint32LE(at: record - 20) : nil
        guard locator != 0x0706_4B50, count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else {
            throw AppFileError(.unsupportedArchive, "\(name): a zip64 archive, which aasa does not read")
        }
        guard disk == 0, directoryDisk == 0, diskEntries == count else {
            throw AppFileError(.unsupportedArchive, "\(name): an archive split over several disks")
        }
        guard size <= maximumDirectorySize, offset <= tailStart + record, size <= tailStart + record - offset else {
            throw AppFileError(
                .malformed,
                "\(name): the central directory (\(size) bytes at \(offset)) does not fit before its end record")
        }
        return (offset, size, count)
    }

    /// The entry's bytes, decompressed on demand.
    func open(_ entry: ZipEntry) throws(AppFileError) -> any ByteSource {
        let entryName = "\(name): \(PrintableText.escaped(entry.path))"
        guard !entry.isEncrypted else {
            throw AppFileError(.unsupportedArchive, "\(entryName) is encrypted")
        }
        guard entry.compressedSize != 0xFFFF_FFFF, entry.uncompressedSize != 0xFFFF_FFFF,
            entry.localHeaderOffset != 0xFFFF_FFFF
        else {
            throw AppFileError(.unsupportedArchive, "\(entryName) needs zip64, which aasa does not read")
        }
        guard entry.uncompressedSize <= Self.maximumEntrySize else {
            throw AppFileError(.tooLarge, "\(entryName) is larger than \(Self.maximumEntrySize >> 20) MB")
        }
        let local = try source.read(at: entry.localHeaderOffset, length: 30, what: "local header", name: entryName)
        guard local.uint32LE(at: 0) == 0x0403_4B50, let nameLength = local.uint16LE(at: 26),
            let extraLength = local.uint16LE(at: 28)
        else {
            throw AppFileError(.malformed, "\(entryName): the local header is damaged")
        }
        let start = entry.localHeaderOffset + 30 + nameLength + extraLength
        guard start <= directoryOffset, entry.compressedSize <= directoryOffset - start else {
            throw AppFileError(.malformed, "\(entryName): the data runs into the central directory")
        }
        switch entry.method {
        case ZipEntry.stored:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw AppFileError(.malformed, "\(entryName): a stored entry whose two sizes differ")
            }
            return ByteSlice(source, start: start, count: entry.compressedSize)
        case ZipEntry.deflated:
            return InflatedBytes(
                source, compressedStart: start, compressedCount: entry.compressedSize, count: entry.uncompressedSize,
                name: entryName)
        default:
            throw AppFileError(
                .unsupportedArchive,
                "\(entryName) uses compression method \(entry.method); aasa reads stored and deflate")
        }
    }
}
