/// Reads the binary XML (AXML) `AndroidManifest.xml` of an APK (docs/rules/android-app-links.md
/// section 7, AOSP ResourceTypes.h): a `RES_XML_TYPE` chunk holding a string pool, a resource map
/// giving the framework resource ID of each attribute name, then start- and end-element nodes.
///
/// Bounded on hostile input: chunks must nest inside their parents, elements nest at most
/// `maximumDepth` deep and number at most `maximumElements`; references resolve through the
/// resource table once, never in a loop.
enum BinaryManifest {
    static let xmlType = 0x0003
    static let resourceMapType = 0x0180
    static let startElementType = 0x0102
    static let endElementType = 0x0103
    static let maximumDepth = 64
    static let maximumElements = 200_000
    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    /// Whether `head` starts like a binary XML file.
    static func looksBinary(_ head: [UInt8]) -> Bool {
        head.uint16LE(at: 0) == xmlType && head.uint16LE(at: 2) == 8
    }

    static func read(_ bytes: [UInt8], resources: ResourceTable?, name: String) throws(AppFileError)
        -> ManifestElement
    {
        let damaged = { (what: String) in AppFileError(.malformed, "\(name): \(what)") }
        guard looksBinary(bytes), let size = bytes.uint32LE(at: 4), size <= bytes.count, size >= 8 else {
            throw damaged("not a binary XML manifest")
        }
        var pool: ResourceStringPool?
        var resourceIDs: [Int] = []
        // The open elements; the root is returned when its end is reached.
        var stack: [ManifestElement] = []
        var root: ManifestElement?
        var elements = 0
        var offset = 8
        while offset + 8 <= size, root == nil {
            guard let type = bytes.uint16LE(at: offset), let headerSize = bytes.uint16LE(at: offset + 2),
                let chunkSize = bytes.uint32LE(at: offset + 4), headerSize >= 8, chunkSize >= headerSize,
                chunkSize <= size - offset
            else { throw damaged("a chunk at byte \(offset) runs past the end of the file") }
            let end = offset + chunkSize
            switch type {
            case ResourceStringPool.type:
                pool = ResourceStringPool(bytes, chunk: offset, end: end)
                guard pool != nil else { throw damaged("the string pool is damaged") }
            case resourceMapType:
                resourceIDs = stride(from: offset + headerSize, to: end - 3, by: 4).compactMap {
                    bytes.uint32LE(at: $0)
                }
            case startElementType:
                guard let pool else { throw damaged("an element comes before the string pool") }
                elements += 1
                guard elements <= maximumElements, stack.count < maximumDepth else {
                    throw AppFileError(
                        .tooComplex, "\(name): more than \(maximumElements) elements or \(maximumDepth) levels")
                }
                let element = try startElement(
                    bytes, chunk: offset, headerSize: headerSize, end: end, pool: pool, resourceIDs: resourceIDs,
                    resources: resources, name: name)
                stack.append(element)
            case endElementType:
                guard let closed = stack.popLast() else { throw damaged("an element ends that never started") }
                if stack.isEmpty { root = closed } else { stack[stack.count - 1].children.append(closed) }
            default:
                // Namespaces and text say nothing aasa reads.
                break
            }
            offset = end
        }
        if pool?.isExhausted == true {
            throw AppFileError(
                .tooComplex, "\(name): its strings decode to more than \(ResourceStringPool.decodingBudget >> 20) MiB")
        }
        guard let root else { throw damaged("the manifest ends before its root element does") }
        return root
    }

    /// `ResXMLTree_node` (line number at +8) then `ResXMLTree_attrExt`: namespace, name, where the
    /// attributes start, their size and count.
    private static func startElement(
        _ bytes: [UInt8], chunk: Int, headerSize: Int, end: Int, pool: ResourceStringPool, resourceIDs: [Int],
        resources: ResourceTable?, name: String
    ) throws(AppFileError) -> ManifestElement {
        let ext = chunk + headerSize
        guard let line = bytes.uint32LE(at: chunk + 8), let nameIndex = bytes.uint32LE(at: ext + 4),
            let attributeStart = bytes.uint16LE(at: ext + 8), let attributeSize = bytes.uint16LE(at: ext + 10),
            let attributeCount = bytes.uint16LE(at: ext + 12), attributeSize >= 20,
            ext + attributeStart + attributeCount * attributeSize <= end,
            let elementName = pool.string(nameIndex)
        else { throw AppFileError(.malformed, "\(name): an element at byte \(chunk) is damaged") }
        var element = ManifestElement(name: elementName, position: SourcePosition(line: line, column: 1))
        for index in 0..<attributeCount {
            let at = ext + attributeStart + index * attributeSize
            guard let namespace = bytes.uint32LE(at: at), let attributeName = bytes.uint32LE(at: at + 4),
                let raw = bytes.uint32LE(at: at + 8), let dataType = bytes.count > at + 15 ? Int(bytes[at + 15]) : nil,
                let data = bytes.uint32LE(at: at + 16)
            else { continue }
            let isAndroid = namespace != 0xFFFF_FFFF && pool.string(namespace) == androidNamespace
            let id = attributeName < resourceIDs.count ? resourceIDs[attributeName] : nil
            let value = Self.value(type: dataType, data: data, raw: pool.string(raw), pool: pool, resources: resources)
            element.attributes.append(
                ManifestAttribute(
                    name: pool.string(attributeName) ?? "", isAndroid: isAndroid, resourceID: id == 0 ? nil : id,
                    value: value))
        }
        return element
    }

    /// A `Res_value`: a string, a boolean, an integer, or a reference resolved through the table.
    static func value(type: Int, data: Int, raw: String?, pool: ResourceStringPool, resources: ResourceTable?)
        -> ManifestValue
    {
        switch type {
        case ResourceValueType.string:
            (pool.string(data) ?? raw).map(ManifestValue.text)
                ?? .unreadable(
                    "string \(data) of the manifest's pool, longer than the \(ResourceStringPool.stringLimit) bytes aasa reads"
                )
        case ResourceValueType.boolean: .boolean(data != 0)
        case ResourceValueType.decimal, ResourceValueType.hexadecimal: .integer(Int(Int32(truncatingIfNeeded: data)))
        case ResourceValueType.reference:
            resources?.string(id: data).map(ManifestValue.text) ?? .reference(ResourceValueType.referenceName(data))
        default: raw.map(ManifestValue.text) ?? .integer(data)
        }
    }
}

/// `Res_value` data types (ResourceTypes.h) that manifests use.
enum ResourceValueType {
    static let reference = 0x01
    static let string = 0x03
    static let decimal = 0x10
    static let hexadecimal = 0x11
    static let boolean = 0x12

    /// `@0x7f020001`, as `aapt dump xmltree` prints an unresolved reference.
    static func referenceName(_ id: Int) -> String {
        let hex = String(id, radix: 16)
        return "@0x" + String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }
}
