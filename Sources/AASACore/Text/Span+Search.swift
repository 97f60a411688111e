extension Span where Element: Equatable {
    /// Whether the span holds exactly `elements`, in order: a range of a URL's text or a
    /// pattern's bytes compared with a name kept as an array.
    func holds(_ elements: [Element]) -> Bool {
        guard count == elements.count else { return false }
        for index in elements.indices where self[index] != elements[index] { return false }
        return true
    }

    /// Whether the span holds the same elements as `other`, in order.
    func holds(_ other: Span<Element>) -> Bool {
        guard count == other.count else { return false }
        for index in indices where self[index] != other[index] { return false }
        return true
    }
}

extension Span {
    /// The first index in `range` whose element satisfies `predicate`.
    func firstIndex(in range: Range<Int>, where predicate: (Element) -> Bool) -> Int? {
        for index in range where predicate(self[index]) { return index }
        return nil
    }

    /// The last index in `range` whose element satisfies `predicate`.
    func lastIndex(in range: Range<Int>, where predicate: (Element) -> Bool) -> Int? {
        for index in range.reversed() where predicate(self[index]) { return index }
        return nil
    }
}

extension Span<UInt8> {
    /// The eight bytes at `index` as one little-endian word (the first byte lowest), for scans
    /// that test eight bytes a step.
    func littleEndianWord(at index: Int) -> UInt64 {
        let bytes = extracting(index..<index + 8)
        var word: UInt64 = 0
        for offset in 0..<8 { word |= UInt64(bytes[offset]) << (8 * offset) }
        return word
    }
}
