import AASACore
import Foundation

/// The `aasa` command: dispatches to a subcommand and returns the exit status.
public enum CommandLineTool {
    public static func main(arguments: [String]) async -> Int32 {
        FileHandle.standardError.write(Data("aasa: not implemented yet\n".utf8))
        return 2
    }
}
