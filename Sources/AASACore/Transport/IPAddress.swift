/// An IP address as a URL's host can spell it, read the way libcurl reads it, and where it
/// points: the public internet, or this machine and its networks.
///
/// libcurl 7.88 (`urlapi.c`, `ipv4_normalize`) reads a host of one to four dot-separated numbers,
/// each decimal, `0x` hexadecimal or `0`-led octal, the last filling the remaining bytes, as an
/// IPv4 address: `127.1`, `0x7f.1`, `2130706433` and `127.0.0.0x1` are all 127.0.0.1. It
/// percent-decodes the host first. A bracketed host is IPv6 (with an optional `%zone`).
package struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6, network order.
    package var bytes: [UInt8]

    package init?(bytes: [UInt8]) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// The address a URL's host names literally, or nil for a name.
    package init?(host: String) {
        let decoded = PercentDecoding.decoded(Substring(host))
        if decoded.hasPrefix("[") {
            guard decoded.hasSuffix("]") else { return nil }
            var inside = decoded.dropFirst().dropLast()
            if let zone = inside.firstIndex(of: "%") { inside = inside[..<zone] }
            guard let bytes = Self.ipv6(String(inside)) else { return nil }
            self.bytes = bytes
        } else if let bytes = Self.ipv4(decoded) {
            self.bytes = bytes
        } else {
            return nil
        }
    }

    package var description: String {
        if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
        var groups: [String] = []
        for index in stride(from: 0, to: 16, by: 2) {
            groups.append(String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16))
        }
        return "[" + groups.joined(separator: ":") + "]"
    }

    /// Whether the address is one a site on the internet could have: not this machine, not a
    /// private, shared (CGNAT), link-local, unique-local, multicast, reserved or unspecified one.
    /// IPv4 inside IPv6 (mapped, compatible, NAT64) is judged as the IPv4 address it carries.
    package var isPublic: Bool {
        if bytes.count == 4 { return Self.isPublicIPv4(bytes) }
        let prefix12 = Array(bytes[0..<12])
        if prefix12 == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff] || prefix12.allSatisfy({ $0 == 0 })
            || prefix12 == [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]
        {
            return Self.isPublicIPv4(Array(bytes[12..<16]))
        }
        switch bytes[0] {
        case 0xfc, 0xfd, 0xff: return false  // unique-local fc00::/7, multicast ff00::/8
        case 0xfe: return bytes[1] & 0xc0 != 0x80 && bytes[1] & 0xc0 != 0xc0  // link-, site-local
        default: return true
        }
    }

    private static func isPublicIPv4(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1]) {
        case (0, _), (10, _), (127, _): false  // this network, RFC 1918, loopback
        case (100, 64...127): false  // shared address space (CGNAT)
        case (169, 254): false  // link-local
        case (172, 16...31), (192, 168): false  // RFC 1918
        case (192, 0) where b[2] == 0: false  // IETF protocol assignments
        case (198, 18...19): false  // benchmarking
        case (224...255, _): false  // multicast, reserved, broadcast
        default: true
        }
    }

    /// libcurl's `ipv4_normalize`: nil unless the whole host is one to four numbers.
    static func ipv4(_ host: String) -> [UInt8]? {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var values: [UInt32] = []
        for part in parts {
            guard let value = number(part) else { return nil }
            values.append(value)
        }
        // The last number fills the bytes the others left: a.b is 8.24 bits, a.b.c is 8.8.16.
        let leading = values.dropLast()
        guard leading.allSatisfy({ $0 <= 0xff }) else { return nil }
        let lastBits = 32 - 8 * leading.count
        guard let last = values.last, lastBits == 32 || last < (UInt32(1) << lastBits) else { return nil }
        var address = leading.reduce(UInt32(0)) { $0 << 8 | $1 }
        address = lastBits == 32 ? last : address << lastBits | last
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: address >> $0) }
    }

    /// One number as C's `strtoul(_, _, 0)` reads it, the whole text or nil: no sign, `0x` hex,
    /// a leading `0` octal, at most 32 bits.
    private static func number(_ text: Substring) -> UInt32? {
        guard let first = text.first, first.isASCII, first.isNumber else { return nil }
        var digits = text
        var radix = 10
        if text.count > 1, text.hasPrefix("0x") || text.hasPrefix("0X") {
            digits = text.dropFirst(2)
            radix = 16
        } else if text.count > 1, first == "0" {
            digits = text.dropFirst()
            radix = 8
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII) else { return nil }
        return UInt32(digits, radix: radix)
    }

    /// RFC 4291 text: eight groups of 1-4 hex digits, one `::` standing for zero groups, the last
    /// two groups optionally written as dotted IPv4.
    static func ipv6(_ text: String) -> [UInt8]? {
        let halves = text.split(separator: "::", omittingEmptySubsequences: false).map(String.init)
        guard halves.count <= 2 else { return nil }
        func groups(_ half: String, last: Bool) -> [UInt16]? {
            guard !half.isEmpty else { return [] }
            var parts = half.split(separator: ":", omittingEmptySubsequences: false)
            var tail: [UInt16] = []
            if last, let final = parts.last, final.contains(".") {
                let dotted = final.split(separator: ".", omittingEmptySubsequences: false)
                guard dotted.count == 4 else { return nil }
                let bytes = dotted.compactMap { $0.count <= 3 && $0.allSatisfy(\.isASCII) ? UInt8($0) : nil }
                guard bytes.count == 4 else { return nil }
                tail = [UInt16(bytes[0]) << 8 | UInt16(bytes[1]), UInt16(bytes[2]) << 8 | UInt16(bytes[3])]
                parts.removeLast()
            }
            var values: [UInt16] = []
            for part in parts {
                guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit), let value = UInt16(part, radix: 16)
                else { return nil }
                values.append(value)
            }
            return values + tail
        }
        guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
        var all = head
        if halves.count == 2 {
            guard let tail = groups(halves[1], last: true), head.count + tail.count <= 7 else { return nil }
            all += [UInt16](repeating: 0, count: 8 - head.count - tail.count) + tail
        }
        guard all.count == 8 else { return nil }
        return all.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
}
