import AASACore

/// Told how a run advances: the number of reports to come, then each report's status as it is
/// made (from one task at a time), then the end. The command line draws its progress line from it.
package protocol VerificationProgress: Sendable {
    func start(total: Int)
    func record(_ status: Status)
    func finish()
}
