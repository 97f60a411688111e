import AASACommand
import Foundation

// Said before the concurrency runtime starts its threads: under a tiny `ulimit -v` they fail
// where nothing can report it.
if let refusal = CommandLineTool.addressSpaceRefusal() {
    FileHandle.standardError.write(Data(refusal.utf8))
    exit(2)
}
exit(await CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
