import AASACore

extension ChangeAudit {
    /// A baseline of a large fleet in JSON Lines runs to a few hundred bytes per domain; this
    /// allows several hundred thousand domains and still bounds memory.
    static let baselineByteLimit = 256 << 20

    /// The audit `--baseline` asks for, or nil without it. An unreadable baseline is the
    /// operator's mistake (exit 2), not a finding.
    static func load(_ settings: VerificationSettings) throws(UsageError) -> ChangeAudit? {
        guard let path = settings.baselinePath else { return nil }
        let bytes = try InputFile.read(path, what: "baseline report", limit: baselineByteLimit)
        do throws(BaselineReader.Failure) {
            let baseline = try BaselineReader.read(bytes)
            return ChangeAudit(baseline: baseline, strict: settings.strict, failOnChange: settings.failOnChange)
        } catch {
            throw UsageError("cannot use '\(TerminalSafe(path))' as a baseline: \(error.message)")
        }
    }
}
