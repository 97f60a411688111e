/// Builds the binary structures of an APK by hand, for tests of what real tools never write:
/// binary XML (AOSP ResourceTypes.h) and APK Signing Blocks (source.android.com, "APK Signature
/// Scheme v2").
public enum AndroidBinaryBuilder {
    public enum Value: Sendable {
        case string(String)
        case boolean(Bool)
        case reference(Int)
    }

    public struct Element: Sendable {
        public var name: String
        /// (name, framework resource ID, value): Android's attributes have an ID; one without
        /// (ID 0, `package`) is in no namespace.
        public var attributes: [(String, Int, Value)]
        public var children: [Element]

        public init(_ name: String, _ attributes: [(String, Int, Value)] = [], _ children: [Element] = []) {
            self.name = name
            self.attributes = attributes
            self.children = children
        }
    }

    public static let androidNamespace = "http://schemas.android.com/apk/res/android"

    /// A binary XML file: string pool (UTF-8 or UTF-16), resource map, then the elements.
    public static func xml(_ root: Element, utf8: Bool = false) -> [UInt8] {
        var strings: [String] = []
        var ids: [Int] = []
        // Indexed, so a manifest of 40,000 distinct strings builds in linear time.
        var positions: [String: Int] = [:]
        func collect(_ element: Element) {
            for (name, id, _) in element.attributes where positions[name] == nil {
                positions[name] = strings.count
                strings.append(name)
                ids.append(id)
            }
            element.children.forEach(collect)
        }
        collect(root)
        func index(_ string: String) -> Int {
            if let found = positions[string] { return found }
            positions[string] = strings.count
            strings.append(string)
            return strings.count - 1
        }
        let namespace = index(androidNamespace)
        var nodes = ByteWriter()
        var line = 1
        func write(_ element: Element) {
            let name = index(element.name)
            nodes.uint16LE(0x0102)
            nodes.uint16LE(16)
            nodes.uint32LE(36 + 20 * element.attributes.count)
            nodes.uint32LE(line)
            nodes.uint32LE(0xFFFF_FFFF)
            nodes.uint32LE(0xFFFF_FFFF)
            nodes.uint32LE(name)
            nodes.uint16LE(20)
            nodes.uint16LE(20)
            nodes.uint16LE(element.attributes.count)
            nodes.uint16LE(0)
            nodes.uint16LE(0)
            nodes.uint16LE(0)
            for (attribute, id, value) in element.attributes {
                nodes.uint32LE(id == 0 ? 0xFFFF_FFFF : namespace)
                nodes.uint32LE(index(attribute))
                var raw = 0xFFFF_FFFF
                var type = 0
                var data = 0
                switch value {
                case .string(let text):
                    raw = index(text)
                    (type, data) = (0x03, raw)
                case .boolean(let flag): (type, data) = (0x12, flag ? 0xFFFF_FFFF : 0)
                case .reference(let id): (type, data) = (0x01, id)
                }
                nodes.uint32LE(raw)
                nodes.uint16LE(8)
                nodes.bytes.append(0)
                nodes.bytes.append(UInt8(type))
                nodes.uint32LE(data)
            }
            line += 1
            element.children.forEach(write)
            nodes.uint16LE(0x0103)
            nodes.uint16LE(16)
            nodes.uint32LE(24)
            nodes.uint32LE(line)
            nodes.uint32LE(0xFFFF_FFFF)
            nodes.uint32LE(0xFFFF_FFFF)
            nodes.uint32LE(name)
        }
        write(root)
        let pool = stringPool(strings, utf8: utf8)
        var map = ByteWriter()
        map.uint16LE(0x0180)
        map.uint16LE(8)
        map.uint32LE(8 + 4 * ids.count)
        ids.forEach { map.uint32LE($0) }
        var file = ByteWriter()
        file.uint16LE(0x0003)
        file.uint16LE(8)
        file.uint32LE(8 + pool.count + map.bytes.count + nodes.bytes.count)
        return file.bytes + pool + map.bytes + nodes.bytes
    }

    /// A string pool chunk (`RES_STRING_POOL_TYPE`): a header, an offset per string, then the
    /// strings, in UTF-8 (two lengths and a NUL) or UTF-16 (a length and a NUL unit). A length
    /// past one byte (UTF-8) or one unit (UTF-16) takes two, the first with its high bit set.
    static func stringPool(_ strings: [String], utf8: Bool) -> [UInt8] {
        var data = ByteWriter()
        var offsets: [Int] = []
        func length8(_ count: Int) -> [UInt8] {
            count < 0x80 ? [UInt8(count)] : [UInt8(0x80 | (count >> 8) & 0x7F), UInt8(count & 0xFF)]
        }
        for string in strings {
            offsets.append(data.bytes.count)
            if utf8 {
                let bytes = Array(string.utf8)
                data.bytes += length8(string.utf16.count) + length8(bytes.count) + bytes + [0]
            } else {
                if string.utf16.count >= 0x8000 {
                    data.uint16LE(0x8000 | string.utf16.count >> 16)
                    data.uint16LE(string.utf16.count & 0xFFFF)
                } else {
                    data.uint16LE(string.utf16.count)
                }
                for unit in string.utf16 { data.uint16LE(Int(unit)) }
                data.uint16LE(0)
            }
        }
        data.pad(to: 4)
        var pool = ByteWriter()
        pool.uint16LE(0x0001)
        pool.uint16LE(28)
        pool.uint32LE(28 + 4 * strings.count + data.bytes.count)
        pool.uint32LE(strings.count)
        pool.uint32LE(0)
        pool.uint32LE(utf8 ? 1 << 8 : 0)
        pool.uint32LE(28 + 4 * strings.count)
        pool.uint32LE(0)
        offsets.forEach { pool.uint32LE($0) }
        return pool.bytes + data.bytes
    }

    /// A uint32-length-prefixed field.
    public static func prefixed(_ bytes: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.uint32LE(bytes.count)
        return writer.bytes + bytes
    }

    /// A v2 signer naming `certificates` (DER); digests, signatures and the key are empty.
    public static func v2Signer(_ certificates: [[UInt8]]) -> [UInt8] {
        let signedData = prefixed([]) + prefixed(certificates.flatMap(prefixed)) + prefixed([])
        return prefixed(prefixed(signedData) + prefixed([]) + prefixed([]))
    }

    /// A v3 (or v3.1) signer naming `certificates`, with a proof-of-rotation attribute listing
    /// `lineage` (oldest first, ending with the signer's own certificate) when it is not empty.
    public static func v3Signer(
        _ certificates: [[UInt8]], lineage: [[UInt8]] = [], minSdk: Int = 24, maxSdk: Int = 0x7FFF_FFFF
    ) -> [UInt8] {
        var attributes: [UInt8] = []
        if !lineage.isEmpty {
            var value = ByteWriter()
            value.uint32LE(0x3BA0_6F8C)
            value.uint32LE(1)  // lineage version
            for certificate in lineage {
                // signed data (certificate, algorithm), flags, algorithm, signature
                var node = ByteWriter()
                node.bytes += prefixed(prefixed(certificate) + [0x03, 0x01, 0, 0])
                node.uint32LE(0)
                node.uint32LE(0x0103)
                node.bytes += prefixed([])
                value.bytes += prefixed(node.bytes)
            }
            attributes = prefixed(value.bytes)
        }
        var range = ByteWriter()
        range.uint32LE(minSdk)
        range.uint32LE(maxSdk)
        let signedData = prefixed([]) + prefixed(certificates.flatMap(prefixed)) + range.bytes + prefixed(attributes)
        return prefixed(prefixed(signedData) + range.bytes + prefixed([]) + prefixed([]))
    }

    /// An APK Signing Block of (ID, value) pairs, to put before the central directory.
    public static func signingBlock(_ pairs: [(Int, [UInt8])]) -> [UInt8] {
        var body = ByteWriter()
        for (id, value) in pairs {
            body.uint64LE(value.count + 4)
            body.uint32LE(id)
            body.bytes += value
        }
        let size = body.bytes.count + 8 + 16
        var block = ByteWriter()
        block.uint64LE(size)
        block.bytes += body.bytes
        block.uint64LE(size)
        block.bytes += Array("APK Sig Block 42".utf8)
        return block.bytes
    }
}

extension AndroidBinaryBuilder {
    /// A `resources.arsc` of package 0x7f with one type (ID 1): for each configuration (nil is the
    /// default; else a language code), its entries as (data type, data): 0x03 indexes `strings`,
    /// 0x01 is a reference to another resource ID.
    public static func resourceTable(strings: [String], configurations: [(String?, [(Int, Int)])]) -> [UInt8] {
        let pool = stringPool(strings, utf8: true)
        var types = ByteWriter()
        for (language, entries) in configurations {
            let headerSize = 20 + 64
            types.uint16LE(0x0201)
            types.uint16LE(headerSize)
            types.uint32LE(headerSize + 4 * entries.count + 16 * entries.count)
            types.bytes += [1, 0, 0, 0]  // type ID 1, flags, reserved
            types.uint32LE(entries.count)
            types.uint32LE(headerSize + 4 * entries.count)
            var configuration = [UInt8](repeating: 0, count: 64)
            configuration[0] = 64
            if let language { configuration[8] = Array(language.utf8)[0]; configuration[9] = Array(language.utf8)[1] }
            types.bytes += configuration
            for index in entries.indices { types.uint32LE(16 * index) }
            for (type, value) in entries {
                types.uint16LE(8)
                types.uint16LE(0)
                types.uint32LE(0)
                types.uint16LE(8)
                types.bytes += [0, UInt8(type)]
                types.uint32LE(value)
            }
        }
        var package = ByteWriter()
        package.uint16LE(0x0200)
        package.uint16LE(288)
        package.uint32LE(288 + types.bytes.count)
        package.uint32LE(0x7F)
        package.bytes += [UInt8](repeating: 0, count: 288 - 12)
        package.bytes += types.bytes
        var table = ByteWriter()
        table.uint16LE(0x0002)
        table.uint16LE(12)
        table.uint32LE(12 + pool.count + package.bytes.count)
        table.uint32LE(1)
        return table.bytes + pool + package.bytes
    }
}
