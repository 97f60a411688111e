import AASACore

extension ChangeAudit {
    /// Domains a baseline may hold: a fleet's list, with room to spare, at a few hundred bytes each.
    static let baselineDomainLimit = 2_000_000

    /// The audit `--baseline` asks for, or nil without it. The report is read in chunks and one
    /// domain at a time, so memory follows the number of domains, not the size of the file. An
    /// unreadable baseline, or one cut short (no jsonl summary line), is the operator's mistake
    /// (exit 2), not a finding: a run without its domains would report them new and lose their
    /// changes.
    static func load(_ options: VerifyOptions) throws(UsageError) -> ChangeAudit? {
        guard let path = options.baselinePath else { return nil }
        var audit = ChangeAudit(strict: options.strict, failOnChange: options.failOnChange)
        var reader = BaselineReader()
        func refuse(_ reason: String) -> UsageError {
            UsageError("cannot use '\(TerminalSafe(path))' as a baseline: \(reason)")
        }
        try InputFile.forEachChunk(path, what: "baseline report") { (chunk) throws(UsageError) in
            do throws(BaselineReader.Failure) {
                try reader.consume(chunk) { audit.remember($0) }
            } catch {
                throw refuse(error.message)
            }
            guard audit.count <= baselineDomainLimit else {
                throw refuse("it holds more than \(baselineDomainLimit) domain reports")
            }
            return true
        }
        do throws(BaselineReader.Failure) {
            try reader.finish()
        } catch {
            throw refuse(error.message)
        }
        audit.urls = URLChangeAudit(reader.urlAnswers)
        return audit
    }
}
