import FoundationEssentials

/// UTF-16 and UTF-32 text, as Windows tools write it (PowerShell's `>` writes UTF-16 LE with a
/// byte order mark): told apart by the byte order mark or, without one, by where the zero bytes
/// of the first (ASCII) characters fall (RFC 4627, section 3).
package enum WideTextEncoding: String, Sendable {
    case utf16LittleEndian = "UTF-16 LE"
    case utf16BigEndian = "UTF-16 BE"
    case utf32LittleEndian = "UTF-32 LE"
    case utf32BigEndian = "UTF-32 BE"

    /// The encoding of `bytes`, and whether they start with a byte order mark; nil for UTF-8
    /// (or anything that is not text in these encodings).
    package static func detect(_ bytes: some Collection<UInt8>) -> (encoding: WideTextEncoding, byteOrderMark: Bool)? {
        let head = Array(bytes.prefix(4))
        guard head.count >= 2 else { return nil }
        let quad = head.count == 4 ? (head[0], head[1], head[2], head[3]) : (head[0], head[1], 1, 1)
        switch quad {
        case (0xFF, 0xFE, 0, 0): return (.utf32LittleEndian, true)
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, true)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, true)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, true)
        case (0, 0, 0, let d) where d != 0: return (.utf32BigEndian, false)
        case (let a, 0, 0, 0) where a != 0: return (.utf32LittleEndian, false)
        case (0, let b, 0, _) where b != 0: return (.utf16BigEndian, false)
        case (let a, 0, _, 0) where a != 0: return (.utf16LittleEndian, false)
        default: return nil
        }
    }

    /// `bytes` as UTF-8, without the byte order mark; nil when they do not decode.
    package func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        guard let text = String(data: Data(bytes), encoding: foundationEncoding) else { return nil }
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        return Array(String(scalars).utf8)
    }

    private var foundationEncoding: String.Encoding {
        switch self {
        case .utf16LittleEndian: .utf16LittleEndian
        case .utf16BigEndian: .utf16BigEndian
        case .utf32LittleEndian: .utf32LittleEndian
        case .utf32BigEndian: .utf32BigEndian
        }
    }
}
