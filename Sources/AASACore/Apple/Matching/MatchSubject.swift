/// The parts of one URL in the forms patterns compare against, each made on first use and kept
/// for the rest of the evaluation: as written or percent-decoded, as is or folded.
///
/// Every form lives in one buffer, and a form equal to the one it is made from (text without
/// `%` decoded, lower-case text folded) is the same range of it. The buffer is kept from one URL
/// to the next (``reset(to:)``), so checking a URL usually allocates nothing.
struct MatchSubject: Sendable {
    enum Part: Int, CaseIterable {
        case path, query, fragment
    }

    /// One `name=value` pair of the query, as two ranges of the buffer.
    struct QueryItem: Sendable {
        var name: Range<Int>
        var value: Range<Int>
    }

    /// A range of ``storage`` (or of ``items``); a negative start: not made yet.
    private struct Extent: Sendable {
        static let unmade = Extent(start: -1, count: 0)
        var start: Int
        var count: Int
        var range: Range<Int> { start..<start + count }
    }

    /// Its first ``used`` elements hold the forms made so far; the rest is room for more.
    private var storage: [UInt32] = []
    private var used = 0
    /// The path as written, before normalisation: what decoding starts from.
    private var writtenPath = Extent.unmade
    /// Slot `part * 4 + form`, with form 0 as written, 1 folded, 2 decoded, 3 decoded and folded.
    private var spans = InlineArray<12, Extent>(repeating: .unmade)
    private var items: [QueryItem] = []
    /// The query's items in each form, as ranges of ``items``.
    private var itemSpans = InlineArray<4, Extent>(repeating: .unmade)

    init() {}

    init(_ url: UniversalLinkURL) {
        reset(to: url)
    }

    /// Forgets the previous URL's forms and takes `url`'s parts. They are printable ASCII
    /// (``UniversalLinkURL`` encodes the rest), so each byte is one scalar.
    mutating func reset(to url: UniversalLinkURL) {
        spans = InlineArray(repeating: .unmade)
        itemSpans = InlineArray(repeating: .unmade)
        items.removeAll(keepingCapacity: true)
        used = 0
        writtenPath = append(url.path)
        spans[Self.slot(.query, 0)] = append(url.query)
        spans[Self.slot(.fragment, 0)] = append(url.fragment)
        // Room for the path's normalised form as well, the one nearly every rule reads.
        reserve(writtenPath.count + 2)
    }

    private mutating func append(_ text: String?) -> Extent {
        let start = used
        guard let text else { return Extent(start: start, count: 0) }
        let count = text.utf8.count
        reserve(count)
        let bytes = text.utf8Span.span
        var buffer = storage.mutableSpan
        var seen: UInt8 = 0
        for offset in 0..<count {
            seen |= bytes[offset]
            buffer[start + offset] = UInt32(bytes[offset])
        }
        let ascii = seen < 0x80
        // Never taken for a parsed URL; scalar by scalar should that ever change.
        guard ascii else { return append(ScalarText.scalars(text)) }
        used += count
        return Extent(start: start, count: count)
    }

    private static func slot(_ part: Part, _ form: Int) -> Int { part.rawValue * 4 + form }

    /// Calls `body` with the part's text in the given form. The path also goes through the
    /// system's normalisation, after decoding.
    mutating func withText<Value>(
        _ part: Part, decoded: Bool, folded: Bool, _ body: (Span<UInt32>) -> Value
    ) -> Value {
        let extent = make(part, form: (decoded ? 2 : 0) + (folded ? 1 : 0))
        return body(storage.span.extracting(extent.range))
    }

    private mutating func make(_ part: Part, form: Int) -> Extent {
        let slot = Self.slot(part, form)
        if spans[slot].start >= 0 { return spans[slot] }
        let made: Extent
        if form & 1 == 1 {
            made = folded(make(part, form: form - 1))
        } else if form == 2 {
            let source = part == .path ? writtenPath : make(part, form: 0)
            if let decoded = decoded(source) {
                made = part == .path ? normalized(decoded) : decoded
            } else {
                made = make(part, form: 0)
            }
        } else {
            // Form 0 of the path; the query's and fragment's are made in `reset(to:)`.
            made = normalized(copy(writtenPath))
        }
        spans[slot] = made
        return made
    }

    /// Room for `count` more scalars past ``used``: the buffer at least doubles when it grows.
    private mutating func reserve(_ count: Int) {
        if used + count > storage.count { storage += repeatElement(0, count: max(used + count, 2 * storage.count)) }
    }

    /// A copy of `extent` after ``used``, with room for the two scalars normalisation may add.
    private mutating func copy(_ extent: Extent) -> Extent {
        reserve(extent.count + 2)
        let start = used
        var buffer = storage.mutableSpan
        for offset in 0..<extent.count { buffer[start + offset] = buffer[extent.start + offset] }
        used += extent.count
        return Extent(start: start, count: extent.count)
    }

    private mutating func append(_ scalars: [UInt32]) -> Extent {
        reserve(scalars.count + 2)
        let start = used
        storage.replaceSubrange(start..<start + scalars.count, with: scalars)
        used += scalars.count
        return Extent(start: start, count: scalars.count)
    }

    /// Normalises the path just copied or decoded to the end of the buffer, in place.
    private mutating func normalized(_ extent: Extent) -> Extent {
        var buffer = storage.mutableSpan
        var tail = buffer.extracting(extent.start...)
        let count = PathNormalization.normalize(&tail, count: extent.count)
        used = extent.start + count
        return Extent(start: extent.start, count: count)
    }

    /// The text of `extent` percent-decoded at the end of the buffer; nil when it has no `%`.
    private mutating func decoded(_ extent: Extent) -> Extent? {
        guard storage[extent.range].contains(0x25) else { return nil }
        return append(ScalarText.percentDecoded(Array(storage[extent.range])))
    }

    /// `extent` itself when folding changes nothing, as for most URLs.
    private mutating func folded(_ extent: Extent) -> Extent {
        guard !ScalarText.isFolded(storage[extent.range]) else { return extent }
        return append(ScalarText.folded(Array(storage[extent.range])))
    }

    /// Calls `body` with the query's `name=value` pairs, split at `&` and at the first `=` (a
    /// missing value is empty), and the text their ranges index. Names are decoded along with
    /// values but never folded.
    mutating func withQueryItems<Value>(
        decoded: Bool, folded: Bool,
        _ body: (_ items: Span<QueryItem>, _ text: Span<UInt32>) -> Value
    ) -> Value {
        let extent = makeItems(form: (decoded ? 2 : 0) + (folded ? 1 : 0))
        return body(items.span.extracting(extent.range), storage.span)
    }

    private mutating func makeItems(form: Int) -> Extent {
        if itemSpans[form].start >= 0 { return itemSpans[form] }
        let query = spans[Self.slot(.query, 0)].range
        let first = items.count
        var pieceStart = query.lowerBound
        for index in query.lowerBound...query.upperBound {
            guard index == query.upperBound || storage[index] == 0x26 else { continue }
            defer { pieceStart = index + 1 }
            guard index > pieceStart else { continue }
            let equals = storage[pieceStart..<index].firstIndex(of: 0x3D)
            var name = Extent(start: pieceStart, count: (equals ?? index) - pieceStart)
            var value = equals.map { Extent(start: $0 + 1, count: index - $0 - 1) } ?? Extent(start: index, count: 0)
            if form & 2 == 2 {
                name = decoded(name) ?? name
                value = decoded(value) ?? value
            }
            if form & 1 == 1 { value = folded(value) }
            items.append(QueryItem(name: name.range, value: value.range))
        }
        itemSpans[form] = Extent(start: first, count: items.count - first)
        return itemSpans[form]
    }
}
