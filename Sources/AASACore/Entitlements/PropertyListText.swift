import Foundation

/// XML property list text as CoreFoundation accepts it: UTF-8, or UTF-16 / UTF-32 with or
/// without a byte order mark (what some editors and Windows tools save). aasa transcodes the
/// others to UTF-8 once, so every later step reads one encoding.
enum PropertyListText {
    /// The XML as UTF-8, or nil when the bytes are not an XML property list in any of these encodings.
    static func utf8XML(_ bytes: [UInt8]) -> [UInt8]? {
        // Wide encodings first: UTF-16 LE without a byte order mark also starts with `<`.
        guard let encoding = wideEncoding(bytes) else {
            return PropertyListDictionary.looksLikeXML(bytes) ? bytes : nil
        }
        guard let text = String(data: Data(bytes), encoding: encoding) else { return nil }
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" { body = body.dropFirst() }
        // The declaration still says UTF-16; say what the bytes now are.
        var xml = String(body)
        if let declaration = xml.range(of: #"encoding\s*=\s*["'][A-Za-z0-9_-]+["']"#, options: .regularExpression),
            declaration.lowerBound < (xml.firstIndex(of: ">") ?? xml.endIndex)
        {
            xml.replaceSubrange(declaration, with: #"encoding="UTF-8""#)
        }
        let utf8 = Array(xml.utf8)
        return PropertyListDictionary.looksLikeXML(utf8) ? utf8 : nil
    }

    /// UTF-32 and UTF-16 told apart by the byte order mark or, without one, by where the zero
    /// bytes of the first `<` fall.
    private static func wideEncoding(_ bytes: [UInt8]) -> String.Encoding? {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 1, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0xFF, 0xFE, 0, 0), (0x3C, 0, 0, 0): return .utf32LittleEndian
        case (0, 0, 0xFE, 0xFF), (0, 0, 0, 0x3C): return .utf32BigEndian
        case (0xFF, 0xFE, _, _), (0x3C, 0, _, _), (0x20, 0, _, _), (0x0A, 0, _, _): return .utf16LittleEndian
        case (0xFE, 0xFF, _, _), (0, 0x3C, _, _), (0, 0x20, _, _), (0, 0x0A, _, _): return .utf16BigEndian
        default: return nil
        }
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
