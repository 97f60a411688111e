/// Rules that are well-formed but do not do what their authors meant: a `NOT` without its space
/// (an include rule), a full URL used as a path, an entry whose rules only exclude, and an entry
/// written for iOS 12 and older (`appID` with `paths`) in a file they skip for want of `"apps": []`.
enum RuleMistakeCheck {
    /// The mistake one pattern string can make on its own: a URL where a path belongs.
    static func finding(for pattern: RulePattern) -> Finding? {
        let bytes = ByteFacts(pattern.text)
        if pattern.role != .queryOrFragment,
            let found = (bytes.holdsSchemeSeparator ? urlInPath(pattern) : nil) ?? noLeadingSlash(pattern, bytes)
        {
            return found
        }
        return notEncoded(pattern, bytes) ?? doubleStar(pattern, bytes)
    }

    /// What the byte-level checks need of a pattern, read in one pass: every pattern of a large
    /// file comes through here, and almost none holds what they look for.
    private struct ByteFacts {
        var first: UInt8?
        /// `://`, which a URL written as a path holds.
        var holdsSchemeSeparator = false
        /// A space or a byte of a non-ASCII character.
        var holdsRawForURL = false
        var holdsDoubleStar = false

        init(_ text: String) {
            let bytes = text.utf8Span.span
            var previous: UInt8 = 0
            for index in bytes.indices {
                let byte = bytes[index]
                holdsRawForURL = holdsRawForURL || byte >= 0x80 || byte == 0x20
                holdsDoubleStar = holdsDoubleStar || (byte == UInt8(ascii: "*") && previous == byte)
                previous = byte
            }
            first = bytes.isEmpty ? nil : bytes[0]
            holdsSchemeSeparator = text.containsBytes("://")
        }
    }

    /// `/a b`, `/café` under `percentEncoded: true`: the URL is compared as it travels, with
    /// `%20` and `%C3%A9`, so the raw character never meets its match.
    private static func notEncoded(_ pattern: RulePattern, _ bytes: ByteFacts) -> Finding? {
        guard pattern.percentEncoded == true, bytes.holdsRawForURL,
            let raw = pattern.text.unicodeScalars.first(where: { !$0.isASCII || $0 == " " })
        else { return nil }
        var encoded = ""
        for scalar in pattern.text.unicodeScalars {
            guard !scalar.isASCII || scalar == " " else {
                encoded.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return FindingKind.rulesNotEncoded(
            "The pattern \"\(PrintableText.escaped(pattern.text, limit: 80))\" holds \"\(PrintableText.escaped(String(raw)))\", "
                + "but with percentEncoded true it is compared with the encoded URL, which never holds it raw: it "
                + "matches no link.",
            hint: "write it encoded, \"\(PrintableText.escaped(encoded, limit: 120))\", or set \"percentEncoded\": "
                + "false on its component", path: pattern.path,
            fix: .replace(pattern.path, with: pattern.written(as: encoded)))
    }

    /// `/docs/**`: written for a glob where `**` crosses directories. Here each `*` already
    /// matches any characters, `/` included, so `**` means `*`: worth knowing, and harmless.
    private static func doubleStar(_ pattern: RulePattern, _ bytes: ByteFacts) -> Finding? {
        guard bytes.holdsDoubleStar else { return nil }
        // Each run of stars as one.
        var simpler = String.UnicodeScalarView()
        for scalar in pattern.text.unicodeScalars where scalar != "*" || simpler.last != "*" { simpler.append(scalar) }
        return FindingKind.rulesDoubleStar(
            "The pattern \"\(PrintableText.escaped(pattern.text, limit: 80))\" holds **, which is two *: each * "
                + "already matches any characters, / included, so ** is no recursive wildcard and matches as * does.",
            hint: "no change needed; \"\(PrintableText.escaped(String(simpler), limit: 80))\" means the same",
            path: pattern.path)
    }

    /// `dashboard/*` or `./dashboard/*`: Apple's matcher reads a path pattern without its leading
    /// `/` as if it had one (swcutil matches `buy/*` against `/buy/1`, and so does `aasa match`), so
    /// `dashboard/*` works and the finding asks for the slash every documented example writes;
    /// `./dashboard/*` becomes `/./dashboard/*`, which no link's path holds. (`*`, `?` and a
    /// variable may stand for the slash.)
    private static func noLeadingSlash(_ pattern: RulePattern, _ bytes: ByteFacts) -> Finding? {
        guard let first = bytes.first,
            first != UInt8(ascii: "/"), first != UInt8(ascii: "*"), first != UInt8(ascii: "?"),
            first != UInt8(ascii: "$")
        else { return nil }
        // `NOT/private/*` lacks the space after NOT (rules.malformed-not), not a slash before it:
        // one finding, one fix that keeps the author's exclusion.
        if pattern.role == .legacyPath, missingSpaceAfterNot(pattern.text) != nil { return nil }
        let dotted = pattern.text.hasPrefix("./")
        let fixed = dotted ? String(pattern.text.dropFirst()) : "/" + pattern.text
        let shown = PrintableText.escaped(pattern.text, limit: 80)
        return FindingKind.rulesNoLeadingSlash(
            dotted
                ? "The path pattern \"\(shown)\" starts with ./; Apple's matcher reads it as \"/\(shown)\", and a "
                    + "link's path never holds /./, so it matches no link."
                : "The path pattern \"\(shown)\" does not start with /; Apple's matcher reads it as "
                    + "\"\(PrintableText.escaped(fixed, limit: 80))\", but every documented pattern writes the slash.",
            hint: "start the path with /, as in \"\(PrintableText.escaped(fixed, limit: 80))\"", path: pattern.path,
            fix: .replace(pattern.path, with: pattern.written(as: fixed)))
    }

    /// The mistakes of whole entries and of the section.
    static func findings(for appLinks: AppLinks) -> [Finding] {
        var findings: [Finding] = []
        // An entry written for iOS 12 and older: the singular appID with paths (or a dictionary).
        var hasLegacyEntry = appLinks.detailsIsDictionary
        for detail in appLinks.details {
            switch detail.rules {
            case .paths(let rules):
                hasLegacyEntry = hasLegacyEntry || !detail.usesAppIDsArray
                findings += rules.compactMap(malformedNot)
                if !rules.isEmpty, rules.allSatisfy({ RulePattern.isExclusion($0.pattern) }) {
                    findings.append(excludeOnly(detail.path / "paths", count: rules.count))
                }
            case .components(let components):
                let inherited = detail.defaults.filled(from: appLinks.defaults)
                if !components.isEmpty, components.allSatisfy({ $0.fields.excludes(inheriting: inherited) }) {
                    findings.append(excludeOnly(detail.path / "components", count: components.count))
                }
            case .none:
                break
            }
        }
        if hasLegacyEntry, appLinks.apps == nil {
            findings.append(
                FindingKind.schemaAppsMissing(
                    "applinks uses the legacy appID or paths format but has no \"apps\": [], without which iOS 12 "
                        + "and older ignore the whole section.",
                    hint: "if the app supports iOS 12 or older, add \"apps\": [] to applinks", path: appLinks.path,
                    fix: .add(appLinks.path / "apps", .emptyArray)))
        }
        return findings
    }

    /// `NOT/private/*`: the system wants `NOT ` with a space, so this one is an include rule.
    private static func malformedNot(_ rule: PathRule) -> Finding? {
        guard let rest = missingSpaceAfterNot(rule.pattern) else { return nil }
        return FindingKind.rulesMalformedNot(
            "The paths string \"\(rule.pattern)\" has no space after NOT, so the system reads it as a path to "
                + "include, not an exclusion.",
            hint: "write it as \"NOT \(rest)\"", path: rule.path, fix: .replace(rule.path, with: "NOT \(rest)"))
    }

    /// What follows `NOT` in a legacy paths string that has no space after it (`/private/*` of
    /// `NOT/private/*`); nil for any other string.
    static func missingSpaceAfterNot(_ text: String) -> String? {
        let scalars = text.unicodeScalars
        guard let fourth = scalars.dropFirst(3).first, String(scalars.prefix(3)).lowercased() == "not",
            ["/", "*", "?", "\t"].contains(fourth)
        else { return nil }
        return String(String(scalars.dropFirst(3)).drop { $0 == "\t" })
    }

    /// `http://www.example.com/redirects/*` as a path pattern: paths never hold a scheme or host.
    private static func urlInPath(_ pattern: RulePattern) -> Finding? {
        let text = pattern.text
        // Called only when the bytes hold `://`, which almost no pattern does.
        guard let separator = text.firstRange(of: "://") else { return nil }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        else { return nil }
        let afterScheme = text[separator.upperBound...]
        let path = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
        return FindingKind.rulesURLInPath(
            "The path pattern \"\(pattern.text)\" holds a scheme or host, but it is compared with the URL's path "
                + "only, so it matches no real link.",
            hint: "write only the path, \"\(path)\"; the host is the domain that serves the file", path: pattern.path,
            fix: .replace(pattern.path, with: pattern.written(as: path)))
    }

    private static func excludeOnly(_ path: JSONPath, count: Int) -> Finding {
        FindingKind.rulesExcludeOnly(
            "Every rule at \(path) (\(count)) is an exclusion, so the entry opens no URL in the app.",
            hint: "add a rule that includes the URLs the app should open, after the exclusions; to keep the apps "
                + "from opening any URL here, removing the entry has the same effect", path: path)
    }
}
