extension FindingKind {
    public static let netDNS = FindingKind("net.dns", .error, "the host name does not resolve")
    public static let netConnect = FindingKind("net.connect", .error, "no connection could be made")
    public static let netTimeout = FindingKind("net.timeout", .error, "the request ran past --timeout")
    public static let netProxy = FindingKind(
        "net.proxy", .error, "the proxy refused the tunnel to this host, so the site was not reached")
    public static let netTransfer = FindingKind(
        "net.transfer", .error,
        "the connection broke off or the answer could not be read (reset, empty reply, bad encoding)")
    public static let tlsExpired = FindingKind(
        "tls.expired", .error, "the certificate has expired (or is not yet valid)")
    public static let tlsUntrusted = FindingKind(
        "tls.untrusted", .error,
        "the chain does not reach a trusted root: self-signed, unknown issuer, missing intermediate")
    public static let tlsHostname = FindingKind(
        "tls.hostname", .error, "the certificate does not cover the host")
    public static let tlsWeakKey = FindingKind(
        "tls.weak-key", .error, "an RSA key under 2048 bits in the certificate or an intermediate (Apple's rule)")
    public static let tlsWeakSignature = FindingKind(
        "tls.weak-signature", .error, "the certificate or an intermediate is signed with SHA-1 (Apple's rule)")
    public static let tlsServerAuth = FindingKind(
        "tls.server-auth", .error, "the certificate lacks the serverAuth extended key usage (Apple's rule)")
    public static let tlsValidityPeriod = FindingKind(
        "tls.validity-period", .error, "the certificate is valid for longer than Apple accepts (398 days)")
    public static let tlsHandshake = FindingKind("tls.handshake", .error, "any other TLS failure")
    public static let tlsExpiring = FindingKind(
        "tls.expiring", .warning, "the certificate expires within --cert-warn-days (default 21)")
    public static let httpRedirect = FindingKind(
        "http.redirect", .error, "a 3xx answer; the message names the Location")
    public static let httpStatus = FindingKind("http.status", .error, "any other answer but 200")
    public static let httpContentType = FindingKind(
        "http.content-type", .warning,
        "not application/json (Apple's systems read it anyway; Google's verifier refuses it)", android: .error)
    public static let httpTooLarge = FindingKind(
        "http.too-large", .error, "more than 131072 bytes after content decoding")
    public static let httpHeadersTooLarge = FindingKind(
        "http.headers-too-large", .error, "the response headers ran past the header limit (65536 bytes)")
    public static let httpLegacyLocation = FindingKind(
        "http.legacy-location", .warning, "only the deprecated root path serves the file")
    public static let httpUserAgent = FindingKind(
        "http.user-agent", .error, "the site answers an ordinary client but not Apple's crawler (AASA-Bot/1.0.0)")

    static let transportKinds: [FindingKind] = [
        netDNS, netConnect, netTimeout, netProxy, netTransfer, tlsExpired, tlsUntrusted, tlsHostname, tlsWeakKey,
        tlsWeakSignature, tlsServerAuth, tlsValidityPeriod, tlsHandshake, tlsExpiring,
        httpRedirect, httpStatus, httpContentType, httpTooLarge, httpHeadersTooLarge, httpLegacyLocation, httpUserAgent,
    ]
}
