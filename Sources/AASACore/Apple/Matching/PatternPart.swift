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
        let bytes = pattern.utf8Span.span
        func text(_ range: Range<Int>) -> String { pattern.utf8Text(range) }
        // Each `*`, `?` or `$` adds at most two parts, a literal and itself: one allocation.
        var marks = 0
        for index in bytes.indices where bytes[index] == 0x2A || bytes[index] == 0x3F || bytes[index] == 0x24 {
            marks += 1
        }
        var parts: [PatternPart] = []
        parts.reserveCapacity(2 * marks + 1)
        pieces(of: bytes, variables: variables) { piece in
            switch piece {
            case .literal(let range): parts.append(.literal(text(range)))
            case .anyCharacter: parts.append(.anyCharacter)
            case .anyRun: parts.append(.anyRun)
            case .variable(let name): parts.append(.variable(text(name)))
            case .malformedVariable(let range): parts.append(.malformedVariable(text(range)))
            }
        }
        return parts
    }

    /// A part as a range of the pattern's UTF-8 bytes, before any text is made of it.
    enum Piece {
        case literal(Range<Int>)
        case anyCharacter
        case anyRun
        /// The name between `$(` and `)`.
        case variable(name: Range<Int>)
        case malformedVariable(Range<Int>)
    }

    /// Hands each piece of a pattern to `body` in order, read byte by byte: `*`, `?`, `$`, `(`
    /// and `)` are ASCII, and an ASCII byte is never part of a longer scalar, so every cut falls
    /// between scalars. The pattern check reads thousands of patterns this way without making a
    /// String of any literal.
    static func pieces(of bytes: Span<UInt8>, variables: Bool, _ body: (Piece) -> Void) {
        var literalStart = 0
        var index = 0
        var afterRun = false
        func flush() {
            if index > literalStart {
                body(.literal(literalStart..<index))
                afterRun = false
            }
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*"):
                flush()
                if !afterRun { body(.anyRun) }
                afterRun = true
                index += 1
                literalStart = index
            case UInt8(ascii: "?"):
                flush()
                body(.anyCharacter)
                afterRun = false
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
                    body(.variable(name: (index + 2)..<end))
                    index = end + 1
                } else {
                    body(.malformedVariable(index..<bytes.count))
                    index = bytes.count
                }
                afterRun = false
                literalStart = index
            default:
                index += 1
            }
        }
        flush()
    }

    /// What the device counts against its complexity limit: every `*` and variable except a
    /// final `*`.
    static func complexity(of parts: [PatternPart]) -> Int {
        var complexity = Complexity()
        for part in parts { complexity.note(part) }
        return complexity.value
    }

    /// ``complexity(of:)`` counted one part or piece at a time: a run of `*` counts once
    /// something follows it.
    struct Complexity {
        private(set) var value = 0
        private var endsWithRun = false

        mutating func note(_ part: PatternPart) {
            switch part {
            case .anyRun: note(isRun: true, isVariable: false)
            case .variable, .malformedVariable: note(isRun: false, isVariable: true)
            case .literal, .anyCharacter: note(isRun: false, isVariable: false)
            }
        }

        mutating func note(_ piece: Piece) {
            switch piece {
            case .anyRun: note(isRun: true, isVariable: false)
            case .variable, .malformedVariable: note(isRun: false, isVariable: true)
            case .literal, .anyCharacter: note(isRun: false, isVariable: false)
            }
        }

        private mutating func note(isRun: Bool, isVariable: Bool) {
            if endsWithRun { value += 1 }
            endsWithRun = isRun
            if isVariable { value += 1 }
        }
    }
}
