import AASACore

/// The role of something that performs a fetch and records what it saw. ``FetchEngine`` is the
/// libcurl implementation; tests of the layers above can supply canned records instead.
package protocol Fetcher: Sendable {
    /// Never throws: every outcome, including failures, is a ``FetchRecord``.
    func fetch(_ request: FetchRequest) async -> FetchRecord
}
