import AASACore

/// Collects one response's header lines and body bytes as libcurl hands them over, enforcing the
/// header and body caps. Pure: the libcurl callbacks only forward bytes here.
struct ResponseCollector {
    let bodyLimit: Int
    let headerLimit: Int
    private(set) var headers: [HTTPHeaderField] = []
    private(set) var body: [UInt8] = []
    private(set) var bodyExceededLimit = false
    private(set) var headersExceededLimit = false
    private var headerBytes = 0

    init(bodyLimit: Int, headerLimit: Int) {
        self.bodyLimit = max(0, bodyLimit)
        self.headerLimit = max(0, headerLimit)
        body.reserveCapacity(min(self.bodyLimit, 16_384))
    }

    /// Takes decoded body bytes; returns false when the cap is passed and the transfer must stop.
    /// Keeps at most the first `bodyLimit` bytes, so memory stays bounded whatever the server sends.
    mutating func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let room = bodyLimit - body.count
        if bytes.count <= room {
            body.append(contentsOf: bytes)
            return true
        }
        body.append(contentsOf: bytes.prefix(room))
        bodyExceededLimit = true
        return false
    }

    /// Takes one raw header line (with its CRLF); returns false past the header cap.
    mutating func appendHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        headerBytes += bytes.count
        if headerBytes > headerLimit {
            headersExceededLimit = true
            return false
        }
        var line = Array(bytes)
        while let last = line.last, last == 0x0A || last == 0x0D { line.removeLast() }
        record(line)
        return true
    }

    private mutating func record(_ line: [UInt8]) {
        if line.isEmpty { return }
        if line.starts(with: Array("HTTP/".utf8)) {
            // A new status line (after a 1xx answer): only the final response's fields count.
            headers.removeAll()
            return
        }
        if let first = line.first, first == 0x20 || first == 0x09, !headers.isEmpty {
            // Obsolete line folding: the line continues the previous field's value.
            headers[headers.count - 1].value += " " + Self.text(Self.trimmed(line[...]))
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return }
        let name = Self.text(Self.trimmed(line[..<colon]))
        let value = Self.text(Self.trimmed(line[(colon + 1)...]))
        headers.append(HTTPHeaderField(name: name, value: value))
    }

    /// Invalid UTF-8 becomes U+FFFD; control characters are kept (output escapes them later).
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice
    }
}
