/// Everything one evaluation found out, beyond the per-app results.
package struct MatchEvaluation: Sendable, Hashable {
    /// One result per distinct app ID, in file order.
    package var results: [MatchReport.AppResult]
    /// Patterns that ran out of steps and so counted as not matching, as on the device.
    package var abortedPatterns: [JSONPath]
    /// The work done, in the matcher's steps: what tests bound instead of time.
    package var steps: Int

    package init(results: [MatchReport.AppResult], abortedPatterns: [JSONPath], steps: Int) {
        self.results = results
        self.abortedPatterns = abortedPatterns
        self.steps = steps
    }
}
