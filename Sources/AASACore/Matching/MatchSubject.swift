/// The parts of one URL in the forms patterns compare against, each made on first use and kept
/// for the rest of the evaluation: as written or percent-decoded, as is or folded.
struct MatchSubject {
    struct QueryItem {
        var name: [UInt32]
        var value: [UInt32]
    }

    enum Part: Int, CaseIterable {
        case path, query, fragment
    }

    private let url: UniversalLinkURL
    /// The texts made so far, by key (part, then as written, folded, decoded, decoded and
    /// folded): an evaluation uses a few of the twelve, so a short list beats a full table.
    private var cache: [(key: Int, text: [UInt32])] = []
    private var itemCache: [(key: Int, items: [QueryItem])] = []

    init(_ url: UniversalLinkURL) {
        self.url = url
    }

    private func raw(_ part: Part) -> [UInt32] {
        switch part {
        case .path: ScalarText.scalars(url.path)
        case .query: ScalarText.scalars(url.query ?? "")
        case .fragment: ScalarText.scalars(url.fragment ?? "")
        }
    }

    /// The path also goes through the system's normalisation, after decoding.
    mutating func text(_ part: Part, decoded: Bool, folded: Bool) -> [UInt32] {
        let key = part.rawValue * 4 + (decoded ? 2 : 0) + (folded ? 1 : 0)
        for entry in cache where entry.key == key { return entry.text }
        var text: [UInt32]
        if folded {
            text = ScalarText.folded(self.text(part, decoded: decoded, folded: false))
        } else {
            text = decoded ? ScalarText.percentDecoded(raw(part)) : raw(part)
            if part == .path { text = PathNormalization.normalized(text) }
        }
        cache.append((key, text))
        return text
    }

    /// `name=value` pairs split at `&` and at the first `=`; a missing value is empty. Names are
    /// decoded along with values but never folded.
    mutating func queryItems(decoded: Bool, folded: Bool) -> [QueryItem] {
        let key = (decoded ? 2 : 0) + (folded ? 1 : 0)
        for entry in itemCache where entry.key == key { return entry.items }
        var items: [QueryItem] = []
        for piece in raw(.query).split(separator: 0x26, omittingEmptySubsequences: true) {
            let equals = piece.firstIndex(of: 0x3D)
            var name = Array(piece[..<(equals ?? piece.endIndex)])
            var value = equals.map { Array(piece[($0 + 1)...]) } ?? []
            if decoded {
                name = ScalarText.percentDecoded(name)
                value = ScalarText.percentDecoded(value)
            }
            if folded { value = ScalarText.folded(value) }
            items.append(QueryItem(name: name, value: value))
        }
        itemCache.append((key, items))
        return items
    }
}
