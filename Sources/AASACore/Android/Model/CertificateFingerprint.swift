/// The SHA-256 fingerprint of an app's signing certificate in the one form Android compares: 32
/// upper-case hex bytes joined by colons (`14:6D:E9:...:E5`). The AOSP verifier compares strings
/// exactly against the upper-case form it computes, so no other spelling ever matches (spec D6).
package struct CertificateFingerprint: Sendable, Hashable, CustomStringConvertible {
    package let text: String

    package var description: String { text }

    /// A fingerprint as a person copied it: keytool's form (upper case, colons) or apksigner's
    /// (lower case, no colons). Nil unless it is 32 bytes of hex in one of those shapes.
    package init?(userWritten written: String) {
        guard let bytes = Self.hexBytes(written), bytes.count == 32 else { return nil }
        text = bytes.joined(separator: ":")
    }

    /// The fingerprint of a certificate whose SHA-256 digest is `bytes` (32 of them).
    init(bytes: [UInt8]) {
        let digits = Array("0123456789ABCDEF")
        text = bytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]]) }.joined(separator: ":")
    }

    /// A value from a file: only Android's own form.
    package init?(fileValue value: String) {
        guard FingerprintProblem.of(value) == nil else { return nil }
        text = value
    }

    /// The bytes of `written` as upper-case hex pairs, when it is hex pairs all joined by colons
    /// or not joined at all; nil for anything else.
    static func hexBytes(_ written: String) -> [String]? {
        let scalars = Array(written.unicodeScalars)
        let hasColons = scalars.contains(":")
        let digits = scalars.filter { $0 != ":" }
        guard !digits.isEmpty, digits.count.isMultiple(of: 2), digits.allSatisfy(\.isHexDigit) else { return nil }
        if hasColons {
            // Colons after every byte, nowhere else.
            for (offset, scalar) in scalars.enumerated() where (offset % 3 == 2) != (scalar == ":") { return nil }
            guard scalars.count == digits.count / 2 * 3 - 1 else { return nil }
        }
        var pairs: [String] = []
        var index = 0
        while index < digits.count {
            var pair = String.UnicodeScalarView()
            pair.append(contentsOf: digits[index..<index + 2])
            pairs.append(String(pair).uppercased())
            index += 2
        }
        return pairs
    }
}

/// What is wrong with a fingerprint written in a file, and its corrected form when one follows
/// from it (lower case or missing colons); a SHA-1 or a placeholder has none.
package struct FingerprintProblem: Sendable, Hashable {
    package var reason: String
    package var corrected: String?

    package static func of(_ value: String) -> FingerprintProblem? {
        if value.isEmpty { return FingerprintProblem(reason: "is empty") }
        if isPlaceholder(value) {
            return FingerprintProblem(reason: "is a placeholder, not a fingerprint")
        }
        guard let bytes = CertificateFingerprint.hexBytes(value) else {
            return FingerprintProblem(reason: "is not hex bytes joined by colons")
        }
        let canonical = bytes.joined(separator: ":")
        if bytes.count == 20 {
            return FingerprintProblem(reason: "has 20 bytes: it is a SHA-1 fingerprint, and Android compares SHA-256")
        }
        guard bytes.count == 32 else {
            return FingerprintProblem(reason: "has \(bytes.count) bytes, where a SHA-256 fingerprint has 32")
        }
        if value == canonical { return nil }
        let noColons = !value.contains(":")
        let lower = value != value.uppercased()
        let reason =
            switch (noColons, lower) {
            case (true, true): "is in lower case without colons (apksigner's form)"
            case (true, false): "has no colons between the bytes"
            default: "is in lower case"
            }
        return FingerprintProblem(
            reason: reason + "; Android compares the exact upper-case, colon form", corrected: canonical)
    }

    /// `XX:XX:...`, `YOUR_SHA256`, `<sha256 fingerprint>`, `${FINGERPRINT}`, `{{ sha }}`,
    /// `PLACEHOLDER_REPLACE_...`: what templates and tutorials leave behind.
    static func isPlaceholder(_ value: String) -> Bool {
        let upper = value.uppercased()
        if upper.contains("XX") || upper.contains("YOUR") || upper.contains("REPLACE") || upper.contains("PLACEHOLDER")
            || upper.contains("SHA") || upper.contains("FINGERPRINT") || upper.contains("TODO")
        {
            return true
        }
        return value.contains("<") || value.holdsPlaceholder || value.contains("{{")
    }
}

extension Unicode.Scalar {
    fileprivate var isHexDigit: Bool {
        switch self {
        case "0"..."9", "a"..."f", "A"..."F": true
        default: false
        }
    }
}

/// In reports, a fingerprint is the plain string Android compares.
extension CertificateFingerprint: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let fingerprint = CertificateFingerprint(userWritten: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a SHA-256 fingerprint")
        }
        self = fingerprint
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
