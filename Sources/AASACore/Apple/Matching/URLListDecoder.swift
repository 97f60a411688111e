import CZlib

/// What a URL list's bytes are before ``URLListReader`` cuts them: a gzip stream (magic `1F 8B`,
/// a `.xml.gz` sitemap) is inflated, and UTF-16 text (a byte order mark `FF FE` or `FE FF`) is
/// turned into UTF-8, chunk by chunk, so memory stays at one chunk whatever the list's size. A
/// gzip stream may inflate to ``maximumInflated`` bytes (sitemaps.org's 50 MB for a sitemap):
/// past that, or when it is damaged, the list is refused with the reason.
package final class URLListDecoder {
    package static let maximumInflated = 50 << 20

    package struct Failure: Error, Sendable {
        package var reason: String
    }

    private enum Form { case unknown, plain, gzip, utf16(bigEndian: Bool) }

    private var form = Form.unknown
    private var head: [UInt8] = []
    private var inflater: Inflater?
    private var output: [UInt8] = []
    private var inflated = 0
    private var finished = false
    /// UTF-16 only: text decoded after the gzip stage.
    private var utf16: URLListDecoder?
    /// A byte of a UTF-16 unit and a high surrogate held for the next chunk.
    private var pendingByte: UInt8?
    private var pendingHigh: UInt16?
    private var startOfText = true

    package init() {}

    /// Hands the decoded bytes of `chunk` to `emit`.
    package func consume(_ chunk: Span<UInt8>, emit: (Span<UInt8>) -> Void)
        throws(Failure)
    {
        if case .unknown = form {
            // Two bytes tell the form; a first chunk of one byte waits for the next.
            head.append(chunk)
            guard head.count >= 2 else { return }
            let bytes = head
            head = []
            switch (bytes[0], bytes[1]) {
            case (0x1F, 0x8B):
                form = .gzip
                let inflater = Inflater(.gzip)
                guard inflater.start() else { throw Failure(reason: "zlib cannot start inflating it") }
                self.inflater = inflater
                output = [UInt8](repeating: 0, count: 64 << 10)
                utf16 = URLListDecoder()
            case (0xFF, 0xFE): form = .utf16(bigEndian: false)
            case (0xFE, 0xFF): form = .utf16(bigEndian: true)
            default: form = .plain
            }
            try consume(bytes.span, emit: emit)
            return
        }
        switch form {
        case .unknown, .plain: emit(chunk)
        case .gzip: try inflate(chunk, emit: emit)
        case .utf16(let bigEndian): transcode(chunk, bigEndian: bigEndian, emit: emit)
        }
    }

    /// Call after the last chunk: a damaged or cut gzip stream is refused, and a list of one byte
    /// is handed on.
    package func finish(emit: (Span<UInt8>) -> Void) throws(Failure) {
        if case .unknown = form, !head.isEmpty { emit(head.span) }
        if case .gzip = form, !finished { throw Failure(reason: "the gzip stream ends before its end") }
        try utf16?.finish(emit: emit)
    }

    private func inflate(_ chunk: Span<UInt8>, emit: (Span<UInt8>) -> Void)
        throws(Failure)
    {
        guard let inflater, !chunk.isEmpty else { return }
        guard !finished else { throw Failure(reason: "bytes follow the end of the gzip stream") }
        var offset = 0
        var produced = 0
        repeat {
            let step = inflater.inflate(chunk.extracting(offset...), into: &output)
            let status = step.status
            produced = step.produced
            offset += step.read
            guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && produced == 0) else {
                throw Failure(reason: "the gzip stream is damaged (zlib status \(status))")
            }
            inflated += produced
            guard inflated <= Self.maximumInflated else {
                throw Failure(
                    reason: "it inflates past \(Self.maximumInflated >> 20) MB, the most a sitemap may hold "
                        + "(sitemaps.org)")
            }
            if produced > 0, let utf16 {
                let output = self.output
                try utf16.consume(output.span.extracting(0..<produced), emit: emit)
            }
            if status == Z_STREAM_END {
                finished = true
                guard offset == chunk.count else { throw Failure(reason: "bytes follow the end of the gzip stream") }
                return
            }
        } while offset < chunk.count || produced == output.count
    }

    private func transcode(
        _ chunk: Span<UInt8>, bigEndian: Bool, emit: (Span<UInt8>) -> Void
    ) {
        var text = String.UnicodeScalarView()
        var index = 0
        func unit() -> UInt16? {
            let first: UInt8
            if let pending = pendingByte {
                first = pending
                pendingByte = nil
            } else {
                guard index < chunk.count else { return nil }
                first = chunk[index]
                index += 1
            }
            guard index < chunk.count else {
                pendingByte = first
                return nil
            }
            let second = chunk[index]
            index += 1
            return bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
        }
        while let unit = unit() {
            defer { startOfText = false }
            if let high = pendingHigh {
                pendingHigh = nil
                if (0xDC00...0xDFFF).contains(unit) {
                    let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    continue
                }
                text.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = unit
            } else if let scalar = Unicode.Scalar(unit) {
                // The byte order mark itself is no text.
                if scalar != "\u{FEFF}" || !startOfText { text.append(scalar) }
            } else {
                text.append("\u{FFFD}")
            }
        }
        let bytes = Array(String(text).utf8)
        emit(bytes.span)
    }
}
