/// The SHA-256 fingerprint of an app's signing certificate in the one form Android compares: 32
/// upper-case hex bytes joined by colons (`14:6D:E9:...:E5`). The AOSP verifier compares strings
/// exactly against the upper-case form it computes, so no other spelling ever matches (docs/rules/android-app-links.md D6).
package struct CertificateFingerprint: Sendable, Hashable, CustomStringConvertible {
    package let text: String

    package var description: String { text }

    /// A fingerprint as a person copied it: keytool's form (upper case, colons) or apksigner's
    /// (lower case, no colons). Nil unless it is 32 bytes of hex in one of those shapes.
    package init?(userWritten written: String) {
        guard let hex = Self.hexBytes(written), hex.count == 32 else { return nil }
        text = hex.canonical
    }

    /// The fingerprint of a certificate whose SHA-256 digest is `bytes` (32 of them).
    init(bytes: [UInt8]) {
        text = Self.colonForm(bytes)
    }

    /// A value from a file: only Android's own form.
    package init?(fileValue value: String) {
        guard FingerprintProblem.of(value) == nil else { return nil }
        text = value
    }

    /// The bytes of `written`, when it is hex pairs all joined by colons or not joined at all
    /// (in any case), with their count and upper-case colon form; nil for anything else.
    static func hexBytes(_ written: String) -> (count: Int, canonical: String)? {
        let characters = Array(written.utf8)
        let hasColons = characters.contains(UInt8(ascii: ":"))
        // Colons after every byte, nowhere else: "AB:CD" is 3n - 1 long, "ABCD" 2n.
        let stride = hasColons ? 3 : 2
        guard !characters.isEmpty, (characters.count + (hasColons ? 1 : 0)).isMultiple(of: stride) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((characters.count + 1) / stride)
        var offset = 0
        while offset < characters.count {
            guard let high = hexValue(characters[offset]), let low = hexValue(characters[offset + 1]) else {
                return nil
            }
            if hasColons, offset + 2 < characters.count, characters[offset + 2] != UInt8(ascii: ":") { return nil }
            bytes.append(high << 4 | low)
            offset += stride
        }
        return (bytes.count, colonForm(bytes))
    }

    /// `bytes` as upper-case hex pairs joined by colons.
    static func colonForm(_ bytes: [UInt8]) -> String {
        HexText.of(bytes, uppercase: true, separator: UInt8(ascii: ":"))
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// What is wrong with a fingerprint written in a file, and its corrected form when one follows
/// from it (lower case or missing colons); a SHA-1 or a placeholder has none.
package struct FingerprintProblem: Sendable, Hashable {
    package var reason: String
    package var corrected: String?

    package static func of(_ value: String) -> FingerprintProblem? {
        if value.isEmpty { return FingerprintProblem(reason: "is empty") }
        let hex = CertificateFingerprint.hexBytes(value)
        // Android's own form, which every working file has, holds nothing a placeholder check
        // looks for (only 0-9, A-F and colons): the check is for everything else.
        if let hex, hex.count == 32, hex.canonical == value { return nil }
        if isPlaceholder(value) {
            return FingerprintProblem(reason: "is a placeholder, not a fingerprint")
        }
        guard let hex else { return FingerprintProblem(reason: "is not hex bytes joined by colons") }
        if hex.count == 20 {
            return FingerprintProblem(reason: "has 20 bytes: it is a SHA-1 fingerprint, and Android compares SHA-256")
        }
        guard hex.count == 32 else {
            return FingerprintProblem(reason: "has \(hex.count) bytes, where a SHA-256 fingerprint has 32")
        }
        let noColons = !value.contains(":")
        let lower = value != value.uppercased()
        let reason =
            switch (noColons, lower) {
            case (true, true): "is in lower case without colons (apksigner's form)"
            case (true, false): "has no colons between the bytes"
            default: "is in lower case"
            }
        return FingerprintProblem(
            reason: reason + "; Android compares the exact upper-case, colon form", corrected: hex.canonical)
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
