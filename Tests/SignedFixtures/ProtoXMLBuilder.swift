/// Builds the protobuf XML an app bundle stores its manifest in (aapt2's `Resources.proto`:
/// `XmlNode { XmlElement element = 1; }`, `XmlElement { string name = 3; repeated XmlAttribute
/// attribute = 4; repeated XmlNode child = 5; }`, `XmlAttribute { string namespace_uri = 1; string
/// name = 2; string value = 3; uint32 resource_id = 5; Item compiled_item = 6; }`), for manifests
/// Debian's aapt2 cannot compile (attributes newer than its framework).
public enum ProtoXMLBuilder {
    public static func xml(_ root: AndroidBinaryBuilder.Element) -> [UInt8] {
        field(1, element(root))
    }

    private static func element(_ element: AndroidBinaryBuilder.Element) -> [UInt8] {
        var bytes = field(3, Array(element.name.utf8))
        for (name, id, value) in element.attributes {
            var attribute: [UInt8] = []
            if id != 0 { attribute += field(1, Array(AndroidBinaryBuilder.androidNamespace.utf8)) }
            attribute += field(2, Array(name.utf8))
            switch value {
            case .string(let text): attribute += field(3, Array(text.utf8))
            case .boolean(let flag):
                attribute += field(3, Array((flag ? "true" : "false").utf8))
                // Item { Primitive prim = 7; }, Primitive { bool boolean_value = 8; }
                attribute += field(6, field(7, [8 << 3] + varint(flag ? 1 : 0)))
            case .reference(let reference): attribute += field(3, Array("@0x\(String(reference, radix: 16))".utf8))
            }
            if id != 0 { attribute += [5 << 3] + varint(UInt64(id)) }
            bytes += field(4, attribute)
        }
        for child in element.children { bytes += field(5, field(1, self.element(child))) }
        return bytes
    }

    /// A length-delimited field.
    private static func field(_ number: Int, _ payload: [UInt8]) -> [UInt8] {
        [UInt8(number << 3 | 2)] + varint(UInt64(payload.count)) + payload
    }

    private static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
        return bytes
    }
}
