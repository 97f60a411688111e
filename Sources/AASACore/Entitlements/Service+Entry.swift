extension Service {
    /// The service an entry names: service names are matched case-insensitively.
    init?(entryName: some StringProtocol) {
        self.init(rawValue: entryName.lowercased())
    }

    /// The known service an unknown name was most likely meant to be, for "did you mean".
    static func closest(to name: some StringProtocol) -> Service? {
        let lowered = Array(name.lowercased().utf8)
        guard lowered.count <= 64 else { return nil }
        let scored = allCases.map { ($0, editDistance(lowered, Array($0.rawValue.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 3 else { return nil }
        return best.0
    }

    /// Levenshtein distance; both inputs are short (a service name and at most 64 bytes).
    private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
