/// Judges a ``FetchRecord``: turns what the fetch saw into transport findings. Pure: no network,
/// no clock, so every case is tested with hand-built records.
///
/// One failure is reported per fetch, the first that applies in this order: an answer whose
/// length is ambiguous, a transfer error (DNS, connect, timeout, TLS, broken connection, header
/// cap), then the status (3xx, non-200),
/// then the size cap. A served file (200, complete, within the limit) may still get a
/// content-type warning.
package enum TransportClassifier {
    package static func classify(_ record: FetchRecord, host: String, platform: Platform = .apple) -> TransportVerdict {
        let location = Location(host: host, platform: platform)
        // Apple's certificate rules (key size, validity period, serverAuth) are Apple's alone.
        let certificateRules = { platform == .apple ? AppleCertificateRules.findings(record, host: host) : [] }
        if let refused = record.proxyStatus, refused != 200 {
            // The proxy's answer, not the site's: say so, and do not blame the site.
            let proxy = record.primaryIP.map { "The proxy at \($0)" } ?? "The proxy"
            return TransportVerdict(findings: [
                FindingKind.netProxy(
                    "\(proxy) answered \(refused) to the tunnel to \(host):443; the site was not reached.",
                    hint: "have the proxy allow CONNECT to \(host):443, or reach it directly with --noproxy \(host)")
            ])
        }
        if let ambiguous = framingFailure(record, location: location) {
            return TransportVerdict(findings: [ambiguous])
        }
        if let status = record.httpStatus, status != 200, answerIsComplete(record) {
            // A non-200 answer decides, even when its (unused) body ran past the cap.
            return TransportVerdict(
                findings: [statusFinding(record, status: status, location: location)] + certificateRules(),
                shouldTryLegacyLocation: platform == .apple)
        }
        if let failure = transferFailure(record, location: location) {
            return TransportVerdict(findings: [failure])
        }
        guard record.httpStatus == 200 else {
            return TransportVerdict(findings: [noAnswerFinding(record, location: location)])
        }
        // A certificate OpenSSL verified may still be one Apple's systems refuse; the file is
        // still read, so everything else about it is reported too.
        return TransportVerdict(
            findings: certificateRules() + contentTypeFindings(record, location: location),
            servedBody: record.body)
    }

    /// Judges the well-known fetch together with the deprecated root location's fetch, made
    /// because ``TransportVerdict/shouldTryLegacyLocation`` was true.
    ///
    /// When the root location serves the file, the well-known failure is folded into a single
    /// `http.legacy-location` warning (which names the well-known status) and the root body is
    /// parsed: docs/rules/associated-domains.md section 2 wants "only the legacy location works"
    /// reported as a warning, so the well-known error must not also fail the domain. Otherwise the
    /// well-known verdict stands unchanged and the root location's own failure is not reported.
    ///
    /// The root location serves the file only when its body is JSON: a single-page app answers
    /// every path with its HTML shell. A well-known path that fails as a server does (5xx, no
    /// answer) keeps its own finding beside the warning: that is an outage of the location every
    /// current system reads, not a file that was only ever put at the root.
    package static func classifyLegacy(wellKnown: FetchRecord, legacy: FetchRecord, host: String) -> TransportVerdict {
        var primary = classify(wellKnown, host: host)
        primary.shouldTryLegacyLocation = false
        let fallback = classify(legacy, host: host)
        guard let body = fallback.servedBody, (try? JSONReader.read(body)) != nil else { return primary }
        let location = Location(host: host, platform: .apple)
        let status = wellKnown.httpStatus.map(String.init) ?? "no answer"
        let named = primary.findings.first { $0.severity == .error }.map { " (\($0.id))" } ?? ""
        let warning = FindingKind.httpLegacyLocation(
            "Only the deprecated \(legacy.url) serves the file; \(wellKnown.url) answered \(status)\(named).",
            hint: "Serve the file at \(location.wellKnownURL) with status 200 and no redirect.")
        let outage = wellKnown.httpStatus.map { $0 >= 500 } ?? true
        let kept = outage ? primary.findings.filter { $0.severity == .error } : []
        return TransportVerdict(findings: kept + [warning] + fallback.findings, servedBody: body)
    }

    /// True unless the transfer stopped early for a reason other than the body cap.
    private static func answerIsComplete(_ record: FetchRecord) -> Bool {
        record.curlCode == CurlCode.ok || (record.curlCode == CurlCode.writeError && record.bodyExceededLimit)
    }

    /// Where the file belongs on the host, for hints.
    struct Location {
        let host: String
        let platform: Platform
        var wellKnownURL: String { "https://\(host)\(platform.wellKnownPath)" }
        var serveHint: String { "Serve the file at \(wellKnownURL) with status 200 and no redirect." }
    }
}
