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

    /// Keys written twice in one `<dict>` of XML property list text, as `Outer.Inner` paths, in
    /// document order. Foundation keeps one value silently; the system's choice is undefined.
    static func duplicateKeys(_ xml: [UInt8]) -> [String] {
        var scopes: [(keys: Set<String>, path: String)?] = []
        var lastKey = ""
        var duplicates: [String] = []
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
                scopes.append(nil)
            case "/dict", "/array":
                _ = scopes.popLast()
            case "key":
                guard let end = xml[index...].firstRange(of: Array("</key>".utf8)) else { return duplicates }
                lastKey = String(decoding: xml[index..<end.lowerBound], as: UTF8.self)
                index = end.upperBound
                guard let last = scopes.indices.last, var scope = scopes[last] else { continue }
                if !scope.keys.insert(lastKey).inserted {
                    duplicates.append(scope.path.isEmpty ? lastKey : scope.path + "." + lastKey)
                }
                scopes[last] = scope
            default:
                break
            }
        }
        return duplicates
    }
}
