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
        let bytes = string.utf8Span.span
        // Printable ASCII only, none of the characters the general parser rejects or encodes.
        for index in bytes.indices {
            let byte = bytes[index]
            guard (0x21...0x7E).contains(byte) else { return nil }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"),
                UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default: continue
            }
        }
        guard let colon = bytes.firstIndex(in: bytes.indices, where: { $0 == UInt8(ascii: ":") }), colon > 0,
            ASCIIByte.isLetter(bytes[0])
        else { return nil }
        let scheme = lowercased(bytes.extracting(0..<colon))
        guard scheme == "http" || scheme == "https", colon + 2 < bytes.count,
            bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        let authorityStart = colon + 3
        let authorityEnd =
            bytes.firstIndex(in: authorityStart..<bytes.count) {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            } ?? bytes.count
        guard let (host, port) = hostAndPort(bytes.extracting(authorityStart..<authorityEnd)) else { return nil }
        var rest = authorityEnd..<bytes.count
        var fragment: String?
        if let hash = bytes.firstIndex(in: rest, where: { $0 == UInt8(ascii: "#") }) {
            guard let text = checkedText(bytes.extracting(hash + 1..<rest.upperBound)) else { return nil }
            fragment = text
            rest = rest.lowerBound..<hash
        }
        var query: String?
        if let mark = bytes.firstIndex(in: rest, where: { $0 == UInt8(ascii: "?") }) {
            guard let text = checkedText(bytes.extracting(mark + 1..<rest.upperBound)) else { return nil }
            query = text
            rest = rest.lowerBound..<mark
        }
        guard let path = checkedText(bytes.extracting(rest)) else { return nil }
        return Parts(scheme: scheme, host: host, port: port, path: path, query: query, fragment: fragment)
    }

    /// `[userinfo@]host[:port]` with a registered-name host; `nil` for anything else.
    private static func hostAndPort(_ bytes: Span<UInt8>) -> (String, Int?)? {
        let authority = bytes.indices
        var hostPort = authority
        if let at = bytes.lastIndex(in: authority, where: { $0 == UInt8(ascii: "@") }) {
            hostPort = at + 1..<authority.upperBound
        }
        guard hostPort.isEmpty || bytes[hostPort.lowerBound] != UInt8(ascii: "[") else { return nil }
        var host = hostPort
        var port: Int?
        if let colon = bytes.firstIndex(in: hostPort, where: { $0 == UInt8(ascii: ":") }) {
            host = hostPort.lowerBound..<colon
            let digits = colon + 1..<hostPort.upperBound
            if !digits.isEmpty {
                guard digits.count <= 5, bytes.firstIndex(in: digits, where: { !ASCIIByte.isDigit($0) }) == nil
                else { return nil }
                let value = digits.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) }
                guard value <= 65535 else { return nil }
                port = value
            }
        }
        guard !host.isEmpty, bytes.firstIndex(in: host, where: { !isHostByte($0) }) == nil else { return nil }
        return (lowercased(bytes.extracting(host)), port)
    }

    /// The text of a path, query or fragment when every `%` is followed by two hex digits.
    private static func checkedText(_ bytes: Span<UInt8>) -> String? {
        for index in bytes.indices where bytes[index] == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, ASCIIByte.isHexDigit(bytes[index + 1]),
                ASCIIByte.isHexDigit(bytes[index + 2])
            else { return nil }
        }
        return String(utf8: bytes)
    }

    /// ASCII text in lower case; most schemes and hosts already are, and are copied as they are.
    private static func lowercased(_ bytes: Span<UInt8>) -> String {
        guard bytes.firstIndex(in: bytes.indices, where: { (0x41...0x5A).contains($0) }) != nil else {
            return String(utf8: bytes)
        }
        var lowered: [UInt8] = []
        lowered.append(bytes)
        for index in lowered.indices { lowered[index] = ASCIIByte.lowercased(lowered[index]) }
        return String(decoding: lowered, as: UTF8.self)
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
