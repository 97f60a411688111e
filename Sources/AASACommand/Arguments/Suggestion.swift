import AASACore

/// "Did you mean": the closest known word by edit distance, when it is close enough to be a typo.
enum Suggestion {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        // Option, command and finding names are short; anything long is no typo of one.
        guard lowered.count < 64 else { return nil }
        let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        // A third of the word may be wrong (`--fromat` finds `--format`, `--x` nothing), or half
        // of it after a shared start of four letters (`--retries` finds `--retry`).
        let sharedStart = zip(lowered, best.0.lowercased()).prefix { $0 == $1 }.count
        let allowed = sharedStart >= 4 ? lowered.count / 2 : max(1, lowered.count / 3)
        return best.1 <= allowed ? best.0 : nil
    }
}
