import AASACore

/// `aasa judge RECORDING [verify's entries and judging options]`: re-judges the hosts a
/// `verify --record` run fetched, offline, with no request made: the same report as the live
/// run (its timing fields aside), or another judgement of the same fetches (other apps, app
/// files, URL expectations, acceptances, a baseline, a format).
enum JudgeCommand: Subcommand {
    static let name = "judge"
    static let abstract = "Judge a recorded verify run again, offline (aasa verify --record)."
    static let usage = "aasa judge <recording> [<entry> ...] [verify's entry and judging options]"
    static let arguments = [
        ("<recording>", "The file aasa verify --record wrote."),
        ("<entry>", "The entries of the recorded run, as verify takes them."),
    ]
    /// Verify's options but those that only the network reads.
    static let options =
        VerifyCommand.entryOptions + VerifyCommand.checkOptions + VerifyCommand.reportOptions
        + VerifyCommand.judgingOptions

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        var arguments = arguments
        guard let path = arguments.removeFirstPositional() else {
            throw UsageError("name the recording to judge: aasa judge RECORDING [ENTRY ...]", showUsage: true)
        }
        return try await VerifyCommand.run(arguments, console: console, replay: try Recording(path: path))
    }
}
