import AASACore
import AASAVerification

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

extension UsageError {
    /// The pipeline's refusal to start (a malformed entry, a trust store or proxy that cannot
    /// work), printed as the run's error; its values may come from files, so they are made safe.
    init(_ error: VerificationError) {
        self.init(TerminalText.sanitize(error.message))
    }

    /// `body`'s value, or its ``VerificationError`` as the run's error.
    static func verifying<Value>(_ body: () throws(VerificationError) -> Value) throws(UsageError) -> Value {
        do {
            return try body()
        } catch {
            throw UsageError(error)
        }
    }

    /// The same for an asynchronous step (the checks of the machine made before any fetch).
    static func verifying<Value>(_ body: () async throws(VerificationError) -> Value) async throws(UsageError)
        -> Value
    {
        do {
            return try await body()
        } catch {
            throw UsageError(error)
        }
    }
}
