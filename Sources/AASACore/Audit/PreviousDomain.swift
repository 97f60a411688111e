/// What ``ChangeAudit`` keeps of one domain of the baseline report: only what a comparison reads.
/// A fleet's baseline holds hundreds of thousands of domains, so whether it failed is judged once
/// on reading, and values that repeat across domains (issuers, expiry dates, app-ID lists) are
/// stored once and shared.
struct PreviousDomain: Sendable {
    /// Nil when the baseline does not say: a domain that had left the list, kept for its file.
    var failed: Bool?
    /// The error ids it failed with, for the `change.fixed` message; empty when it passed.
    var errorIDs: [String]
    /// The served file's digest and app IDs, when a file was served and parsed.
    var digest: PackedDigest?
    var appIDs: [String: [String]]?
    /// ``MeaningDigest`` of the file, when the baseline recorded one.
    var meaning: PackedDigest?
    /// ``FileSummary/cacheSeconds`` of the file, when the baseline recorded it.
    var cacheSeconds: Int?
    var tls: TLSSummary?

    var file: FileSummary? {
        appIDs.map {
            var file = FileSummary(sha256: digest?.hex, appIDs: $0, meaning: meaning?.hex)
            file.cacheSeconds = cacheSeconds
            return file
        }
    }
}

/// A SHA-256 digest in 32 inline bytes rather than a 64-character string on the heap.
struct PackedDigest: Sendable, Equatable {
    private let first: UInt64
    private let second: UInt64
    private let third: UInt64
    private let fourth: UInt64

    /// Nil unless `hex` is 64 hexadecimal digits, as aasa writes them.
    init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var words: [UInt64] = []
        for start in stride(from: 0, to: 64, by: 16) {
            guard let word = UInt64(String(decoding: digits[start..<start + 16], as: UTF8.self), radix: 16) else {
                return nil
            }
            words.append(word)
        }
        (first, second, third, fourth) = (words[0], words[1], words[2], words[3])
    }

    var hex: String {
        [first, second, third, fourth].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
