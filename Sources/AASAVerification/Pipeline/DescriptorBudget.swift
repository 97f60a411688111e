import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The run's file descriptors. Each transfer holds a socket and, while it resolves a name,
/// libcurl's resolver pair; running out makes libcurl's `socket()` fail, which would otherwise
/// read as the site refusing connections. So the soft limit is raised to the hard one where the
/// system allows, and `--concurrency` is clamped to what the limit leaves room for.
package enum DescriptorBudget {
    /// Descriptors one transfer may hold at once: its socket and the resolver's socket pair.
    static let perTransfer = 3
    /// Kept for the rest of the run: the trust store, the report file, the runtime's own.
    static let reserve = 32

    package struct Fit {
        /// Transfers that fit at once (at most the requested number).
        package var concurrency: Int
        /// The soft limit in force after raising it.
        package var limit: Int
    }

    /// Raises the soft `RLIMIT_NOFILE` as far as the hard limit allows and says how many of
    /// `requested` transfers fit under it beside the descriptors already open.
    static func fit(_ requested: Int) -> Fit {
        let limit = raiseSoftLimit()
        let room = (limit - openDescriptors() - reserve) / perTransfer
        return Fit(concurrency: max(0, min(requested, room)), limit: limit)
    }

    /// The soft limit after raising it to the hard one (capped: an unlimited hard limit is not a
    /// value the kernel takes for the soft one).
    private static func raiseSoftLimit() -> Int {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 1024 }
        let wanted = min(limits.rlim_max, 1 << 20)
        if limits.rlim_cur < wanted {
            var raised = limits
            raised.rlim_cur = wanted
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { return Int(wanted) }
        }
        return Int(min(limits.rlim_cur, 1 << 20))
    }

    /// Descriptors open now, from /proc; a low guess where /proc is not mounted.
    private static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 16
    }

    /// True when a transfer failed because this process or the system had no descriptor left.
    static func ranOut(_ osError: Int32?) -> Bool {
        osError == EMFILE || osError == ENFILE
    }
}
