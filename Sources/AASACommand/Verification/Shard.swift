import AASACore

/// `--shard K/N`: the K-th of N deterministic slices of the input, so that N jobs on any
/// scheduler (a Kubernetes Indexed Job, a CI matrix, GNU parallel) split a fleet without talking
/// to each other, and their JSON Lines outputs simply concatenate.
///
/// A host belongs to the slice given by a fixed hash of its name (FNV-1a, not Swift's seeded
/// `Hasher`), so the split is the same on every machine, run and input order.
struct Shard: Sendable, Equatable {
    /// 1-based.
    var index: Int
    var count: Int

    static let whole = Shard(index: 1, count: 1)

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init(_ text: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1_000_000,
            (1...count).contains(index)
        else {
            throw UsageError("--shard takes K/N with 1 <= K <= N, such as 2/8, not '\(TerminalSafe(text))'")
        }
        self.init(index: index, count: count)
    }

    func contains(_ key: String) -> Bool {
        count == 1 || Int(FNV1a.hash(key.lowercased()) % UInt64(count)) == index - 1
    }

}
