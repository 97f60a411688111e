/// Checks the shape of an app ID: `<prefix>.<bundle ID>`, the prefix being the 10-character Team
/// ID (or App ID prefix), the bundle ID using `A-Z a-z 0-9 - .`.
///
/// A prefix of 10 letters and digits that has lower-case letters is only a warning: the system
/// upper-cases the prefix before comparing (observed), so it works, but other tools may differ.
enum AppIDSyntax {
    enum Verdict: Equatable {
        case valid
        case lowerCasePrefix
        case invalid(reason: String, hint: String)
    }

    private static let placeholderPrefixes: Set<String> = [
        "TEAMID", "TEAM_ID", "TEAM-ID", "YOURTEAMID", "YOUR_TEAM_ID", "APPID", "APP_ID", "PREFIX", "TEAM",
    ]

    static func check(_ appID: String) -> Verdict {
        if isPlainValid(appID) { return .valid }
        let placeholderHint =
            "replace it with your real app ID: the Team ID from the developer account, a dot, the bundle ID"
        // White space is a copy-paste slip, not a placeholder: the system compares IDs exactly.
        if let space = appID.unicodeScalars.first(where: \.isWhiteSpace) {
            let written = String(String.UnicodeScalarView(appID.unicodeScalars.filter { !$0.isWhiteSpace }))
            return .invalid(
                reason: "has white space in it (\(space.codePoint))",
                hint: "remove the white space: write it as \(PrintableText.escaped(written))")
        }
        if appID.unicodeScalars.contains(where: { "<>{}$()[]".unicodeScalars.contains($0) }) {
            return .invalid(reason: "looks like a placeholder, not a real app ID", hint: placeholderHint)
        }
        guard let dot = appID.firstIndex(of: ".") else {
            return .invalid(
                reason: "has no '.' between a team prefix and a bundle ID",
                hint: "write it as <Team ID>.<bundle ID>, for example ABCDE12345.com.example.app")
        }
        let prefix = String(appID[..<dot])
        let bundleID = String(appID[appID.index(after: dot)...])
        if placeholderPrefixes.contains(prefix.uppercased()) || isRepeatedCharacter(prefix) {
            return .invalid(reason: "has the placeholder-looking prefix \"\(prefix)\"", hint: placeholderHint)
        }
        if let problem = prefixProblem(prefix, bundleID: bundleID) { return problem }
        if let problem = bundleIDProblem(bundleID) { return problem }
        return prefix.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) ? .lowerCasePrefix : .valid
    }

    /// The placeholder prefixes a plain ID's 10 bytes could spell.
    private static let tenBytePlaceholders = placeholderPrefixes.map { Array($0.utf8) }.filter { $0.count == 10 }

    /// The usual ID, decided on its bytes before the general checks: 10 upper-case letters and
    /// digits that are not one repeated character nor a placeholder, a dot, then dot-separated
    /// non-empty parts of `A-Z a-z 0-9 -`. Every file of a fleet has some.
    private static func isPlainValid(_ appID: String) -> Bool {
        let utf8 = appID.utf8Span.span
        guard utf8.count > 11, utf8[10] == UInt8(ascii: ".") else { return false }
        var upper = false
        var varied = false
        for index in 0..<10 {
            let byte = utf8[index]
            guard ASCIIByte.isUpper(byte) || ASCIIByte.isDigit(byte) else { return false }
            upper = upper || ASCIIByte.isUpper(byte)
            varied = varied || byte != utf8[0]
        }
        guard upper, varied,
            !tenBytePlaceholders.contains(where: { utf8.extracting(0..<10).holds($0) })
        else { return false }
        var previous = UInt8(ascii: ".")
        for index in 11..<utf8.count {
            let byte = utf8[index]
            guard
                ASCIIByte.isLetter(byte) || ASCIIByte.isDigit(byte) || byte == UInt8(ascii: "-")
                    || (byte == UInt8(ascii: ".") && previous != byte)
            else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
    }

    private static func prefixProblem(_ prefix: String, bundleID: String) -> Verdict? {
        let fixHint = "start it with your 10-character Team ID, for example ABCDE12345.\(bundleID)"
        guard prefix.unicodeScalars.allSatisfy(isAlphanumeric) else {
            return .invalid(
                reason: "has a prefix \"\(prefix)\" with characters other than letters and digits", hint: fixHint)
        }
        // Team IDs mix letters and digits; ten digits are an App Store ID (the number in the app's
        // store URL) in the wrong place.
        if prefix.count == 10, prefix.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            return .invalid(
                reason: "has the prefix \"\(prefix)\", all digits: that is an App Store ID, not a Team ID",
                hint: fixHint)
        }
        if prefix.count == 10 { return nil }
        if prefix.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) {
            return .invalid(
                reason: "has no team prefix: it starts with the bundle ID",
                hint: "start it with your 10-character Team ID, for example ABCDE12345.\(prefix).\(bundleID)")
        }
        return .invalid(
            reason: "has the prefix \"\(prefix)\", which is \(prefix.count) characters long (a Team ID has 10)",
            hint: fixHint)
    }

    private static func bundleIDProblem(_ bundleID: String) -> Verdict? {
        let hint = "write the bundle ID exactly as in the app target, using only A-Z a-z 0-9 - ."
        if bundleID.isEmpty { return .invalid(reason: "has an empty bundle ID", hint: hint) }
        if let bad = bundleID.unicodeScalars.first(where: { !isAlphanumeric($0) && $0 != "-" && $0 != "." }) {
            return .invalid(reason: "has a bundle ID with the character \"\(bad.escaped(asASCII: true))\"", hint: hint)
        }
        if bundleID.hasPrefix(".") || bundleID.hasSuffix(".") || bundleID.contains("..") {
            return .invalid(reason: "has a bundle ID with an empty part between dots", hint: hint)
        }
        return nil
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// `XXXXXXXXXX` or `0000000000`: the shape of a placeholder, never a real Team ID.
    private static func isRepeatedCharacter(_ prefix: String) -> Bool {
        prefix.count >= 4 && Set(prefix.unicodeScalars).count == 1
    }
}
