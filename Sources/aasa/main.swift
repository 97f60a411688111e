import AASACommand

#if canImport(Glibc)
    import Glibc
#endif

// Said before the concurrency runtime starts its threads: under a tiny `ulimit -v` they fail
// where nothing can report it.
if let refusal = CommandLineTool.addressSpaceRefusal() {
    _ = refusal.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}
exit(await CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
