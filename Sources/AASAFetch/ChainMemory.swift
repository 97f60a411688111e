import AASACore

/// Remembers the certificate chain seen on each verified connection.
///
/// libcurl reports `CURLINFO_CERTINFO` only for the transfer whose handshake it was; a transfer
/// that reuses a pooled connection gets an empty list. The connection, and so its chain, is the
/// same one an earlier transfer saw, so the record is completed from here. Used on the fetch
/// thread only; bounded.
struct ChainMemory {
    private var chains: [String: [CertificateSummary]] = [:]
    private let capacity = 4096

    /// Records a fresh chain, or fills in a reused connection's empty one.
    mutating func complete(_ record: inout FetchRecord, request: FetchRequest) {
        guard var tls = record.tls, tls.verified else { return }
        let key = Self.key(request)
        if !tls.chain.isEmpty {
            if chains.count >= capacity { chains.removeAll() }
            chains[key] = tls.chain
        } else if let known = chains[key] {
            tls.chain = known
            record.tls = tls
        }
    }

    /// What libcurl matches a pooled connection on: scheme, host and port of the URL, and where
    /// `--connect-to` sends it.
    static func key(_ request: FetchRequest) -> String {
        let afterScheme = request.url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        let authority = afterScheme.count > 2 ? afterScheme[2].lowercased() : request.url
        return ([authority] + request.connectTo + [request.trustStore.path]).joined(separator: "\n")
    }
}
