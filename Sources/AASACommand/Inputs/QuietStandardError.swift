import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work with standard error pointed at /dev/null. Foundation's property-list parser on
/// Linux logs its own line ("CFPropertyListCreateFromXMLData(): Old-style plist parser: ...")
/// straight to descriptor 2 when a project file is malformed; aasa reports the failure itself,
/// in its own words. Used only while reading input, before any fetch or progress line.
enum QuietStandardError {
    static func during<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try body()
        }
        dup2(null, STDERR_FILENO)
        close(null)
        defer {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return try body()
    }
}
