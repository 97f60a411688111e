/// A read document as flat arrays: one entry per value in document order, and the child entries
/// of every container side by side. Strings stay bytes of the body until someone asks for them.
///
/// A tree of Swift values cost an allocation per string and per container to build, and about as
/// many instructions again to free as the whole parse.
final class JSONTape: Sendable {
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    struct Entry {
        /// Byte offset of the value's first byte (a string's opening quote).
        var offset: Int
        /// A string's closing quote or the byte after a number; a container's first child in
        /// `children`.
        var payload: Int
        /// A container's members or elements.
        var count: Int32
        var kind: Kind
    }

    let bytes: [UInt8]
    let entries: [Entry]
    /// Each container's children, consecutive: an object's are key, value pairs.
    let children: [Int32]
    /// The few strings that held escapes, by entry, already unescaped.
    let unescaped: [Int: String]

    init(bytes: [UInt8], entries: [Entry], children: [Int32], unescaped: [Int: String]) {
        self.bytes = bytes
        self.entries = entries
        self.children = children
        self.unescaped = unescaped
    }

    /// The entry of a container's child: an object's members are two children each.
    func child(_ position: Int, of entry: Int) -> Int {
        let container = entries[entry]
        let width = container.kind == .object ? 2 : 1
        precondition(position >= 0 && position < Int(container.count) * width, "child index out of range")
        return Int(children[container.payload + position])
    }

    /// Whether a string entry reads as `text`, byte for byte (as Foundation compares keys, not
    /// by Swift's canonical equivalence), without making a String of it.
    func string(_ entry: Int, equals text: String) -> Bool {
        string(entry, among: CollectionOfOne(text)) != nil
    }

    /// The first of `candidates` a string entry reads as, byte for byte, without making a String.
    func string<Candidates: Collection<String>>(_ entry: Int, among candidates: Candidates) -> Candidates.Index? {
        withUTF8(of: entry) { written in
            // Lengths first: most candidates differ in length, and `utf8.count` makes no copy.
            candidates.firstIndex { candidate in
                var text = candidate
                return text.utf8.count == written.count && text.withUTF8 { $0.elementsEqual(written) }
            }
        }
    }

    /// Whether two string entries read the same, byte for byte.
    func string(_ first: Int, equals second: Int) -> Bool {
        withUTF8(of: first) { left in withUTF8(of: second) { left.elementsEqual($0) } }
    }
}
