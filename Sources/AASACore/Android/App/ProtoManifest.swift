/// Reads the manifest of an app bundle, `base/manifest/AndroidManifest.xml`, which bundletool
/// stores in aapt2's protobuf form (AOSP `tools/aapt2/Resources.proto`), not as binary XML:
///
///     XmlNode      { XmlElement element = 1; string text = 2; SourcePosition source = 3; }
///     XmlElement   { ... string name = 3; repeated XmlAttribute attribute = 4; repeated XmlNode child = 5; }
///     XmlAttribute { string namespace_uri = 1; string name = 2; string value = 3; uint32 resource_id = 5;
///                    Item compiled_item = 6; }
///     Item         { Reference ref = 1; ...; Primitive prim = 7; }   Primitive { ...; bool boolean_value = 8; }
///
/// References (`@string/host`) resolve through the bundle's `base/resources.pb`.
enum ProtoManifest {
    static let maximumDepth = 64
    static let maximumElements = 200_000

    static func read(_ bytes: [UInt8], resources: ProtoResourceTable?, name: String) throws(AppFileError)
        -> ManifestElement
    {
        var budget = maximumElements
        let root = try node(
            bytes, 0..<bytes.count, depth: 0, budget: &budget, resources: resources, name: name,
            damaged: AppFileError(.noManifest, "\(name): not a protobuf XML manifest"))
        guard let root else { throw AppFileError(.noManifest, "\(name): not a protobuf XML manifest") }
        return root
    }

    /// An `XmlNode`: its element with the source line, or nil for a text node.
    private static func node(
        _ bytes: [UInt8], _ range: Range<Int>, depth: Int, budget: inout Int, resources: ProtoResourceTable?,
        name: String, damaged: AppFileError
    ) throws(AppFileError) -> ManifestElement? {
        var fields = ProtobufFields(bytes, range)
        var element: Range<Int>?
        var line = 0
        while let (number, value) = fields.next() {
            guard case .bytes(let part) = value else { continue }
            if number == 1 { element = part }
            if number == 3 { line = sourceLine(bytes, part) }
        }
        guard !fields.isDamaged else { throw damaged }
        guard let element else { return nil }
        return try self.element(
            bytes, element, line: line, depth: depth, budget: &budget, resources: resources, name: name)
    }

    private static func element(
        _ bytes: [UInt8], _ range: Range<Int>, line: Int, depth: Int, budget: inout Int, resources: ProtoResourceTable?,
        name: String
    ) throws(AppFileError) -> ManifestElement {
        budget -= 1
        guard depth < maximumDepth, budget >= 0 else {
            throw AppFileError(.tooComplex, "\(name): more than \(maximumElements) elements or \(maximumDepth) levels")
        }
        var result = ManifestElement(name: "", position: line > 0 ? SourcePosition(line: line, column: 1) : nil)
        var fields = ProtobufFields(bytes, range)
        while let (number, value) = fields.next() {
            guard case .bytes(let field) = value else { continue }
            switch number {
            case 3: result.name = fields.string(field)
            case 4: result.attributes.append(attribute(bytes, field, resources: resources))
            case 5:
                let child = try node(
                    bytes, field, depth: depth + 1, budget: &budget, resources: resources, name: name,
                    damaged: AppFileError(.malformed, "\(name): an XML node is damaged"))
                if let child { result.children.append(child) }
            default: break
            }
        }
        guard !fields.isDamaged else { throw AppFileError(.malformed, "\(name): an XML element is damaged") }
        return result
    }

    private static func attribute(_ bytes: [UInt8], _ range: Range<Int>, resources: ProtoResourceTable?)
        -> ManifestAttribute
    {
        var namespace = ""
        var attributeName = ""
        var written = ""
        var resourceID: Int?
        var compiled: ManifestValue?
        var fields = ProtobufFields(bytes, range)
        while let (number, value) = fields.next() {
            switch (number, value) {
            case (1, .bytes(let field)): namespace = fields.string(field)
            case (2, .bytes(let field)): attributeName = fields.string(field)
            case (3, .bytes(let field)): written = fields.string(field)
            case (5, .varint(let id)): resourceID = id
            case (6, .bytes(let field)): compiled = primitive(bytes, field)
            default: break
            }
        }
        // A bundle keeps the text as written; bundletool's `aapt2 convert` compiles its escapes
        // into the APKs devices install.
        var value = compiled ?? .text(AaptEscapes.unescaped(written))
        if written.hasPrefix("@"), compiled == nil {
            value = resources?.string(reference: written).map(ManifestValue.text) ?? .reference(written)
        }
        return ManifestAttribute(
            name: attributeName, isAndroid: namespace == BinaryManifest.androidNamespace,
            resourceID: resourceID == 0 ? nil : resourceID, value: value)
    }

    /// An `Item`'s `Primitive` boolean or decimal integer; nil for anything else (strings and
    /// references are read from the attribute's written value).
    private static func primitive(_ bytes: [UInt8], _ range: Range<Int>) -> ManifestValue? {
        var item = ProtobufFields(bytes, range)
        while let (number, value) = item.next() {
            guard number == 7, case .bytes(let field) = value else { continue }
            var primitive = ProtobufFields(bytes, field)
            while let (kind, data) = primitive.next() {
                guard case .varint(let raw) = data else { continue }
                if kind == 8 { return .boolean(raw != 0) }
                if kind == 6 || kind == 7 { return .integer(Int(Int32(truncatingIfNeeded: raw))) }
            }
        }
        return nil
    }

    /// `SourcePosition { uint32 line_number = 1; uint32 column_number = 2; }`.
    private static func sourceLine(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var fields = ProtobufFields(bytes, range)
        while let (number, value) = fields.next() {
            if number == 1, case .varint(let line) = value { return line }
        }
        return 0
    }
}

/// The string values of an app bundle's `resources.pb` in the default configuration, by
/// `type/name`: `ResourceTable { repeated Package package = 2; }`, `Package { repeated Type type = 3; }`,
/// `Type { string name = 2; repeated Entry entry = 3; }`, `Entry { string name = 2; repeated
/// ConfigValue config_value = 6; }`, `ConfigValue { Configuration config = 1; Value value = 2; }`,
/// `Value { Item item = 4; }`, `Item { Reference ref = 1; String str = 2; }`.
struct ProtoResourceTable {
    private var values: [String: ManifestValue] = [:]

    init?(_ bytes: [UInt8]) {
        var table = ProtobufFields(bytes, 0..<bytes.count)
        while let (number, value) = table.next() {
            guard number == 2, case .bytes(let package) = value else { continue }
            var types = ProtobufFields(bytes, package)
            while let (typeNumber, typeValue) = types.next() {
                guard typeNumber == 3, case .bytes(let type) = typeValue else { continue }
                readType(bytes, type)
            }
        }
        if table.isDamaged { return nil }
    }

    private mutating func readType(_ bytes: [UInt8], _ range: Range<Int>) {
        var typeName = ""
        var entries: [Range<Int>] = []
        var fields = ProtobufFields(bytes, range)
        while let (number, value) = fields.next() {
            guard case .bytes(let field) = value else { continue }
            if number == 2 { typeName = fields.string(field) }
            if number == 3 { entries.append(field) }
        }
        for entry in entries {
            var entryName = ""
            var found: ManifestValue?
            var entryFields = ProtobufFields(bytes, entry)
            while let (number, value) = entryFields.next() {
                guard case .bytes(let field) = value else { continue }
                if number == 2 { entryName = entryFields.string(field) }
                if number == 6, found == nil { found = Self.defaultValue(bytes, field) }
            }
            if let found { values["\(typeName)/\(entryName)"] = found }
        }
    }

    /// The value of a `ConfigValue` whose configuration is the default (absent or empty).
    private static func defaultValue(_ bytes: [UInt8], _ range: Range<Int>) -> ManifestValue? {
        var isDefault = true
        var item: Range<Int>?
        var fields = ProtobufFields(bytes, range)
        while let (number, value) = fields.next() {
            guard case .bytes(let field) = value else { continue }
            if number == 1, !field.isEmpty { isDefault = false }
            if number == 2 {
                var valueFields = ProtobufFields(bytes, field)
                while let (valueNumber, part) = valueFields.next() {
                    if valueNumber == 4, case .bytes(let itemRange) = part { item = itemRange }
                }
            }
        }
        guard isDefault, let item else { return nil }
        var itemFields = ProtobufFields(bytes, item)
        while let (number, value) = itemFields.next() {
            guard case .bytes(let field) = value else { continue }
            var inner = ProtobufFields(bytes, field)
            while let (innerNumber, innerValue) = inner.next() {
                guard case .bytes(let text) = innerValue else { continue }
                // String { value = 1 }; Reference { name = 3 }.
                if number == 2, innerNumber == 1 { return .text(inner.string(text)) }
                if number == 1, innerNumber == 3 { return .reference("@" + inner.string(text)) }
            }
        }
        return nil
    }

    /// The string `@type/name` names, following references at most eight deep.
    func string(reference: String) -> String? {
        var key = reference
        for _ in 0..<ResourceTable.maximumReferenceDepth {
            guard key.hasPrefix("@") else { return nil }
            let name = key.dropFirst().split(separator: ":").last.map(String.init) ?? ""
            switch values[name] {
            case .text(let text): return text
            case .reference(let next): key = next
            default: return nil
            }
        }
        return nil
    }
}
