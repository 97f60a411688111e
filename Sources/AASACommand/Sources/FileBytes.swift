import AASACore
import Foundation

/// A ``ByteSource`` over a file on disk, read by seeking, so its size does not matter.
final class FileBytes: ByteSource {
    private let handle: FileHandle
    private let name: String
    let count: Int

    /// Opens a regular file (``LocalFiles/open(_:name:)`` checks that it is one); `name` is the
    /// shown name for error messages.
    init(path: String, name: String) throws(AppFileError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw AppFileError(.unreadable, "\(name): cannot open the file")
        }
        do {
            let end = try handle.seekToEnd()
            guard end <= UInt64(Int.max / 2) else {
                throw AppFileError(.tooLarge, "\(name): the file is too large to address")
            }
            count = Int(end)
        } catch let error as AppFileError {
            try? handle.close()
            throw error
        } catch {
            try? handle.close()
            throw AppFileError(.unreadable, "\(name): cannot find the file's size")
        }
        self.handle = handle
        self.name = name
    }

    deinit {
        try? handle.close()
    }

    func read(_ range: Range<Int>) throws(AppFileError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw AppFileError(.truncated, "\(name): a read of bytes \(range) lies past the end at \(count)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        do {
            try handle.seek(toOffset: UInt64(range.lowerBound))
            while bytes.count < range.count {
                guard let chunk = try handle.read(upToCount: range.count - bytes.count), !chunk.isEmpty else { break }
                bytes += chunk
            }
        } catch {
            throw AppFileError(.unreadable, "\(name): reading bytes \(range) failed")
        }
        guard bytes.count == range.count else {
            // The file shrank while being read.
            throw AppFileError(.truncated, "\(name): the file ended at byte \(range.lowerBound + bytes.count)")
        }
        return bytes
    }
}
