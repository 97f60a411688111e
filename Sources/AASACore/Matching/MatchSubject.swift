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

    /// The four forms of one part (as written, folded, decoded, decoded and folded), in fixed
    /// slots rather than a list: no allocation for the cache itself and no search through it.
    private struct Forms {
        var slots: ([UInt32]?, [UInt32]?, [UInt32]?, [UInt32]?) = (nil, nil, nil, nil)

        subscript(form: Int) -> [UInt32]? {
            get {
                switch form {
                case 0: slots.0
                case 1: slots.1
                case 2: slots.2
                default: slots.3
                }
            }
            set {
                switch form {
                case 0: slots.0 = newValue
                case 1: slots.1 = newValue
                case 2: slots.2 = newValue
                default: slots.3 = newValue
                }
            }
        }
    }

    private let url: UniversalLinkURL
    private var path = Forms()
    private var query = Forms()
    private var fragment = Forms()
    private var items: ([QueryItem]?, [QueryItem]?, [QueryItem]?, [QueryItem]?) = (nil, nil, nil, nil)

    init(_ url: UniversalLinkURL) {
        self.url = url
    }

    private func raw(_ part: Part) -> [UInt32] {
        switch part {
        case .path: ScalarText.scalars(url.path, extraCapacity: 2)
        case .query: ScalarText.scalars(url.query ?? "")
        case .fragment: ScalarText.scalars(url.fragment ?? "")
        }
    }

    private func cached(_ part: Part, _ form: Int) -> [UInt32]? {
        switch part {
        case .path: path[form]
        case .query: query[form]
        case .fragment: fragment[form]
        }
    }

    private mutating func store(_ text: [UInt32], _ part: Part, _ form: Int) {
        switch part {
        case .path: path[form] = text
        case .query: query[form] = text
        case .fragment: fragment[form] = text
        }
    }

    /// The path also goes through the system's normalisation, after decoding.
    mutating func text(_ part: Part, decoded: Bool, folded: Bool) -> [UInt32] {
        let form = (decoded ? 2 : 0) + (folded ? 1 : 0)
        if let text = cached(part, form) { return text }
        var text: [UInt32]
        if folded {
            text = ScalarText.folded(self.text(part, decoded: decoded, folded: false))
        } else {
            text = decoded ? ScalarText.percentDecoded(raw(part)) : raw(part)
            if part == .path { PathNormalization.normalize(&text) }
        }
        store(text, part, form)
        return text
    }

    private func cachedItems(_ form: Int) -> [QueryItem]? {
        switch form {
        case 0: items.0
        case 1: items.1
        case 2: items.2
        default: items.3
        }
    }

    /// `name=value` pairs split at `&` and at the first `=`; a missing value is empty. Names are
    /// decoded along with values but never folded.
    mutating func queryItems(decoded: Bool, folded: Bool) -> [QueryItem] {
        let form = (decoded ? 2 : 0) + (folded ? 1 : 0)
        if let cached = cachedItems(form) { return cached }
        var made: [QueryItem] = []
        for piece in raw(.query).split(separator: 0x26, omittingEmptySubsequences: true) {
            let equals = piece.firstIndex(of: 0x3D)
            var name = Array(piece[..<(equals ?? piece.endIndex)])
            var value = equals.map { Array(piece[($0 + 1)...]) } ?? []
            if decoded {
                name = ScalarText.percentDecoded(name)
                value = ScalarText.percentDecoded(value)
            }
            if folded { value = ScalarText.folded(value) }
            made.append(QueryItem(name: name, value: value))
        }
        switch form {
        case 0: items.0 = made
        case 1: items.1 = made
        case 2: items.2 = made
        default: items.3 = made
        }
        return made
    }
}
