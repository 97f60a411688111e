/// Why a run could not start or could not be trusted: the caller's or this machine's problem (a
/// malformed entry, a trust store with no certificate, a dead proxy, no libcurl), never a site's.
/// The command line prints it as its `Error:` line and exits 2.
public struct VerificationError: Error, Sendable, CustomStringConvertible {
    /// One sentence naming what is wrong; values from files or the network are not yet made safe
    /// for a terminal.
    public var message: String

    package init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
