import FoundationEssentials

/// XML property list text as CoreFoundation accepts it: UTF-8, or UTF-16 / UTF-32 with or
/// without a byte order mark (what some editors and Windows tools save). aasa transcodes the
/// others to UTF-8 once, so every later step reads one encoding.
enum PropertyListText {
    /// The XML as UTF-8, or nil when the bytes are not an XML property list in any of these encodings.
    static func utf8XML(_ bytes: [UInt8]) -> [UInt8]? {
        // Wide encodings first: UTF-16 LE without a byte order mark also starts with `<`.
        guard let (encoding, _) = WideTextEncoding.detect(bytes) else {
            return PropertyListDictionary.looksLikeXML(bytes) ? bytes : nil
        }
        guard let utf8 = encoding.utf8(bytes) else { return nil }
        // The declaration still says UTF-16; say what the bytes now are.
        var xml = String(decoding: utf8, as: UTF8.self)
        if let declaration = encodingDeclaration(in: xml) {
            xml.replaceSubrange(declaration, with: #"encoding="UTF-8""#)
        }
        let transcoded = Array(xml.utf8)
        return PropertyListDictionary.looksLikeXML(transcoded) ? transcoded : nil
    }

    /// `encoding = "UTF-16"` in the XML declaration (before its first `>`): `encoding`, optional
    /// white space, `=`, optional white space and a quoted name of letters, digits, `_` and `-`.
    static func encodingDeclaration(in xml: String) -> Range<String.Index>? {
        let head = xml[..<(xml.firstIndex(of: ">") ?? xml.endIndex)]
        var search = head[...]
        while let word = search.firstRange(of: "encoding") {
            var index = word.upperBound
            func skipSpace() {
                while index < head.endIndex, head[index].isWhitespace { index = head.index(after: index) }
            }
            skipSpace()
            guard index < head.endIndex, head[index] == "=" else {
                search = head[word.upperBound...]
                continue
            }
            index = head.index(after: index)
            skipSpace()
            guard index < head.endIndex, head[index] == "\"" || head[index] == "'" else {
                search = head[word.upperBound...]
                continue
            }
            let quote = head[index]
            let nameStart = head.index(after: index)
            var end = nameStart
            while end < head.endIndex, head[end].isASCII,
                head[end].isLetter || head[end].isNumber || "_-".contains(head[end])
            {
                end = head.index(after: end)
            }
            guard end > nameStart, end < head.endIndex, head[end] == quote else {
                search = head[word.upperBound...]
                continue
            }
            return word.lowerBound..<head.index(after: end)
        }
        return nil
    }

    /// Real entitlements nest two or three levels; deeper ones are not scanned (Foundation's own
    /// depth limit decides whether they parse), so a hostile file costs linear time.
    static let maximumScannedDepth = 32

    /// What one pass over XML property list text finds beyond the values Foundation decodes.
    struct Scan: Equatable {
        /// Keys written twice in one `<dict>`, as `Outer.Inner` paths, in document order.
        /// Foundation keeps one value silently; the system's choice is undefined.
        var duplicateKeys: [String] = []
        /// Where each `<string>` of the top-level `com.apple.developer.associated-domains` array
        /// starts (its text's first character), in document order: so a finding about an entry
        /// lands on its line of the repository's `.entitlements` file.
        var associatedDomainPositions: [SourcePosition] = []
    }

    static func scan(_ xml: [UInt8]) -> Scan {
        var scopes: [(keys: Set<String>, path: String)?] = []
        var lastKey = ""
        var result = Scan()
        // The depth of the associated-domains array while inside it.
        var domainsDepth: Int?
        var lines = LineCounter(xml)
        var index = 0
        while let open = xml[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard scopes.count <= maximumScannedDepth else { break }
            guard let close = xml[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = String(decoding: xml[(open + 1)..<close], as: UTF8.self)
            index = close + 1
            switch tag {
            case "dict":
                let parent = scopes.last.flatMap { $0 }
                let path = parent.map { $0.path.isEmpty ? lastKey : $0.path + "." + lastKey } ?? ""
                scopes.append((keys: [], path: path))
            case "array":
                if scopes.count == 1, lastKey == EntitlementsFile.associatedDomainsKey { domainsDepth = 2 }
                scopes.append(nil)
            case "/dict", "/array":
                if scopes.count == domainsDepth { domainsDepth = nil }
                _ = scopes.popLast()
            case "string" where scopes.count == domainsDepth, "string/" where scopes.count == domainsDepth:
                result.associatedDomainPositions.append(lines.position(of: tag == "string" ? index : open))
            case "key":
                guard let end = xml[index...].firstRange(of: Array("</key>".utf8)) else { return result }
                lastKey = String(decoding: xml[index..<end.lowerBound], as: UTF8.self)
                index = end.upperBound
                guard let last = scopes.indices.last, var scope = scopes[last] else { continue }
                if !scope.keys.insert(lastKey).inserted {
                    result.duplicateKeys.append(scope.path.isEmpty ? lastKey : scope.path + "." + lastKey)
                }
                scopes[last] = scope
            default:
                break
            }
        }
        return result
    }

    /// Line and column (in characters, from 1) of byte offsets asked for in increasing order:
    /// the text is walked once however many positions are asked.
    struct LineCounter {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func position(of target: Int) -> SourcePosition {
            while offset < target {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += 1
            }
            // UTF-8 continuation bytes are not characters of their own.
            let column = bytes[lineStart..<target].count { $0 & 0xC0 != 0x80 } + 1
            return SourcePosition(line: line, column: column)
        }
    }
}
