import AASACore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to a file descriptor with `write(2)`, never through `FileHandle.write`, which traps on
/// any error. A closed pipe (`aasa ... | head`) ends the process quietly, as SIGPIPE ends other
/// Unix tools (aasa ignores the signal itself, for libcurl); any other failure (a full disk,
/// `/dev/full`) is one line on standard error, when that can still be written, and exit 2.
enum DescriptorWriter {
    /// Writes all of `text`, or ends the process.
    static func write(_ text: String, to descriptor: Int32, name: String) {
        if let failure = writeAll(text, to: descriptor) { fail(failure, name: name) }
    }

    /// `errno` of the failure, or nil when every byte was written. One `write` call when the
    /// descriptor takes it all, so a JSON line reaches a pipe or file whole. The string's own
    /// UTF-8 storage is written, not a copy, so a large report is not held twice.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    static func fail(_ failure: Int32, name: String) -> Never {
        if failure == EPIPE {
            // The reader is gone: die of SIGPIPE like any other tool in a pipeline.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(141)
        }
        let message = "Error: cannot write to \(name): \(String(cString: strerror(failure)))\n"
        _ = writeAll(message, to: STDERR_FILENO)
        exit(ExitCode.usage)
    }
}
