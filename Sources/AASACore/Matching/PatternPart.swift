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
        var parts: [PatternPart] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "*" {
                flush()
                if parts.last != .anyRun { parts.append(.anyRun) }
            } else if scalar == "?" {
                flush()
                parts.append(.anyCharacter)
            } else if variables, scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(" {
                flush()
                let (part, next) = variable(in: scalars, at: index)
                parts.append(part)
                index = next
                continue
            } else {
                literal.append(scalar)
            }
            index += 1
        }
        flush()
        return parts
    }

    /// The `$(name)` starting at `start`; a malformed one swallows the rest of the pattern.
    private static func variable(in scalars: [Unicode.Scalar], at start: Int) -> (PatternPart, Int) {
        var name = String.UnicodeScalarView()
        var index = start + 2
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ")" { return (.variable(String(name)), index + 1) }
            if scalar == "$" || scalar == "(" { break }
            name.append(scalar)
            index += 1
        }
        let rest = String(String.UnicodeScalarView(scalars[start...]))
        return (.malformedVariable(rest), scalars.count)
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
