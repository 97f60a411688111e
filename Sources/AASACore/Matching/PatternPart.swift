/// One piece of a URL pattern as written: literal text, `?`, `*` or `$(name)`.
enum PatternPart: Sendable, Hashable {
    case literal(String)
    /// `?`: exactly one character.
    case anyCharacter
    /// `*` (or a run of them): zero or more characters.
    case anyRun
    /// `$(name)`.
    case variable(String)
    /// `$(` without a closing `)`, or a name holding `$` or `(`; the text from `$(` on. The system
    /// then never matches the pattern.
    case malformedVariable(String)

    /// Reads a pattern. With `variables: false` (a substitution variable's own values, legacy
    /// `paths`) `$(` is literal text.
    static func parts(of pattern: String, variables: Bool = true) -> [PatternPart] {
        pattern.withUTF8Bytes { parts(of: $0, variables: variables) }
    }

    /// The pattern's UTF-8 bytes, read byte by byte: `*`, `?`, `$`, `(` and `)` are ASCII, and
    /// an ASCII byte is never part of a longer scalar, so every cut falls between scalars.
    private static func parts(of bytes: UnsafeBufferPointer<UInt8>, variables: Bool) -> [PatternPart] {
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        // Each `*`, `?` or `$` adds at most two parts, a literal and itself: one allocation.
        var parts: [PatternPart] = []
        parts.reserveCapacity(2 * bytes.reduce(0) { $0 + ($1 == 0x2A || $1 == 0x3F || $1 == 0x24 ? 1 : 0) } + 1)
        var literalStart = 0
        var index = 0
        func flush() {
            if index > literalStart { parts.append(.literal(text(literalStart..<index))) }
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*"):
                flush()
                if parts.last != .anyRun { parts.append(.anyRun) }
                index += 1
                literalStart = index
            case UInt8(ascii: "?"):
                flush()
                parts.append(.anyCharacter)
                index += 1
                literalStart = index
            case UInt8(ascii: "$") where variables && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "("):
                flush()
                // `$(name)`; a malformed one (no `)`, or `$` or `(` in the name) swallows the rest.
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "$"),
                    bytes[end] != UInt8(ascii: "(")
                {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: ")") {
                    parts.append(.variable(text((index + 2)..<end)))
                    index = end + 1
                } else {
                    parts.append(.malformedVariable(text(index..<bytes.count)))
                    index = bytes.count
                }
                literalStart = index
            default:
                index += 1
            }
        }
        flush()
        return parts
    }

    /// What the device counts against its complexity limit: every `*` and variable except a
    /// final `*`.
    static func complexity(of parts: [PatternPart]) -> Int {
        var count = 0
        for (offset, part) in parts.enumerated() {
            switch part {
            case .anyRun where offset < parts.count - 1, .variable, .malformedVariable: count += 1
            default: break
            }
        }
        return count
    }
}
