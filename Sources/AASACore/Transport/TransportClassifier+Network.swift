extension TransportClassifier {
    /// The finding for a transfer that did not complete, or nil when libcurl reported success.
    static func transferFailure(_ record: FetchRecord, location: Location) -> Finding? {
        let code = record.curlCode
        let host = location.host
        let detail = describe(record)
        switch code {
        case CurlCode.ok:
            return nil
        case CurlCode.couldNotResolveHost, CurlCode.couldNotResolveProxy:
            return FindingKind.netDNS(
                "The host name \(host) did not resolve (\(detail)).",
                hint: "Publish a DNS A or AAAA record for \(host) that resolves from the public internet.")
        case CurlCode.couldNotConnect:
            return FindingKind.netConnect(
                "No connection could be made to \(host) on port \(record.port) (\(detail)).",
                hint: "Accept HTTPS connections on port \(record.port) of \(host) from any address and country.")
        case CurlCode.operationTimedOut:
            return FindingKind.netTimeout(
                "\(record.url) did not complete within \(seconds(record.timeoutSeconds)) s (\(detail)).",
                hint: "Answer \(location.wellKnownURL) promptly for any client"
                    + (location.platform == .apple ? ", including Apple's AASA-Bot." : "."))
        case CurlCode.peerFailedVerification:
            return certificateFailure(record, location: location)
        case _ where record.brokeOffInHandshake:
            return FindingKind.netTransfer(
                "The connection to \(host) broke off during the TLS handshake (\(detail)).",
                hint: "Keep \(host)'s HTTPS connections open through the handshake for any client (check a "
                    + "firewall, load balancer or rate limit in front of it).")
        case _ where CurlCode.handshakeFailures.contains(code):
            return handshakeFailure(record, location: location)
        case CurlCode.writeError where record.bodyExceededLimit:
            return FindingKind.httpTooLarge(
                "\(record.url) sent more than \(record.bodyLimit) bytes after content decoding.",
                hint: "Shrink the file to at most \(record.bodyLimit) bytes, "
                    + (location.platform == .apple
                        ? "e.g. by merging patterns into fewer components." : "e.g. by listing each app once."))
        case CurlCode.outOfMemory where record.body.isEmpty && !record.headersExceededLimit:
            // libcurl refuses one header line over its own limit (100 KB in 7.88) with this code,
            // after the status line it has read or not: an answer whose head could not be read
            // (no body byte arrived) is what it means here, not a lack of memory.
            return FindingKind.httpHeadersTooLarge(
                "\(record.url) sent a response header line longer than libcurl accepts (\(detail)).",
                hint: "Send a short, finite header block with the file at \(location.wellKnownURL).")
        case CurlCode.writeError where record.headersExceededLimit:
            return FindingKind.httpHeadersTooLarge(
                "\(record.url) sent more than \(record.headerLimit) bytes of response headers.",
                hint: "Send a short, finite header block with the file at \(location.wellKnownURL).")
        default:
            return FindingKind.netTransfer(
                "The answer from \(record.url) could not be read (libcurl code \(code): \(detail)).",
                hint: location.serveHint)
        }
    }

    /// A transfer that libcurl called a success but that carried no HTTP status.
    static func noAnswerFinding(_ record: FetchRecord, location: Location) -> Finding {
        FindingKind.netTransfer(
            "\(record.url) returned no HTTP status.", hint: location.serveHint)
    }

    static func describe(_ record: FetchRecord) -> String {
        record.curlError.isEmpty ? "libcurl code \(record.curlCode)" : record.curlError
    }

    /// `10`, `2.5`: whole seconds without a fraction.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value < 1e9 else { return "\(value)" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
