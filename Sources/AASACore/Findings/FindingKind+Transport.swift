extension FindingKind {
    package static let netDNS = FindingKind(
        "net.dns", .error, "the host name does not resolve",
        example: .judged("applinks:nodns.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let netConnect = FindingKind(
        "net.connect", .error, "no connection could be made",
        example: .judged("applinks:closed.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let netTimeout = FindingKind(
        "net.timeout", .error, "the request ran past --timeout",
        example: .judged("applinks:slow.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let netProxy = FindingKind(
        "net.proxy", .error, "the proxy refused the tunnel to this host, so the site was not reached",
        example: .judged("applinks:proxied.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let netTransfer = FindingKind(
        "net.transfer", .error,
        "the connection broke off or the answer could not be read (reset, empty reply, bad encoding)",
        example: .judged("applinks:twolengths.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsExpired = FindingKind(
        "tls.expired", .error, "the certificate has expired (or is not yet valid)",
        example: .judged("applinks:expired.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsUntrusted = FindingKind(
        "tls.untrusted", .error,
        "the chain does not reach a trusted root: self-signed, unknown issuer, missing intermediate",
        example: .judged("applinks:selfsigned.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsHostname = FindingKind(
        "tls.hostname", .error, "the certificate does not cover the host",
        example: .judged("applinks:wronghost.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsWeakKey = FindingKind(
        "tls.weak-key", .error, "an RSA key under 2048 bits in the certificate or an intermediate (Apple's rule)",
        example: .judged("applinks:rsa1024.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsWeakSignature = FindingKind(
        "tls.weak-signature", .error, "the certificate or an intermediate is signed with SHA-1 (Apple's rule)",
        example: .judged("applinks:sha1.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsServerAuth = FindingKind(
        "tls.server-auth", .error, "the certificate lacks the serverAuth extended key usage (Apple's rule)",
        example: .judged("applinks:clientauth.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsValidityPeriod = FindingKind(
        "tls.validity-period", .error, "the certificate is valid for longer than Apple accepts (398 days)",
        example: .judged("applinks:longlived.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsHandshake = FindingKind(
        "tls.handshake", .error, "any other TLS failure",
        example: .judged("applinks:plain.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let tlsExpiring = FindingKind(
        "tls.expiring", .warning, "the certificate expires within --cert-warn-days (default 21)",
        example: .judged("applinks:good.aasa.test", "--cert-warn-days", "400"),
        counter: .judged("applinks:good.aasa.test", "--cert-warn-days", "21"))
    package static let httpRedirect = FindingKind(
        "http.redirect", .error, "a 3xx answer; the message names the Location",
        example: .judged("applinks:redirect.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let httpStatus = FindingKind(
        "http.status", .error, "any other answer but 200",
        example: .judged("applinks:missing.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let httpContentType = FindingKind(
        "http.content-type", .warning,
        "not application/json (Apple's systems read it anyway; Google's verifier refuses it)", android: .error,
        example: .judged("applinks:octet.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let httpTooLarge = FindingKind(
        "http.too-large", .error, "more than 131072 bytes after content decoding",
        example: .judged("applinks:over.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let httpHeadersTooLarge = FindingKind(
        "http.headers-too-large", .error, "the response headers ran past the header limit (65536 bytes)",
        example: .judged("applinks:giantheader.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let httpLegacyLocation = FindingKind(
        "http.legacy-location", .warning, "only the deprecated root path serves the file",
        example: .judged("applinks:legacy.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let httpUserAgent = FindingKind(
        "http.user-agent", .error,
        "the site answers an ordinary client but not the platform's own: Apple's crawler (AASA-Bot/1.0.0), "
            + "Android's verifier on a device (Dalvik/2.1.0 ...) or Google's fetcher for phones with Google Play "
            + "services (GoogleAssociationService); `userAgent` names which",
        example: .judged("applinks:useragent.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))

    /// Not the site's: the run stopped checking hosts (`--deadline`).
    package static let runDeadline = FindingKind(
        "run.deadline", .warning,
        "the run's --deadline passed before the host was checked: nothing is known of it this run (the run exits 2)",
        example: .judged("applinks:deadline.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))
    package static let runProxy = FindingKind(
        "run.proxy", .warning,
        "the proxy stopped carrying the run's requests (its own connection failed) before the host was checked: "
            + "nothing is known of it this run (the run exits 2)",
        example: .judged("applinks:proxycut.aasa.test"),
        counter: .judged("applinks:good.aasa.test"))

    static let transportKinds: [FindingKind] = [
        runDeadline, runProxy,
        netDNS, netConnect, netTimeout, netProxy, netTransfer, tlsExpired, tlsUntrusted, tlsHostname, tlsWeakKey,
        tlsWeakSignature, tlsServerAuth, tlsValidityPeriod, tlsHandshake, tlsExpiring,
        httpRedirect, httpStatus, httpContentType, httpTooLarge, httpHeadersTooLarge, httpLegacyLocation, httpUserAgent,
    ]
}
