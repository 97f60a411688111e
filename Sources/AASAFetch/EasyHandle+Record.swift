import AASACore
import CCurl
import Glibc

extension EasyHandle {
    /// What the finished transfer saw, read from libcurl and the collector. Never judges.
    func record(result: CURLcode) -> FetchRecord {
        let request = job?.request ?? FetchRequest(url: "")
        let code = Int(result.rawValue)
        let status = aasa_easy_response_code(curl)
        // libcurl's text quotes the proxy URL ("Unsupported proxy scheme for 'http://user:pw@...'"),
        // and a Location may carry user information: neither reaches a report with credentials.
        let headers = collector.headers.map { field in
            field.name.lowercased() == "location"
                ? HTTPHeaderField(name: field.name, value: Credentials.redacted(field.value)) : field
        }
        var record = FetchRecord(
            url: request.url, curlCode: code, curlError: Credentials.redacted(errorText(result), proxy: request.proxy),
            httpStatus: status > 0 ? status : nil, headers: headers, body: collector.body,
            bodyExceededLimit: collector.bodyExceededLimit, bodyLimit: collector.bodyLimit,
            durationMs: Int(aasa_easy_total_time_us(curl) / 1000), timeoutSeconds: request.timeout,
            headersExceededLimit: collector.headersExceededLimit, headerLimit: collector.headerLimit,
            primaryIP: primaryIP())
        record.tls = tlsRecord(code: code, answered: status > 0)
        record.fetchedAt = Int64(time(nil))
        record.refusedNonPublicAddress = refusedAddress && result != CURLE_OK
        var connectCode = 0
        if aasa_easy_get_connect_code(curl, &connectCode) == CURLE_OK, connectCode > 0 {
            record.proxyStatus = connectCode
        }
        var osError = 0
        if result != CURLE_OK, aasa_easy_get_os_errno(curl, &osError) == CURLE_OK, osError != 0 {
            record.osError = Int32(truncatingIfNeeded: osError)
        }
        return record
    }

    /// What the TLS layer said, when a handshake was attempted and got far enough to matter:
    /// nil after a DNS, connect or timeout failure that came before any certificate.
    private func tlsRecord(code: Int, answered: Bool) -> TLSRecord? {
        let chain = certificateChain()
        let failed = CurlCode.tlsFailures.contains(code)
        guard failed || answered || !chain.isEmpty else { return nil }
        let verifying = job?.verifying ?? false
        return TLSRecord(
            verified: verifying && !failed, verifyResult: aasa_easy_ssl_verify_result(curl), chain: chain)
    }

    private func errorText(_ result: CURLcode) -> String {
        guard result != CURLE_OK else { return "" }
        let text = String(cString: errorBuffer)
        return text.isEmpty ? CurlLibrary.describe(result) : text
    }

    private func primaryIP() -> String? {
        guard let text = aasa_easy_primary_ip(curl) else { return nil }
        let address = String(cString: text)
        return address.isEmpty ? nil : address
    }

    /// The chain libcurl reported (leaf first), bounded so a hostile server cannot make it large.
    private func certificateChain() -> [CertificateSummary] {
        guard let info = aasa_easy_cert_info(curl)?.pointee, let lists = info.certinfo else { return [] }
        let count = min(max(0, Int(info.num_of_certs)), 16)
        return (0..<count).map { index in
            CertificateInfoParser.summary(fromLines: Self.lines(of: lists[index]))
        }
    }

    private static func lines(of list: UnsafeMutablePointer<curl_slist>?) -> [String] {
        var lines: [String] = []
        var node = list
        while let current = node, lines.count < 64 {
            if let data = current.pointee.data { lines.append(String(cString: data)) }
            node = current.pointee.next
        }
        return lines
    }
}
