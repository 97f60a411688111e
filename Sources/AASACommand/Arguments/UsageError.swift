/// The operator's mistake: a bad option, a missing argument, an unreadable input. The command
/// prints `Error: <message>` (and the usage when it helps) and exits with status 2.
struct UsageError: Error, Sendable {
    var message: String
    /// Print the subcommand's usage after the message.
    var showUsage: Bool

    init(_ message: String, showUsage: Bool = false) {
        self.message = message
        self.showUsage = showUsage
    }
}
