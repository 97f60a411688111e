import FoundationEssentials

/// A fetch as `verify --record` writes it and `aasa judge` reads it back (docs/records.md): every
/// field the judging reads, the body as base64. Decoding bounds nothing the fetcher did not: a
/// body past its limit, or a recording anyone could have written, is judged as the fetcher's own.
extension FetchRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case url, curlCode, curlError, httpStatus, headers, body, bodyExceededLimit, bodyLimit, tls, durationMs
        case timeoutSeconds, headersExceededLimit, headerLimit, primaryIP, proxyStatus, osError, fetchedAt
        case refusedNonPublicAddress
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encode(curlCode, forKey: .curlCode)
        try container.encode(curlError, forKey: .curlError)
        try container.encodeIfPresent(httpStatus, forKey: .httpStatus)
        try container.encode(headers, forKey: .headers)
        try container.encode(Data(body).base64EncodedString(), forKey: .body)
        try container.encode(bodyExceededLimit, forKey: .bodyExceededLimit)
        try container.encode(bodyLimit, forKey: .bodyLimit)
        try container.encodeIfPresent(tls, forKey: .tls)
        try container.encode(durationMs, forKey: .durationMs)
        try container.encode(timeoutSeconds, forKey: .timeoutSeconds)
        try container.encode(headersExceededLimit, forKey: .headersExceededLimit)
        try container.encode(headerLimit, forKey: .headerLimit)
        try container.encodeIfPresent(primaryIP, forKey: .primaryIP)
        try container.encodeIfPresent(proxyStatus, forKey: .proxyStatus)
        try container.encodeIfPresent(osError, forKey: .osError)
        try container.encodeIfPresent(fetchedAt, forKey: .fetchedAt)
        try container.encode(refusedNonPublicAddress, forKey: .refusedNonPublicAddress)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .body)
        guard let body = Data(base64Encoded: text) else {
            throw DecodingError.dataCorruptedError(forKey: .body, in: container, debugDescription: "not base64")
        }
        let limit = try container.decode(Int.self, forKey: .bodyLimit)
        self.init(
            url: try container.decode(String.self, forKey: .url),
            curlCode: try container.decode(Int.self, forKey: .curlCode),
            curlError: try container.decode(String.self, forKey: .curlError),
            httpStatus: try container.decodeIfPresent(Int.self, forKey: .httpStatus),
            headers: try container.decode([HTTPHeaderField].self, forKey: .headers),
            // Never more than the limit the fetcher holds to, whoever wrote the recording.
            body: Array(body.prefix(max(0, limit))),
            bodyExceededLimit: try container.decode(Bool.self, forKey: .bodyExceededLimit), bodyLimit: limit,
            tls: try container.decodeIfPresent(TLSRecord.self, forKey: .tls),
            durationMs: try container.decode(Int.self, forKey: .durationMs),
            timeoutSeconds: try container.decode(Double.self, forKey: .timeoutSeconds),
            headersExceededLimit: try container.decode(Bool.self, forKey: .headersExceededLimit),
            headerLimit: try container.decode(Int.self, forKey: .headerLimit),
            primaryIP: try container.decodeIfPresent(String.self, forKey: .primaryIP))
        proxyStatus = try container.decodeIfPresent(Int.self, forKey: .proxyStatus)
        osError = try container.decodeIfPresent(Int32.self, forKey: .osError)
        fetchedAt = try container.decodeIfPresent(Int64.self, forKey: .fetchedAt)
        refusedNonPublicAddress = try container.decode(Bool.self, forKey: .refusedNonPublicAddress)
    }
}
