/// When a failed fetch is worth another try (`--retry`): only failures that a moment can heal.
///
/// Retried: no answer because of DNS, a refused or broken connection (in the TLS handshake too), a
/// timeout, an empty reply; HTTP 408, 429 and 5xx. Never retried: TLS verification and other TLS
/// failures, redirects, other 4xx, and body problems (too large, not JSON), which the next try
/// would repeat.
package enum RetryPolicy {
    static let transientStatuses: Set<Int> = [408, 429]

    /// Whether `record` failed in a way another attempt may not.
    package static func isTransient(_ record: FetchRecord) -> Bool {
        // A proxy that refused the tunnel answered for the proxy, not the site.
        if record.proxyStatus.map({ $0 != 200 }) == true { return false }
        if record.refusedNonPublicAddress { return false }
        if CurlCode.transient.contains(record.curlCode) || record.brokeOffInHandshake { return true }
        guard record.curlCode == CurlCode.ok, let status = record.httpStatus else { return false }
        return transientStatuses.contains(status) || (500...599).contains(status)
    }

    /// Seconds to wait before attempt `attempt + 1`, or nil when `record` is not worth retrying.
    /// Exponential backoff from half a second, scaled by `jitter` (0.5 to 1.5, so a fleet of
    /// domains failing at once does not retry at once); a `Retry-After` of whole seconds wins.
    /// Never longer than `limit` (the request timeout).
    package static func delay(after record: FetchRecord, attempt: Int, limit: Double, jitter: Double) -> Double? {
        guard isTransient(record) else { return nil }
        if let text = record.header("Retry-After").map({ Substring($0).trimmingWhitespace }), let seconds = Int(text),
            seconds >= 0
        {
            return min(Double(seconds), limit)
        }
        let backoff = 0.5 * Double(1 << min(max(attempt - 1, 0), 10)) * min(max(jitter, 0.5), 1.5)
        return min(backoff, limit)
    }
}
