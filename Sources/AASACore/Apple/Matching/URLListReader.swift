/// Cuts `match --urls` input, fed in chunks of any size, into URLs: one per line (blank lines
/// and `#` comments skipped), or the `<loc>` entries of a sitemap, recognised by a first
/// non-blank byte `<` (sitemaps.org protocol; entities decoded). Memory holds one URL at a time.
package struct URLListReader {
    /// Longer entries are reported as too long rather than kept (browsers stop near 2 MB; real
    /// sitemap entries are under 2,048 characters).
    package static let entryLimit = 8_192

    /// One entry: its text (nil when it ran past ``entryLimit``) and its line.
    package struct Entry: Sendable, Equatable {
        package var text: String?
        package var line: Int
    }

    private enum Form { case unknown, lines, sitemap }

    /// True once a `<sitemapindex>` element was read: its `<loc>` entries are sitemaps, not pages.
    package private(set) var isSitemapIndex = false
    /// True when the input is a sitemap (its first non-blank byte is `<`), not a list of lines.
    package var isSitemap: Bool { form == .sitemap }

    private var form = Form.unknown
    private var entry: [UInt8] = []
    private var overflow = false
    private var line = 1
    private var startLine = 1
    /// Sitemap only: the bytes after the last `<` while a tag is being read, and whether a
    /// `<loc>` is open.
    private var tag: [UInt8] = []
    private var inTag = false
    private var inLocation = false
    /// Inside `<![CDATA[ ... ]]>`: text as written, up to `]]>`.
    private var inCDATA = false
    private var cdataEnd: (UInt8, UInt8) = (0, 0)

    package init() {}

    package mutating func consume(_ bytes: Span<UInt8>, emit: (Entry) throws -> Void) rethrows {
        var index = 0
        while index < bytes.count {
            if form == .lines {
                // A line at a time, not a byte at a time: lists of millions of URLs pass here.
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if end > index {
                    if entry.isEmpty { startLine = line }
                    append(bytes.extracting(index..<end))
                }
                if end < bytes.count {
                    try endLine(emit: emit)
                    line += 1
                }
                index = end + 1
                continue
            }
            let byte = bytes[index]
            index += 1
            if form == .unknown {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB
                    || byte == 0xBF
                {
                    // Blank lines and a UTF-8 byte order mark before the first entry.
                    if byte == 0x0A { line += 1 }
                    continue
                }
                form = byte == UInt8(ascii: "<") ? .sitemap : .lines
            }
            if form == .lines {
                // The first byte of the first entry: from here on, whole lines.
                index -= 1
                continue
            }
            if form == .sitemap { try sitemapByte(byte, emit: emit) }
            if byte == 0x0A { line += 1 }
        }
    }

    /// Call after the last chunk: a last line without a newline is still an entry, and a `<loc>`
    /// the sitemap never closes is one that could not be read.
    package mutating func finish(emit: (Entry) throws -> Void) rethrows {
        if form == .lines { try endLine(emit: emit) }
        if form == .sitemap, inLocation {
            inLocation = false
            try emit(Entry(text: nil, line: startLine))
        }
    }

    /// A tag's name as the sitemap protocol reads it: up to white space, `/` of an empty element
    /// kept apart, and a namespace prefix dropped (`<sm:loc >` is `loc`, `</sm:loc>` is `/loc`).
    static func tagName(_ bytes: [UInt8]) -> String {
        let closing = bytes.first == UInt8(ascii: "/")
        var name = bytes.dropFirst(closing ? 1 : 0).prefix { !(ASCIIByte.isSpace($0) || $0 == UInt8(ascii: "/")) }
        if let colon = name.lastIndex(of: UInt8(ascii: ":")) { name = name[(colon + 1)...] }
        return (closing ? "/" : "") + String(decoding: name, as: UTF8.self)
    }

    private mutating func endLine(emit: (Entry) throws -> Void) rethrows {
        defer {
            entry.removeAll(keepingCapacity: true)
            overflow = false
        }
        let whole = Substring(String(decoding: entry, as: UTF8.self))
        // Printable ASCII at both ends, the usual line, has nothing to trim.
        let plain =
            entry.first.map { $0 > 0x20 && $0 < 0x7F } == true && entry.last.map { $0 > 0x20 && $0 < 0x7F } == true
        let text = plain ? whole : whole.trimmingWhitespaceAndNewlines
        guard overflow || (!text.isEmpty && !text.hasPrefix("#")) else { return }
        try emit(Entry(text: overflow ? nil : String(text), line: startLine))
    }

    private mutating func sitemapByte(_ byte: UInt8, emit: (Entry) throws -> Void) rethrows {
        if inCDATA {
            // `]]>` ends it; the two bytes before are held back until it is known they are text.
            if byte == UInt8(ascii: ">"), cdataEnd == (UInt8(ascii: "]"), UInt8(ascii: "]")) {
                inCDATA = false
                if inLocation { entry.removeLast(min(2, entry.count)) }
            } else if inLocation {
                append(byte)
            }
            cdataEnd = (cdataEnd.1, byte)
            return
        }
        if inTag {
            if tag == Array("![CDATA[".utf8) {
                inTag = false
                inCDATA = true
                cdataEnd = (0, 0)
                try sitemapByte(byte, emit: emit)
                return
            }
            if byte == UInt8(ascii: ">") {
                inTag = false
                let name = Self.tagName(tag)
                if name == "sitemapindex" { isSitemapIndex = true }
                if name == "loc" {
                    // A <loc> opened inside another was not read: counted, not dropped.
                    if inLocation { try emit(Entry(text: nil, line: startLine)) }
                    inLocation = true
                    startLine = line
                    entry.removeAll(keepingCapacity: true)
                    overflow = false
                } else if name == "/loc", inLocation {
                    inLocation = false
                    let text = Substring(Self.decodingEntities(String(decoding: entry, as: UTF8.self)))
                        .trimmingWhitespaceAndNewlines
                    try emit(Entry(text: overflow ? nil : String(text), line: startLine))
                }
            } else if tag.count < 64 {
                tag.append(byte)
            }
        } else if byte == UInt8(ascii: "<") {
            inTag = true
            tag.removeAll(keepingCapacity: true)
        } else if inLocation {
            append(byte)
        }
    }

    private mutating func append(_ run: Span<UInt8>) {
        let room = Self.entryLimit - entry.count
        entry.append(run.extracting(first: room))
        if run.count > room { overflow = true }
    }

    private mutating func append(_ byte: UInt8) {
        if entry.count < Self.entryLimit {
            entry.append(byte)
        } else {
            overflow = true
        }
    }

    /// XML's five predefined entities and numeric references, as sitemaps escape URLs.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[ampersand...]
            guard let semicolon = after.firstIndex(of: ";"), after.distance(from: ampersand, to: semicolon) <= 10 else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let name = after[after.index(after: ampersand)..<semicolon]
            if let character = Self.entity(name) {
                result.append(character)
            } else {
                result += after[...semicolon]
            }
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func entity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                number = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                number = UInt32(name.dropFirst())
            } else {
                number = nil
            }
            return number.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
