/// Reads a source `AndroidManifest.xml` (the XML a developer writes) into manifest elements.
///
/// A small XML reader of its own, because Foundation's XMLParser on Linux needs libxml2 at run
/// time and the installed binary carries no such dependency. It reads what manifests hold:
/// elements, quoted attributes, namespaces, comments, processing instructions, CDATA and the five
/// predefined and numeric character references. A DOCTYPE is refused, so no entity is ever
/// expanded; depth and element count are bounded.
struct SourceManifest {
    static let maximumDepth = 64
    static let maximumElements = 200_000
    /// Text kept per element: a resource string is a host or a name, never long.
    static let maximumText = 4096

    private let scalars: [Unicode.Scalar]
    private let name: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// The namespace URIs each prefix is bound to, innermost last: an element pushes its
    /// declarations and pops them at its end, so no element copies its parent's bindings (a
    /// copy per element made a manifest of many declarations quadratic).
    private var namespaces: [String: [String]] = [:]

    static func read(_ bytes: [UInt8], name: String) throws(AppFileError) -> ManifestElement {
        guard bytes.count <= AndroidAppFile.maximumManifestSize else {
            throw AppFileError(.tooLarge, "\(name) is \(bytes.count) bytes; a manifest is far smaller")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw AppFileError(.noManifest, "\(name) is not UTF-8 text")
        }
        var reader = SourceManifest(scalars: Array(text.unicodeScalars), name: name)
        return try reader.document()
    }

    private init(scalars: [Unicode.Scalar], name: String) {
        self.scalars = scalars
        self.name = name
    }

    private func error(_ what: String) -> AppFileError {
        AppFileError(.malformed, "\(name):\(line):\(column): \(what)")
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private func looking(at text: String) -> Bool {
        var at = index
        for scalar in text.unicodeScalars {
            guard at < scalars.count, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    /// Skips past `terminator`, or fails naming `what` when the text ends first.
    private mutating func skip(past terminator: String, what: String) throws(AppFileError) {
        while index < scalars.count {
            if looking(at: terminator) {
                advance(terminator.unicodeScalars.count)
                return
            }
            advance()
        }
        throw error("\(what) is never closed")
    }

    /// Skips comments, processing instructions and text between elements; the text (with its
    /// character references and CDATA) goes to `text`.
    private mutating func skipMisc(allowText: Bool, text: inout String.UnicodeScalarView) throws(AppFileError) {
        while index < scalars.count {
            if looking(at: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if looking(at: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if looking(at: "<![CDATA[") {
                guard allowText else { throw error("text outside the root element") }
                advance(9)
                while index < scalars.count, !looking(at: "]]>") {
                    if text.count < Self.maximumText { text.append(scalars[index]) }
                    advance()
                }
                try skip(past: "]]>", what: "a CDATA section")
            } else if looking(at: "<!") {
                throw error("a DOCTYPE or declaration, which manifests never have")
            } else if scalars[index] == "<" {
                return
            } else {
                guard allowText || scalars[index].isWhiteSpace else {
                    throw error("text outside the root element")
                }
                if scalars[index] == "&" {
                    let scalar = try reference()
                    if text.count < Self.maximumText { text.append(scalar) }
                    continue
                }
                if allowText, text.count < Self.maximumText { text.append(scalars[index]) }
                advance()
            }
        }
    }

    private mutating func document() throws(AppFileError) -> ManifestElement {
        var ignored = String.UnicodeScalarView()
        try skipMisc(allowText: false, text: &ignored)
        guard index < scalars.count else { throw AppFileError(.noManifest, "\(name) holds no XML element") }
        var budget = Self.maximumElements
        let root = try element(depth: 0, budget: &budget)
        try skipMisc(allowText: false, text: &ignored)
        guard index == scalars.count else { throw error("a second root element") }
        return root
    }

    /// An element from its `<`: attributes, then children until its end tag.
    private mutating func element(depth: Int, budget: inout Int)
        throws(AppFileError) -> ManifestElement
    {
        budget -= 1
        guard depth < Self.maximumDepth, budget >= 0 else {
            throw AppFileError(
                .tooComplex, "\(name): more than \(Self.maximumElements) elements or \(Self.maximumDepth) levels")
        }
        let start = position
        advance()  // <
        let tag = try self.name(what: "an element name")
        var written: [(name: String, value: String, position: SourcePosition)] = []
        var selfClosing = false
        while true {
            skipSpace()
            guard index < scalars.count else { throw error("the start tag of <\(tag)> is never closed") }
            if looking(at: "/>") {
                advance(2)
                selfClosing = true
                break
            }
            if scalars[index] == ">" {
                advance()
                break
            }
            let at = position
            let attributeName = try self.name(what: "an attribute name")
            skipSpace()
            guard index < scalars.count, scalars[index] == "=" else { throw error("\(attributeName) has no value") }
            advance()
            skipSpace()
            written.append((attributeName, try quoted(), at))
        }
        let declared = written.filter { $0.name.hasPrefix("xmlns:") }.map { String($0.name.dropFirst(6)) }
        for attribute in written where attribute.name.hasPrefix("xmlns:") {
            namespaces[String(attribute.name.dropFirst(6)), default: []].append(attribute.value)
        }
        defer {
            for prefix in declared { namespaces[prefix]?.removeLast() }
        }
        var result = ManifestElement(name: localName(tag), position: start)
        for attribute in written where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            let parts = attribute.name.split(separator: ":", maxSplits: 1)
            let isAndroid =
                parts.count == 2 && namespaces[String(parts[0])]?.last == BinaryManifest.androidNamespace
            // `@string/host` is a resource reference the build resolves; any other text is what
            // aapt2 compiles of it (`\@` a literal `@`, `\\.` a backslash and a dot).
            let value: ManifestValue =
                attribute.value.hasPrefix("@")
                ? .reference(attribute.value) : .text(AaptEscapes.unescaped(attribute.value))
            result.attributes.append(
                ManifestAttribute(name: String(parts.last ?? ""), isAndroid: isAndroid, value: value))
        }
        if selfClosing { return result }
        var text = String.UnicodeScalarView()
        while true {
            try skipMisc(allowText: true, text: &text)
            guard index < scalars.count else { throw error("<\(tag)> is never closed") }
            if looking(at: "</") {
                advance(2)
                let closing = try self.name(what: "an end tag")
                skipSpace()
                guard closing == tag, index < scalars.count, scalars[index] == ">" else {
                    throw error("</\(closing)> does not close <\(tag)>")
                }
                advance()
                result.text = String(text)
                return result
            }
            result.children.append(try element(depth: depth + 1, budget: &budget))
        }
    }

    private func localName(_ tag: String) -> String {
        tag.split(separator: ":").last.map(String.init) ?? tag
    }

    private mutating func skipSpace() {
        while index < scalars.count, scalars[index].isWhiteSpace { advance() }
    }

    private mutating func name(what: String) throws(AppFileError) -> String {
        var name = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            guard !scalar.isWhiteSpace, !"=/>\"'<".unicodeScalars.contains(scalar) else { break }
            name.append(scalar)
            advance()
        }
        guard !name.isEmpty else { throw error("\(what) is missing") }
        return String(name)
    }

    /// A quoted attribute value with its character references replaced.
    private mutating func quoted() throws(AppFileError) -> String {
        guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
            throw error("an attribute value is not quoted")
        }
        let quote = scalars[index]
        advance()
        var value = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != quote {
            if scalars[index] == "<" { throw error("an attribute value holds '<'") }
            if scalars[index] == "&" {
                value.append(try reference())
            } else {
                value.append(scalars[index])
                advance()
            }
        }
        guard index < scalars.count else { throw error("an attribute value is never closed") }
        advance()
        return String(value)
    }

    private static let predefined: [String: Unicode.Scalar] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'",
    ]

    /// `&amp;`, `&#39;`, `&#x27;`.
    private mutating func reference() throws(AppFileError) -> Unicode.Scalar {
        var body = ""
        advance()
        while index < scalars.count, scalars[index] != ";", body.count < 12 {
            body.unicodeScalars.append(scalars[index])
            advance()
        }
        guard index < scalars.count, scalars[index] == ";" else { throw error("a character reference has no ';'") }
        advance()
        if let scalar = Self.predefined[body] { return scalar }
        let number =
            body.hasPrefix("#x")
            ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
        guard let number, let scalar = Unicode.Scalar(number) else {
            throw error("'&\(PrintableText.escaped(body));' is not a character reference XML defines")
        }
        return scalar
    }
}
