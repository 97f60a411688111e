import FoundationEssentials

/// Punycode (RFC 3492) encoding, and the IDNA ToASCII step aasa needs for host names.
///
/// Foundation's IDNA support is not available on every platform, and encoding is short: the
/// parameters and the loop below are those of RFC 3492 sections 5 and 6.3.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128
    /// Longer input cannot be a DNS label anyway; the cap keeps the arithmetic far from overflow.
    static let maximumInputScalars = 1024

    /// The Punycode form of `label` (without `xn--`), or nil when it cannot be encoded.
    static func encode(_ label: String) -> String? {
        let input = label.unicodeScalars.map { Int($0.value) }
        guard input.count <= maximumInputScalars else { return nil }
        var output = input.filter { $0 < 0x80 }.compactMap(UnicodeScalar.init).map(Character.init)
        let basicCount = output.count
        if basicCount > 0 { output.append("-") }
        var n = initialN
        var delta = 0
        var bias = initialBias
        var handled = basicCount
        while handled < input.count {
            guard let next = input.filter({ $0 >= n }).min() else { return nil }
            delta += (next - n) * (handled + 1)
            n = next
            for scalar in input {
                if scalar < n { delta += 1 }
                guard scalar == n else { continue }
                output += digits(for: delta, bias: bias)
                bias = adapt(delta: delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    /// The variable-length integer of RFC 3492 section 3.3 for one delta.
    private static func digits(for delta: Int, bias: Int) -> [Character] {
        var result: [Character] = []
        var q = delta
        var k = base
        while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t { break }
            result.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
        }
        result.append(digit(q))
        return result
    }

    private static func digit(_ value: Int) -> Character {
        let scalar = value < 26 ? 0x61 + value : 0x30 + value - 26
        return Character(UnicodeScalar(UInt8(scalar)))
    }

    private static func adapt(delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// The ASCII form of a host name: NFC, lower-cased, each non-ASCII label as `xn--` Punycode.
    /// The ideographic full stops that IDNA treats as dots separate labels too.
    static func asciiHost(_ host: String) -> String? {
        // NFC from the standard library's own tables, as String comparison uses them.
        let folded = String(decoding: host._nfcCodeUnits, as: UTF8.self).lowercased()
        let dots: Set<Character> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        let labels = folded.split(omittingEmptySubsequences: false) { dots.contains($0) }
        var ascii: [String] = []
        for label in labels {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                ascii.append(String(label))
            } else if let encoded = encode(String(label)) {
                ascii.append("xn--" + encoded)
            } else {
                return nil
            }
        }
        return ascii.joined(separator: ".")
    }
}
