import CZlib

/// The system zlib's inflate, for the two deflated inputs aasa reads: zip entries of an app
/// (raw deflate) and gzip sitemaps. zlib keeps a pointer back to its stream, so the stream lives
/// at one address for the inflater's life; this file is the only code that hands zlib pointers.
final class Inflater {
    enum Format { case raw, gzip }

    /// One call's outcome: zlib's status, the input bytes it read and the output bytes it wrote.
    struct Step {
        var status: Int32
        var read: Int
        var produced: Int
    }

    private let format: Format
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var started = false

    init(_ format: Format) {
        self.format = format
        stream.initialize(to: z_stream())
    }

    deinit {
        if started { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Starts the stream, or starts it over; false when zlib cannot.
    func start() -> Bool {
        let status =
            started
            ? inflateReset(stream)
            : format == .raw ? aasa_inflate_init_raw(stream) : aasa_inflate_init_gzip(stream)
        started = started || status == Z_OK
        return status == Z_OK
    }

    /// Inflates from `input` into `output` until either runs out or the stream ends.
    func inflate(_ input: Span<UInt8>, into output: inout [UInt8]) -> Step {
        let outputCount = output.count
        let step = input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = uInt(input.count)
                stream.pointee.next_out = output.baseAddress
                stream.pointee.avail_out = uInt(outputCount)
                let status = CZlib.inflate(stream, Z_NO_FLUSH)
                return Step(
                    status: status, read: input.count - Int(stream.pointee.avail_in),
                    produced: outputCount - Int(stream.pointee.avail_out))
            }
        }
        // The buffers may move before the next call; zlib keeps no pointer into them.
        stream.pointee.next_in = nil
        stream.pointee.next_out = nil
        return step
    }
}
