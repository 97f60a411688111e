/// What one HTTPS request saw, recorded even when it failed ("record first, judge later").
///
/// The fetcher fills it in; ``TransportClassifier`` (a pure function) turns it into findings.
/// Nothing in it has been judged yet.
package struct FetchRecord: Sendable, Hashable {
    package var url: String
    /// libcurl's `CURLcode` for the transfer (0 is success).
    package var curlCode: Int
    /// libcurl's error buffer text, empty on success.
    package var curlError: String
    /// The HTTP status, when an answer arrived.
    package var httpStatus: Int?
    /// Response header fields in arrival order, names as sent (compare case-insensitively).
    package var headers: [HTTPHeaderField]
    /// The body after content decoding, never more than ``bodyLimit`` bytes.
    package var body: [UInt8]
    /// True when the server sent more than ``bodyLimit`` bytes after decoding; the rest was not read.
    package var bodyExceededLimit: Bool
    package var bodyLimit: Int
    package var tls: TLSRecord?
    /// Wall time of the request in milliseconds.
    package var durationMs: Int
    /// The timeout the request ran with, in seconds, for messages.
    package var timeoutSeconds: Double
    /// True when the header block grew past ``headerLimit`` bytes and the transfer was abandoned.
    package var headersExceededLimit: Bool
    package var headerLimit: Int
    /// The address the connection went to, when one was made (the proxy's, through a proxy).
    package var primaryIP: String?
    /// The proxy's answer to CONNECT, when the transfer went through an HTTP proxy.
    package var proxyStatus: Int?
    /// The system's error number for the failed socket or connect call, when libcurl saw one
    /// (`EMFILE` says this machine ran out of descriptors, not that the site is down).
    package var osError: Int32?
    /// When the transfer ended, in seconds since 1970: the moment a certificate's dates are
    /// judged against (the judgement itself reads no clock).
    package var fetchedAt: Int64?
    /// True when every address of the host was refused before connecting, as not public
    /// (a request made with `publicAddressesOnly`): nothing was sent.
    package var refusedNonPublicAddress = false

    package init(
        url: String, curlCode: Int = 0, curlError: String = "", httpStatus: Int? = nil,
        headers: [HTTPHeaderField] = [], body: [UInt8] = [], bodyExceededLimit: Bool = false,
        bodyLimit: Int = FetchRecord.appleBodyLimit, tls: TLSRecord? = nil, durationMs: Int = 0,
        timeoutSeconds: Double = 10, headersExceededLimit: Bool = false,
        headerLimit: Int = FetchRecord.defaultHeaderLimit, primaryIP: String? = nil
    ) {
        self.url = url
        self.curlCode = curlCode
        self.curlError = curlError
        self.httpStatus = httpStatus
        self.headers = headers
        self.body = body
        self.bodyExceededLimit = bodyExceededLimit
        self.bodyLimit = bodyLimit
        self.tls = tls
        self.durationMs = durationMs
        self.timeoutSeconds = timeoutSeconds
        self.headersExceededLimit = headersExceededLimit
        self.headerLimit = headerLimit
        self.primaryIP = primaryIP
    }

    /// Apple's limit on the file: the system cancels a download past this many decoded bytes.
    package static let appleBodyLimit = 131_072

    /// Total header bytes read before a response is abandoned: real servers send a few KB, a
    /// hostile one may send header lines forever.
    package static let defaultHeaderLimit = 65_536

    /// The port the URL names, 443 when it names none.
    package var port: Int {
        let afterScheme = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? url[...]
        var authority = afterScheme.prefix { !"/?#".contains($0) }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            authority = authority[authority.index(after: close)...]
        }
        guard let colon = authority.lastIndex(of: ":") else { return 443 }
        return Int(authority[authority.index(after: colon)...]) ?? 443
    }

    /// The `Location` of a 3xx answer.
    package var redirectLocation: String? {
        guard let status = httpStatus, (300..<400).contains(status) else { return nil }
        return header("Location")
    }

    /// The `Content-Type` field as received.
    package var contentType: String? { header("Content-Type") }

    /// The first value of a header field, compared case-insensitively.
    package func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }
}

package struct HTTPHeaderField: Sendable, Hashable, Codable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What the TLS layer said.
package struct TLSRecord: Sendable, Hashable, Codable {
    /// True when the chain and host name were verified.
    package var verified: Bool
    /// OpenSSL's `X509_V_ERR` code from `CURLINFO_SSL_VERIFYRESULT` (0 is OK; 1 "not evaluated").
    package var verifyResult: Int
    /// The chain the server sent, leaf first. After a failed verification this comes from a
    /// second, non-verifying look and only describes the certificate; it never decides a verdict.
    package var chain: [CertificateSummary]

    package init(verified: Bool, verifyResult: Int, chain: [CertificateSummary]) {
        self.verified = verified
        self.verifyResult = verifyResult
        self.chain = chain
    }
}

package struct CertificateSummary: Sendable, Hashable, Codable {
    package var subject: String
    package var issuer: String
    /// ISO 8601 UTC, e.g. `2027-01-31T12:00:00Z`.
    package var notBefore: String?
    package var notAfter: String?
    /// Subject alternative names as libcurl printed them (`DNS:example.com`).
    package var subjectAlternativeNames: [String]
    /// OpenSSL's name for the issuer's signature (`sha256WithRSAEncryption`, `ecdsa-with-SHA1`).
    package var signatureAlgorithm: String?
    /// The modulus size of an RSA key; nil for other keys.
    package var rsaKeyBits: Int?
    /// The extended key usages as OpenSSL names them (`TLS Web Server Authentication`); nil
    /// when the certificate has no such extension.
    package var extendedKeyUsage: [String]?

    package init(
        subject: String, issuer: String, notBefore: String? = nil, notAfter: String? = nil,
        subjectAlternativeNames: [String] = [], signatureAlgorithm: String? = nil, rsaKeyBits: Int? = nil,
        extendedKeyUsage: [String]? = nil
    ) {
        self.subject = subject
        self.issuer = issuer
        self.notBefore = notBefore
        self.notAfter = notAfter
        self.subjectAlternativeNames = subjectAlternativeNames
        self.signatureAlgorithm = signatureAlgorithm
        self.rsaKeyBits = rsaKeyBits
        self.extendedKeyUsage = extendedKeyUsage
    }
}
