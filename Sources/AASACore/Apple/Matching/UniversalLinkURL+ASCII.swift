// The common case of `UniversalLinkURL.init`, on UTF-8 bytes: a printable ASCII URL with a
// plain host. Whatever it is not sure of (IPv6, characters to encode, anything malformed) it
// leaves to the general parser, which then gives the same parts or the precise error.
extension UniversalLinkURL {
    struct Parts: Equatable {
        var scheme: String
        var host: String
        var port: Int?
        var path: String
        var query: String?
        var fragment: String?
    }

    static func printableASCIIParts(_ string: String) -> Parts? {
        string.withUTF8Bytes { bytes in printableASCIIParts(bytes) }
    }

    private static func printableASCIIParts(_ bytes: UnsafeBufferPointer<UInt8>) -> Parts? {
        // Printable ASCII only, none of the characters the general parser rejects or encodes.
        for byte in bytes {
            guard (0x21...0x7E).contains(byte) else { return nil }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"),
                UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default: continue
            }
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, ASCIIByte.isLetter(bytes[0]) else {
            return nil
        }
        let scheme = lowercased(bytes[..<colon])
        guard scheme == "http" || scheme == "https", colon + 2 < bytes.count,
            bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        let authorityStart = colon + 3
        let authorityEnd =
            bytes[authorityStart...].firstIndex {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            } ?? bytes.count
        guard let (host, port) = hostAndPort(bytes[authorityStart..<authorityEnd]) else { return nil }
        var rest = bytes[authorityEnd...]
        var fragment: String?
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard let text = checkedText(rest[(hash + 1)...]) else { return nil }
            fragment = text
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard let text = checkedText(rest[(mark + 1)...]) else { return nil }
            query = text
            rest = rest[..<mark]
        }
        guard let path = checkedText(rest) else { return nil }
        return Parts(scheme: scheme, host: host, port: port, path: path, query: query, fragment: fragment)
    }

    /// `[userinfo@]host[:port]` with a registered-name host; `nil` for anything else.
    private static func hostAndPort(_ authority: Slice<UnsafeBufferPointer<UInt8>>) -> (String, Int?)? {
        var hostPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { hostPort = authority[(at + 1)...] }
        guard hostPort.first != UInt8(ascii: "[") else { return nil }
        var host = hostPort
        var port: Int?
        if let colon = hostPort.firstIndex(of: UInt8(ascii: ":")) {
            host = hostPort[..<colon]
            let digits = hostPort[(colon + 1)...]
            if !digits.isEmpty {
                guard digits.count <= 5, digits.allSatisfy(ASCIIByte.isDigit) else { return nil }
                let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                guard value <= 65535 else { return nil }
                port = value
            }
        }
        guard !host.isEmpty, host.allSatisfy(isHostByte) else { return nil }
        return (lowercased(host), port)
    }

    /// The text of a path, query or fragment when every `%` is followed by two hex digits.
    private static func checkedText(_ part: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var index = part.startIndex
        while index < part.endIndex {
            if part[index] == UInt8(ascii: "%") {
                guard index + 2 < part.endIndex, ASCIIByte.isHexDigit(part[index + 1]),
                    ASCIIByte.isHexDigit(part[index + 2])
                else {
                    return nil
                }
            }
            index += 1
        }
        return String(decoding: part, as: UTF8.self)
    }

    private static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: bytes.map(ASCIIByte.lowercased), as: UTF8.self)
    }

    /// What ``validateHostName(_:)`` accepts: letters, digits and `-._~!$&'()*+,;=%`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        if ASCIIByte.isLetter(byte) || ASCIIByte.isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }
}
