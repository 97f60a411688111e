/// The two glob matchers of `android.os.PatternMatcher`, transcribed for the subset that
/// ``DynamicExpression`` produces: `.` any character, `X*` zero or more of X, `.+` (advanced)
/// one or more, `\X` a literal X. Both are greedy and never backtrack, as on devices; UTF-16
/// code units, as Java compares them.
enum PatternMatcherGlob {
    private static let dot: UInt16 = 0x2E, star: UInt16 = 0x2A, plus: UInt16 = 0x2B, backslash: UInt16 = 0x5C

    /// `PatternMatcher.matchGlobPattern`.
    static func matchSimple(_ pattern: [UInt16], _ match: [UInt16]) -> Bool {
        let np = pattern.count, nm = match.count
        if np == 0 { return nm == 0 }
        var ip = 0, im = 0
        var nextChar = pattern[0]
        func at(_ index: Int) -> UInt16 { index < np ? pattern[index] : 0 }
        while ip < np && im < nm {
            var c = nextChar
            ip += 1
            nextChar = at(ip)
            let escaped = c == backslash
            if escaped {
                c = nextChar
                ip += 1
                nextChar = at(ip)
            }
            if nextChar == star {
                if !escaped && c == dot {
                    if ip >= np - 1 { return true }
                    ip += 1
                    nextChar = pattern[ip]
                    if nextChar == backslash {
                        ip += 1
                        nextChar = at(ip)
                    }
                    // Consume everything up to the next pattern character's first occurrence.
                    while im < nm && match[im] != nextChar { im += 1 }
                    if im == nm { return false }
                    ip += 1
                    nextChar = at(ip)
                    im += 1
                } else {
                    while im < nm && match[im] == c { im += 1 }
                    ip += 1
                    nextChar = at(ip)
                }
            } else {
                if c != dot && match[im] != c { return false }
                im += 1
            }
        }
        if ip >= np && im >= nm { return true }
        // A trailing `.*` matches the empty rest.
        return ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star
    }

    /// One token of an advanced pattern: any character or a literal, repeated min...max times.
    struct Token: Equatable {
        var literal: UInt16?
        var minimum: Int
        var maximum: Int
    }

    /// `parseAndVerifyAdvancedPattern`, for patterns without sets or ranges (the expressions
    /// escape `[`, `]`, `{`, `}`).
    static func parseAdvanced(_ pattern: String) -> [Token] {
        var tokens: [Token] = []
        var units = Array(pattern.utf16)[...]
        while let unit = units.popFirst() {
            switch unit {
            case star:
                if !tokens.isEmpty { (tokens[tokens.count - 1].minimum, tokens[tokens.count - 1].maximum) = (0, .max) }
            case plus:
                if !tokens.isEmpty { (tokens[tokens.count - 1].minimum, tokens[tokens.count - 1].maximum) = (1, .max) }
            case dot:
                tokens.append(Token(literal: nil, minimum: 1, maximum: 1))
            case backslash:
                if let escaped = units.popFirst() { tokens.append(Token(literal: escaped, minimum: 1, maximum: 1)) }
            default:
                tokens.append(Token(literal: unit, minimum: 1, maximum: 1))
            }
        }
        return tokens
    }

    /// `matchAdvancedPattern`: each token takes as many characters as it can, never giving back.
    static func matchAdvanced(_ tokens: [Token], _ match: [UInt16]) -> Bool {
        var im = 0
        for token in tokens {
            var matched = 0
            while matched < token.maximum, im + matched < match.count,
                token.literal.map({ match[im + matched] == $0 }) ?? true
            {
                matched += 1
            }
            if matched < token.minimum { return false }
            im += matched
        }
        return im >= match.count
    }
}
