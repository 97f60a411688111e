import AASAFetch

#if canImport(Glibc)
    import Glibc
#endif

/// The run's address space (`ulimit -v`, RLIMIT_AS). A verify maps libcurl, OpenSSL, the
/// runtime's threads and their stacks, and glibc gives each thread a 64 MiB malloc arena; under a
/// low limit a thread or a mapping fails where nothing can report it (a crash, or a hang waiting
/// for a thread that never started). So under a limit the arenas are capped, `--concurrency` is
/// clamped to what the limit leaves room for, and a limit with no room is the run's error, all
/// before any site is fetched.
package enum AddressSpaceBudget {
    /// What a verify of one host maps, measured with `ulimit -v` on the debug build (under 195 MiB
    /// one run in five hung; at 234 MiB none did), with room to spare.
    package static let base = 224 << 20
    /// What each transfer at once adds (measured: 256 transfers over 4,000 hosts fit in 200 MiB).
    package static let perTransfer = 256 << 10

    /// What any command maps to start, the concurrency runtime's threads included (measured on
    /// the installed binary: `--help` hung at 80 MiB and ran at 98).
    package static let startup = 128 << 20

    package struct Fit: Sendable {
        package var concurrency: Int
        /// The limit, in bytes.
        package var limit: Int
    }

    /// The soft limit in bytes, or nil when the address space is unlimited.
    package static func limit() -> Int? {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limits) == 0, limits.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limits.rlim_cur)
    }

    /// Two malloc arenas rather than eight per core: each reserves 64 MiB of address space.
    package static func capArenas() {
        MallocArenas.cap(2)
    }

    /// nil when the address space is unlimited; else how many of `requested` transfers fit.
    static func fit(_ requested: Int) -> Fit? {
        guard let limit = limit() else { return nil }
        capArenas()
        let room = limit < base ? 0 : (limit - base) / perTransfer
        return Fit(concurrency: min(requested, room), limit: limit)
    }
}
