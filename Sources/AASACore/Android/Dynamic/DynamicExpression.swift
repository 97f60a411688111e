/// One matching expression of Android 15's dynamic rules (`"/": "/products/*"`), turned into an
/// `android.os.PatternMatcher` exactly as AOSP's `DalComponentParser.parseMatchingExpression`
/// does, and matched as `PatternMatcher` matches (docs/rules/android-app-links.md DY3; vectors in
/// `../shared/vectors/android-dynamic/`).
///
/// The documented meaning (`*` any run, `?` one character, `?*` one or more) and AOSP's differ:
/// a `.` is escaped even in literal and prefix patterns, which compare without escapes, and both
/// globs consume greedily without backtracking. ``aospDeviation`` names such cases for lint.
package struct DynamicExpression: Sendable, Hashable {
    package typealias PatternType = PatternMatcher.Kind

    package let written: String
    package let type: PatternType
    /// The PatternMatcher pattern AOSP builds.
    package let pattern: String
    private let matcher: PatternMatcher

    /// Nil for an empty expression, which AOSP refuses (IllegalArgumentException), and for one
    /// whose advanced pattern PatternMatcher refuses, which ends AOSP's parse the same way.
    package init?(_ written: String) {
        guard !written.isEmpty else { return nil }
        self.written = written
        let advanced = written.contains("?*")
        var wildcards = 0
        var out: [Character] = []
        for character in written {
            switch character {
            case "*":
                // `?*`: the `.` just written becomes `.+` (unless it was an escaped dot).
                if out.last == ".", !(out.count >= 2 && out[out.count - 2] == "\\") {
                    out.append("+")
                } else {
                    wildcards += 1
                    out += [".", "*"]
                }
            case "?":
                wildcards += 1
                out.append(".")
            case ".":
                out += ["\\", "."]
            case "[", "]", "{", "}":
                if advanced { out.append("\\") }
                out.append(character)
            default:
                out.append(character)
            }
        }
        if wildcards == 0 {
            type = .literal
        } else if wildcards == 1, out.count >= 2, out.suffix(2) == [".", "*"] {
            type = .prefix
            out.removeLast(2)
        } else {
            type = advanced ? .advancedGlob : .simpleGlob
        }
        pattern = String(out)
        guard let matcher = try? PatternMatcher(pattern, kind: type) else { return nil }
        self.matcher = matcher
    }

    /// Whether AOSP's PatternMatcher accepts `text` (an already-decoded path, value or fragment).
    package func matches(_ text: String) -> Bool {
        matcher.matches(text)
    }

    /// How AOSP's matching departs from the documented meaning for this expression, or nil.
    package var aospDeviation: String? {
        if (type == .literal || type == .prefix) && pattern.contains("\\.") {
            return
                "AOSP turns its '.' into '\\.' but compares \(type == .literal ? "literally" : "as a prefix"), so on "
                + "AOSP it matches only text with a backslash before the dot"
        }
        if type == .advancedGlob, let range = pattern.firstRange(of: ".+"), range.upperBound != pattern.endIndex {
            return "AOSP's matcher lets '?*' consume the rest of the text without backtracking, so on AOSP nothing "
                + "after it can match"
        }
        return nil
    }
}
