import AASACore

/// A request waiting for the fetch thread, and where its record goes.
struct FetchJob: Sendable {
    let request: FetchRequest
    /// False for the second look at a certificate that failed verification.
    let verifying: Bool
    let continuation: CheckedContinuation<FetchRecord, Never>

    /// Hands back a record for a transfer that never ran.
    func fail(code: Int, _ message: String) {
        continuation.resume(
            returning: FetchRecord(
                url: request.url, curlCode: code, curlError: message, bodyLimit: request.bodyLimit,
                timeoutSeconds: request.timeout, headerLimit: request.headerLimit))
    }
}
