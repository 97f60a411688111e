/// `android.os.PatternMatcher`, transcribed from AOSP (`core/java/android/os/PatternMatcher.java`,
/// aosp-mirror/platform_frameworks_base@01a7983f): the matcher of every `<data>` path of an intent
/// filter and of Android 15's dynamic rules. Text is compared as UTF-16 code units, as Java does;
/// both globs consume greedily and never backtrack, as on devices (docs/rules/android-app-links.md A11).
package struct PatternMatcher: Sendable, Hashable {
    /// The pattern types, as `PatternMatcher` numbers them, with the manifest attribute of each.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `android:path`: the whole text.
        case literal = "PATTERN_LITERAL"
        /// `android:pathPrefix`.
        case prefix = "PATTERN_PREFIX"
        /// `android:pathPattern`: `.` any character, `x*` zero or more of x, `\` escapes.
        case simpleGlob = "PATTERN_SIMPLE_GLOB"
        /// `android:pathAdvancedPattern` (API 31): sets, ranges, `+`, `{m,n}`.
        case advancedGlob = "PATTERN_ADVANCED_GLOB"
        /// `android:pathSuffix` (API 31).
        case suffix = "PATTERN_SUFFIX"
    }

    /// Why `parseAndVerifyAdvancedPattern` refuses a pattern; Android throws and drops it.
    package struct InvalidPattern: Error, Sendable, Hashable {
        package var reason: String
    }

    package let pattern: String
    package let kind: Kind
    private let units: [UInt16]
    /// The advanced pattern as AOSP parses it: characters as themselves, tokens negative.
    private let parsed: [Int32]

    package init(_ pattern: String, kind: Kind) throws(InvalidPattern) {
        self.pattern = pattern
        self.kind = kind
        units = Array(pattern.utf16)
        parsed = kind == .advancedGlob ? try Self.parseAdvanced(units) : []
    }

    /// How a simple glob reads an escaped `.` (docs/rules/android-app-links.md A15b). The framework
    /// of Android 6 to 15 ends `matchGlobPattern` with `if (c != '.' && match.charAt(im) != c)`,
    /// so `\.` still matches any character; a newer tree (`shouldMatchLiteralCharacter`, with
    /// CTS's `testMatch_simpleGlobPattern_dot`) matches it literally. Which release first ships
    /// the newer one is not established.
    package enum EscapedDot: Sendable, Hashable {
        /// Android 6-15's framework: any character.
        case anyCharacter
        /// The newer tree: a dot.
        case literal
    }

    /// Whether the pattern reads differently under the two ``EscapedDot`` matchers: a simple glob
    /// with `\.` in it.
    package var dependsOnEscapedDot: Bool {
        kind == .simpleGlob
            && units.indices.dropLast().contains { units[$0] == Self.backslash && units[$0 + 1] == Self.dot }
    }

    /// Matches with the newer tree's reading of `\.`: Android 15's dynamic rules, whose
    /// expressions write a literal `.` as `\.` (AOSP's vectors hold them so).
    package func matches(_ text: String) -> Bool {
        matches(units: Array(text.utf16), escapedDot: .literal)
    }

    /// `PatternMatcher.matchPattern`.
    package func matches(units match: [UInt16], escapedDot: EscapedDot) -> Bool {
        switch kind {
        case .literal: return units == match
        case .prefix: return match.starts(with: units)
        case .suffix: return match.count >= units.count && match[(match.count - units.count)...].elementsEqual(units)
        case .simpleGlob: return Self.matchGlob(units, match, escapedDot: escapedDot)
        case .advancedGlob: return Self.matchAdvanced(parsed, match)
        }
    }

    package static func == (lhs: PatternMatcher, rhs: PatternMatcher) -> Bool {
        lhs.pattern == rhs.pattern && lhs.kind == rhs.kind
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(kind)
    }

    private static let dot: UInt16 = 0x2E, star: UInt16 = 0x2A, plus: UInt16 = 0x2B, backslash: UInt16 = 0x5C
    private static let openSet: UInt16 = 0x5B, closeSet: UInt16 = 0x5D, caret: UInt16 = 0x5E, dash: UInt16 = 0x2D
    private static let openRange: UInt16 = 0x7B, closeRange: UInt16 = 0x7D, comma: UInt16 = 0x2C

    /// `matchGlobPattern`: `.*` consumes up to the first occurrence of the next pattern character.
    /// (CTS: msft-mirror-aosp/platform.cts@b426bce3 tests/tests/os/.../PatternMatcherTest.java.)
    static func matchGlob(_ pattern: [UInt16], _ match: [UInt16], escapedDot: EscapedDot) -> Bool {
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
                // Android 6-15: `if (c != '.' && match.charAt(im) != c) return false;` (01a7983f),
                // an escaped `.` too; the newer tree compares an escaped one.
                let literal = c != dot || (escaped && escapedDot == .literal)
                if literal && match[im] != c { return false }
                im += 1
            }
        }
        if ip >= np && im >= nm { return true }
        // A trailing `.*` still matches the empty rest.
        return ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star
    }

    // `parseAndVerifyAdvancedPattern`'s tokens.
    private static let setStart: Int32 = -1, inverseSetStart: Int32 = -2, setStop: Int32 = -3, anyChar: Int32 = -4
    private static let rangeStart: Int32 = -5, rangeStop: Int32 = -6, zeroOrMore: Int32 = -7, oneOrMore: Int32 = -8
    /// `MAX_PATTERN_STORAGE`.
    private static let storage = 2048

    private static func isModifier(_ token: Int32) -> Bool {
        token == oneOrMore || token == zeroOrMore || token == rangeStop || token == rangeStart
    }

    /// `parseAndVerifyAdvancedPattern`, step for step, its quirks kept: outside a set a `}` that
    /// closes no range is dropped, and a `[` at the very end throws (Java's index check).
    static func parseAdvanced(_ pattern: [UInt16]) throws(InvalidPattern) -> [Int32] {
        var out: [Int32] = []
        var ip = 0
        let lp = pattern.count
        var inSet = false, inRange = false, inCharClass = false
        func modifier(_ token: Int32) throws(InvalidPattern) {
            guard let last = out.last, !isModifier(last) else {
                throw InvalidPattern(reason: "a modifier must follow a token")
            }
            out.append(token)
        }
        while ip < lp {
            if out.count > storage - 3 { throw InvalidPattern(reason: "the pattern is too large") }
            var c = pattern[ip]
            var add = false
            switch c {
            case openSet:
                if inSet {
                    add = true
                } else {
                    guard ip + 1 < lp else { throw InvalidPattern(reason: "a set was not terminated") }
                    if pattern[ip + 1] == caret {
                        out.append(inverseSetStart)
                        ip += 1
                    } else {
                        out.append(setStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case closeSet:
                if !inSet {
                    add = true
                } else {
                    if out.last == setStart || out.last == inverseSetStart {
                        throw InvalidPattern(reason: "a set must define characters")
                    }
                    out.append(setStop)
                    inSet = false
                    inCharClass = false
                }
            case openRange:
                if !inSet {
                    try modifier(rangeStart)
                    ip += 1
                    inRange = true
                }
            case closeRange:
                if inRange {
                    out.append(rangeStop)
                    inRange = false
                }
            case star:
                if !inSet { try modifier(zeroOrMore) }
            case plus:
                if !inSet { try modifier(oneOrMore) }
            case dot:
                if !inSet { out.append(anyChar) }
            case backslash:
                guard ip + 1 < lp else { throw InvalidPattern(reason: "an escape ends the pattern") }
                ip += 1
                c = pattern[ip]
                add = true
            default:
                add = true
            }
            if inSet {
                if inCharClass {
                    out.append(Int32(c))
                    inCharClass = false
                } else if ip + 2 < lp && pattern[ip + 1] == dash && pattern[ip + 2] != closeSet {
                    // The lower end of a range such as a-z.
                    inCharClass = true
                    out.append(Int32(c))
                    ip += 1
                } else {
                    out += [Int32(c), Int32(c)]
                }
            } else if inRange {
                guard let end = pattern[ip...].firstIndex(of: closeRange) else {
                    throw InvalidPattern(reason: "a range is not ended with '}'")
                }
                let text = pattern[ip..<end]
                let bounds: (Int32, Int32)
                if let commaIndex = text.firstIndex(of: comma) {
                    guard let low = javaInt(text[..<commaIndex]) else {
                        throw InvalidPattern(reason: "a range number is malformed")
                    }
                    if commaIndex == end - 1 {
                        bounds = (low, Int32.max)
                    } else {
                        guard let high = javaInt(text[(commaIndex + 1)...]) else {
                            throw InvalidPattern(reason: "a range number is malformed")
                        }
                        bounds = (low, high)
                    }
                } else {
                    guard let value = javaInt(text) else { throw InvalidPattern(reason: "a range number is malformed") }
                    bounds = (value, value)
                }
                if bounds.0 > bounds.1 { throw InvalidPattern(reason: "a range's minimum is greater than its maximum") }
                out += [bounds.0, bounds.1]
                ip = end
                continue
            } else if add {
                out.append(Int32(c))
            }
            ip += 1
        }
        if inSet { throw InvalidPattern(reason: "a set was not terminated") }
        return out
    }

    /// `Integer.parseInt`: an optional sign and decimal digits within 32 bits.
    private static func javaInt(_ units: ArraySlice<UInt16>) -> Int32? {
        var digits = units
        if let first = digits.first, first == 0x2D || first == 0x2B { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int32(String(decoding: units.map { UInt8($0) }, as: UTF8.self))
    }

    /// `matchAdvancedPattern`: each token takes as many characters as it can, never giving back.
    static func matchAdvanced(_ parsed: [Int32], _ match: [UInt16]) -> Bool {
        var ip = 0, im = 0
        let lp = parsed.count
        while ip < lp {
            let token = parsed[ip]
            var setBounds = 0..<0
            var literal: Int32? = nil
            var inverse = false
            var any = false
            switch token {
            case anyChar:
                any = true
                ip += 1
            case setStart, inverseSetStart:
                inverse = token == inverseSetStart
                let start = ip + 1
                ip += 1
                while ip < lp && parsed[ip] != setStop { ip += 1 }
                setBounds = start..<ip
                ip += 1
            default:
                literal = token
                ip += 1
            }
            var minimum: Int32 = 1, maximum: Int32 = 1
            if ip < lp {
                switch parsed[ip] {
                case zeroOrMore:
                    (minimum, maximum) = (0, .max)
                    ip += 1
                case oneOrMore:
                    (minimum, maximum) = (1, .max)
                    ip += 1
                case rangeStart:
                    (minimum, maximum) = (parsed[ip + 1], parsed[ip + 2])
                    ip += 4
                default:
                    break
                }
            }
            if minimum > maximum { return false }
            func accepts(_ unit: UInt16) -> Bool {
                if any { return true }
                if let literal { return Int32(unit) == literal }
                var inside = false
                var index = setBounds.lowerBound
                // Pairs of bounds; AOSP reads pairs while the lower index is before the last entry.
                while index < setBounds.upperBound - 1 {
                    if Int32(unit) >= parsed[index] && Int32(unit) <= parsed[index + 1] {
                        inside = true
                        break
                    }
                    index += 2
                }
                return inside != inverse
            }
            var matched: Int32 = 0
            while matched < maximum, im + Int(matched) < match.count, accepts(match[im + Int(matched)]) {
                matched += 1
            }
            if matched < minimum { return false }
            im += Int(matched)
        }
        return ip >= lp && im >= match.count
    }
}
