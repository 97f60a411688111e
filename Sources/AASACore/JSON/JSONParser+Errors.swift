/// Error messages that name what was found, so a person can see the problem without a hex dump.
extension JSONParser {
    /// An error at the current byte: "expected X <context>, found Y", with a special case for
    /// comments, which are the most common reason a hand-written AASA file is refused.
    func unexpected(_ context: String, expected: String? = nil, hint: String? = nil) -> JSONSyntaxError {
        if startsComment(at: index) {
            return JSONSyntaxError(
                message: "comments are not allowed in JSON", hint: "remove every // and /* */ comment from the file",
                offset: index)
        }
        let found = describeByte(at: index)
        let place = context.isEmpty ? "" : " " + context
        let message = expected.map { "expected \($0)\(place), found \(found)" } ?? "unexpected \(found)\(place)"
        if index >= bytes.count {
            return JSONSyntaxError(
                message: message, hint: "the file is truncated or a bracket is missing: complete the JSON",
                offset: index)
        }
        return JSONSyntaxError(message: message, hint: hint ?? defaultHint(expected: expected), offset: index)
    }

    /// Whether the byte at the current index is `ascii`.
    func byte(is ascii: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: ascii)
    }

    /// A `]` where an object must close, or a `}` where an array must: the bracket closes a
    /// container that is not the innermost open one, which opens at `opening`. (The usual cause
    /// is a `}` left out before the `]`, not a missing comma.)
    func mismatchedClose(opening: Int) -> JSONSyntaxError {
        let isObject = bytes[opening] == UInt8(ascii: "{")
        let (want, found, kind) = isObject ? ("}", "]", "object") : ("]", "}", "array")
        // An error path: the line index the reader builds for the error's own position, built here too.
        let place = SourceLines(Array(bytes), contentStart: contentStart).position(ofOffset: opening)
        let (line, column) = (place.line, place.column)
        return JSONSyntaxError(
            message: "found '\(found)' where the \(kind) that opens at line \(line), column \(column) must close "
                + "with '\(want)'",
            hint: "write '\(want)' before this '\(found)' to close the \(kind) that opens at line \(line), column "
                + "\(column)",
            offset: index)
    }

    /// Refuses bodies that are plainly not UTF-8 JSON text before trying to read a value.
    func refuseUnreadableStart() throws(JSONSyntaxError) {
        var probe = self
        probe.skipWhitespace()
        if probe.index >= bytes.count {
            throw JSONSyntaxError(
                message: index >= bytes.count ? "the body is empty" : "the body holds only whitespace",
                hint: "serve the JSON object itself, with status 200", offset: probe.index)
        }
        if bytes.count - index >= 2,
            (bytes[index] == 0xFE && bytes[index + 1] == 0xFF)
                || (bytes[index] == 0xFF && bytes[index + 1] == 0xFE)
        {
            throw JSONSyntaxError(
                message: "the body starts with a UTF-16 byte order mark", hint: "save and serve the file as UTF-8",
                offset: index)
        }
        if bytes[probe.index] == UInt8(ascii: "<"), isPropertyList(from: probe.index) {
            throw JSONSyntaxError(
                message: "expected a value, found '<': this is an XML property list (an entitlements file?), not JSON",
                hint: "check an app's entitlements with aasa verify --entitlements FILE; lint reads AASA and "
                    + "assetlinks.json files",
                offset: probe.index)
        }
        if bytes[probe.index] == UInt8(ascii: "<") {
            throw JSONSyntaxError(
                message: "expected a value, found '<': the body looks like HTML or XML",
                hint: "serve the JSON file itself at this URL, not an HTML page (check rewrites and error pages)",
                offset: probe.index)
        }
    }

    /// Whether the text from `offset` is an XML property list: `<plist` or its DOCTYPE within its
    /// first kilobyte (after an `<?xml ...?>` declaration).
    func isPropertyList(from offset: Int) -> Bool {
        let head = bytes[offset..<min(bytes.count, offset + 1024)]
        for marker in ["<plist", "<!DOCTYPE plist"] {
            let needle = Array(marker.utf8)
            if head.indices.contains(where: { head[$0...].starts(with: needle) }) { return true }
        }
        return false
    }

    func startsComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "/")
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    func previousSignificantByte(before offset: Int) -> UInt8? {
        var cursor = offset - 1
        while cursor >= 0 {
            switch bytes[cursor] {
            case 0x20, 0x09, 0x0A, 0x0D: cursor -= 1
            default: return bytes[cursor]
            }
        }
        return nil
    }

    /// `'x'` for printable ASCII, the usual copy-paste damage by name, otherwise the byte's value,
    /// which is unambiguous in any terminal.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20: return "a space"
        case 0x00: return "a NUL byte (0x00)"
        case 0x01..<0x20, 0x7F: return "the control character 0x" + hex(byte)
        default:
            if let name = Self.copyPasteName(Array(bytes[offset...].prefix(3))) { return name }
            return "byte 0x" + hex(byte)
        }
    }

    /// Characters that word processors, chat tools and web pages put where JSON needs ASCII.
    private static let copyPasteCharacters: [(utf8: [UInt8], name: String)] = [
        ([0xC2, 0xA0], "a non-breaking space (U+00A0)"),
        ([0xE2, 0x80, 0x98], "a curly quote (U+2018)"),
        ([0xE2, 0x80, 0x99], "a curly quote (U+2019)"),
        ([0xE2, 0x80, 0x9C], "a curly quote (U+201C)"),
        ([0xE2, 0x80, 0x9D], "a curly quote (U+201D)"),
        ([0xEF, 0xBB, 0xBF], "a byte order mark (U+FEFF) inside the text"),
        ([0xE2, 0x80, 0x8B], "a zero-width space (U+200B)"),
    ]

    private static func copyPasteName(_ head: [UInt8]) -> String? {
        copyPasteCharacters.first { head.starts(with: $0.utf8) }?.name
    }

    func hex(_ byte: UInt8) -> String {
        HexText.of([byte], uppercase: true)
    }

    private func defaultHint(expected: String?) -> String {
        switch expected {
        case "',' or '}'": "add the missing ',' between members, or the missing '}'"
        case "',' or ']'": "add the missing ',' between elements, or the missing ']'"
        case "a string key": "write the key in double quotes"
        case "':'": "put ':' between the key and its value"
        default: "write a JSON value here: an object, array, string, number, true, false or null"
        }
    }
}
