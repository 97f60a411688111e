extension Service {
    /// The service an entry names: service names are matched case-insensitively.
    init?(entryName: some StringProtocol) {
        self.init(rawValue: entryName.lowercased())
    }

    /// The known service an unknown name was most likely meant to be, for "did you mean".
    static func closest(to name: some StringProtocol) -> Service? {
        let lowered = name.lowercased()
        guard lowered.utf8.count <= 64 else { return nil }
        let scored = allCases.map { ($0, editDistance(lowered, $0.rawValue)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 3 else { return nil }
        return best.0
    }
}
