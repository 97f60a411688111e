import AASACore

/// `--shard K/N`: the K-th of N deterministic slices of the input, so that N jobs on any
/// scheduler (a Kubernetes Indexed Job, a CI matrix, GNU parallel) split a fleet without talking
/// to each other, and their JSON Lines outputs simply concatenate.
///
/// A host belongs to the slice given by a fixed hash of its name (FNV-1a, not Swift's seeded
/// `Hasher`), so the split is the same on every machine, run and input order.
package struct Shard: Sendable, Equatable {
    /// 1-based.
    package var index: Int
    package var count: Int

    package static let whole = Shard(index: 1, count: 1)

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    package func contains(_ key: String) -> Bool {
        count == 1 || Int(FNV1a.hash(key.lowercased()) % UInt64(count)) == index - 1
    }
}
