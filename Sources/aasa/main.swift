import AASACommand

#if canImport(Glibc)
    import Glibc
#endif

// Said before the concurrency runtime starts its threads: under a tiny `ulimit -v` they fail
// where nothing can report it.
if let refusal = CommandLineTool.addressSpaceRefusal() {
    _ = write(2, refusal, refusal.utf8.count)
    exit(2)
}
exit(await CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
