import AASACore

#if canImport(Glibc)
    import Glibc
#endif

/// A ``ByteSource`` over a file on disk, read by seeking, so its size does not matter.
final class FileBytes: ByteSource {
    private let descriptor: Int32
    private let name: String
    let count: Int

    /// Opens a regular file (``LocalFiles/open(_:name:)`` checks that it is one); `name` is the
    /// shown name for error messages.
    init(path: String, name: String) throws(AppFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AppFileError(.unreadable, "\(name): cannot open the file") }
        ReadFiles.record(descriptor)
        let end = lseek(descriptor, 0, SEEK_END)
        guard end >= 0 else {
            close(descriptor)
            throw AppFileError(.unreadable, "\(name): cannot find the file's size")
        }
        guard end <= off_t(Int.max / 2) else {
            close(descriptor)
            throw AppFileError(.tooLarge, "\(name): the file is too large to address")
        }
        self.descriptor = descriptor
        count = Int(end)
        self.name = name
    }

    deinit {
        close(descriptor)
    }

    func read(_ range: Range<Int>) throws(AppFileError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw AppFileError(.truncated, "\(name): a read of bytes \(range) lies past the end at \(count)")
        }
        var bytes: [UInt8] = []
        while bytes.count < range.count {
            let wanted = range.count - bytes.count
            var chunk = [UInt8](repeating: 0, count: wanted)
            let read = pread(descriptor, &chunk, wanted, off_t(range.lowerBound + bytes.count))
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw AppFileError(.unreadable, "\(name): reading bytes \(range) failed") }
            // The file shrank while being read.
            guard read > 0 else {
                throw AppFileError(.truncated, "\(name): the file ended at byte \(range.lowerBound + bytes.count)")
            }
            // Nearly every read is whole at once: that chunk is the answer.
            if bytes.isEmpty, read == wanted { return chunk }
            bytes += chunk[..<read]
        }
        return bytes
    }
}
